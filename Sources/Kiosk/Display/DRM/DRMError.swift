/// Why a DRM/KMS display could not start or keep going. Every case names the device
/// and, where a choice failed, lists what was found, so the message alone says what
/// to fix (a cable, a board file's connector name, a mode).
public enum DRMError: Error, Equatable, CustomStringConvertible {
    /// No `card*` node in `directory` (no GPU driver loaded, or no /dev/dri at all).
    case noDevice(directory: String)
    /// No card in `directory` has a connected display; `found` describes each card.
    case noUsableCard(directory: String, found: [String])
    /// The device could not be opened or queried.
    case system(SystemError)
    /// The node is a DRM device without mode setting (a render-only GPU).
    case notKMS(card: String)
    /// Another process is DRM master (a compositor, another kiosk) and we cannot be.
    case notMaster(card: String, errno: Int32)
    /// No connector has a display plugged in; `connectors` lists "name status".
    case noConnectedDisplay(card: String, connectors: [String])
    /// The connector named in the configuration does not exist.
    case unknownConnector(card: String, name: String, connectors: [String])
    /// The connector reports no modes.
    case noModes(card: String, connector: String)
    /// The requested mode is not among the connector's.
    case modeNotFound(card: String, connector: String, requested: String, available: [String])
    /// No CRTC can drive the connector.
    case noCRTC(card: String, connector: String)
    /// The CRTC has no primary plane (atomic mode setting needs one).
    case noPrimaryPlane(card: String, crtc: UInt32)
    /// The primary plane cannot scan out the pixel format; `formats` are the ones it can.
    case unsupportedFormat(card: String, format: String, formats: [String])
    /// An object lacks a property atomic mode setting needs.
    case missingProperty(card: String, object: String, property: String)
    /// The kernel refused the mode set (the atomic test commit or the legacy call).
    case modesetRejected(card: String, connector: String, mode: String, path: String, errno: Int32)
    /// The kernel refused to turn the output off or on (the CRTC's ACTIVE, or the connector's DPMS).
    case powerChangeRejected(card: String, connector: String, on: Bool, path: String, errno: Int32)

    public var description: String {
        switch self {
        case .noDevice(let directory):
            return "no DRM device: no card* in \(directory)"
        case .noUsableCard(let directory, let found):
            return "no DRM card in \(directory) has a connected display (\(found.joined(separator: "; ")))"
        case .system(let error):
            return error.description
        case .notKMS(let card):
            return "\(card) does not support mode setting (a render-only device?)"
        case .notMaster(let card, let errno):
            return "\(card): cannot become DRM master (errno \(errno)); is another compositor running?"
        case .noConnectedDisplay(let card, let connectors):
            return "no connected display on \(card) (connectors: \(Self.list(connectors)))"
        case .unknownConnector(let card, let name, let connectors):
            return "\(card) has no connector \(name) (connectors: \(Self.list(connectors)))"
        case .noModes(let card, let connector):
            return "\(card): connector \(connector) reports no modes"
        case .modeNotFound(let card, let connector, let requested, let available):
            return "\(card): connector \(connector) has no mode \(requested) (modes: \(Self.list(available)))"
        case .noCRTC(let card, let connector):
            return "\(card): no CRTC can drive connector \(connector)"
        case .noPrimaryPlane(let card, let crtc):
            return "\(card): CRTC \(crtc) has no primary plane"
        case .unsupportedFormat(let card, let format, let formats):
            return "\(card): the primary plane cannot scan out \(format) (formats: \(Self.list(formats)))"
        case .missingProperty(let card, let object, let property):
            return "\(card): \(object) has no property \(property)"
        case .modesetRejected(let card, let connector, let mode, let path, let errno):
            return "\(card): the \(path) mode set of \(mode) on \(connector) was refused (errno \(errno))"
        case .powerChangeRejected(let card, let connector, let on, let path, let errno):
            return "\(card): turning \(connector) \(on ? "on" : "off") (\(path)) was refused (errno \(errno))"
        }
    }

    private static func list(_ items: [String]) -> String { items.isEmpty ? "none" : items.joined(separator: ", ") }
}
