import Raster

/// The connector, mode, CRTC and primary plane a display will use, and whether the
/// plane turns the picture itself.
public struct DRMOutputChoice: Sendable, Equatable {
    public var connector: DRMConnector
    public var mode: DRMMode
    public var crtc: DRMCRTC
    /// The primary plane on `crtc` (nil only when the card lists no planes).
    public var plane: DRMPlane?
    /// True when the plane's "rotation" property does the turn; false when the Raster
    /// output pass does it while copying to scanout.
    public var rotatesInPlane: Bool
}

/// Chooses what to light up from a card's resources: a pure function, so every rule
/// is tested on hand-built values.
public enum DRMOutputSelection {
    /// - A named `connector` must exist (it is used even if its status is unknown);
    ///   otherwise the first connected one, else the first whose status is unknown
    ///   and which has modes (KMS's advice for sinks that cannot be probed).
    ///   Writeback connectors are never chosen.
    /// - `mode`: the preferred mode (else the first) when nil; else the modes of that
    ///   size, at that refresh if one is given, the preferred one first, then the fastest.
    /// - The CRTC already driving the connector if it can, else the first it can use.
    /// - Its primary plane must scan out `format`; it rotates when its rotation
    ///   property offers `rotation` and `planeRotation` allows it.
    public static func choose(in resources: DRMResources, card: String, connector name: String? = nil,
                              mode request: DRMModeRequest? = nil, format: ScanoutFormat = .xrgb8888,
                              rotation: Rotation = .degrees0, planeRotation: Bool = true) throws(DRMError) -> DRMOutputChoice {
        let outputs = resources.connectors.filter { !$0.isWriteback }
        let listing = outputs.map { "\($0.name) \($0.status.rawValue)" }
        let connector: DRMConnector
        if let name {
            guard let named = outputs.first(where: { $0.name == name }) else {
                throw .unknownConnector(card: card, name: name, connectors: listing)
            }
            guard named.status != .disconnected else { throw .noConnectedDisplay(card: card, connectors: listing) }
            connector = named
        } else if let connected = outputs.first(where: { $0.status == .connected })
                    ?? outputs.first(where: { $0.status == .unknown && !$0.modes.isEmpty }) {
            connector = connected
        } else {
            throw .noConnectedDisplay(card: card, connectors: listing)
        }

        let mode = try chooseMode(request, of: connector, card: card)

        let crtcID = connector.currentCRTC.flatMap { connector.possibleCRTCs.contains($0) ? $0 : nil }
            ?? connector.possibleCRTCs.first
        guard let crtcID, let crtc = resources.crtcs.first(where: { $0.id == crtcID }) else {
            throw .noCRTC(card: card, connector: connector.name)
        }

        let plane = resources.planes.first { $0.kind == .primary && $0.possibleCRTCs.contains(crtcID) }
        if let plane, !plane.formats.contains(format.fourcc) {
            throw .unsupportedFormat(card: card, format: format.drmName, formats: plane.formats.map(fourccName))
        }
        let rotates = rotation != .degrees0 && planeRotation && plane?.rotations?.contains(rotation) == true
        return DRMOutputChoice(connector: connector, mode: mode, crtc: crtc, plane: plane, rotatesInPlane: rotates)
    }

    /// The mode `request` names among `connector`'s, or its preferred one.
    static func chooseMode(_ request: DRMModeRequest?, of connector: DRMConnector, card: String) throws(DRMError) -> DRMMode {
        guard let first = connector.modes.first else { throw .noModes(card: card, connector: connector.name) }
        guard let request else { return connector.modes.first(where: \.isPreferred) ?? first }
        let sized = connector.modes.filter { $0.width == request.width && $0.height == request.height }
        let matching = request.refreshHertz.map { hertz in sized.filter { $0.refreshHertz == hertz } } ?? sized
        let best = matching.first(where: \.isPreferred) ?? matching.max { $0.refreshMillihertz < $1.refreshMillihertz }
        guard let best else {
            throw .modeNotFound(card: card, connector: connector.name, requested: request.description,
                                available: connector.modes.map(\.description))
        }
        return best
    }
}
