import CDRM
import Raster

extension DRMResources {
    /// Reads the card's connectors (probing each for a display), CRTCs and planes.
    init(reading card: DRMCard) throws(DRMError) {
        let device = card.device
        do {
            let ids = try device.resources()
            crtcs = try ids.crtcs.enumerated().map { index, id throws(SystemError) in
                let state = try device.crtc(id)
                return DRMCRTC(id: id, index: index, currentFramebuffer: state.framebuffer == 0 ? nil : state.framebuffer,
                               currentMode: state.mode.map(DRMMode.init(info:)),
                               properties: try Self.properties(of: id, .crtc, device).ids)
            }
            connectors = try ids.connectors.map { id throws(SystemError) in try Self.connector(id, device, crtcIDs: ids.crtcs) }
            planes = try device.planes().map { id throws(SystemError) in try Self.plane(id, device, crtcIDs: ids.crtcs) }
        } catch {
            throw .system(error)
        }
    }

    /// The CRTC ids of the bits set in a `possible_crtcs` mask.
    private static func crtcs(in mask: UInt32, _ crtcIDs: [UInt32]) -> [UInt32] {
        crtcIDs.enumerated().filter { mask & (1 << UInt32($0.offset)) != 0 }.map(\.element)
    }

    private static func connector(_ id: UInt32, _ device: any DRMDevice, crtcIDs: [UInt32]) throws(SystemError) -> DRMConnector {
        let c = try device.connector(id)
        let status: DRMConnectorStatus = switch c.connection {
        case DRM_MODE_CONNECTED.rawValue: .connected
        case DRM_MODE_DISCONNECTED.rawValue: .disconnected
        default: .unknown
        }
        var possible: [UInt32] = []
        var current: UInt32?
        for encoderID in c.encoders {
            guard let encoder = try? device.encoder(encoderID) else { continue }
            for crtc in crtcs(in: encoder.possibleCRTCs, crtcIDs) where !possible.contains(crtc) { possible.append(crtc) }
            if encoderID == c.currentEncoder && encoder.crtc != 0 { current = encoder.crtc }
        }
        return DRMConnector(id: id, name: "\(c.typeName)-\(c.typeIndex)", status: status,
                            isWriteback: c.type == DRMConnectorInfo.writebackType, modes: c.modes.map(DRMMode.init(info:)),
                            possibleCRTCs: possible, currentCRTC: current,
                            properties: try properties(of: id, .connector, device).ids)
    }

    private static func plane(_ id: UInt32, _ device: any DRMDevice, crtcIDs: [UInt32]) throws(SystemError) -> DRMPlane {
        let p = try device.plane(id)
        let properties = try properties(of: id, .plane, device)
        let kind: DRMPlaneKind = switch properties.values["type"] {
        case UInt64(DRM_PLANE_TYPE_PRIMARY): .primary
        case UInt64(DRM_PLANE_TYPE_CURSOR): .cursor
        default: .overlay
        }
        return DRMPlane(id: id, kind: kind, possibleCRTCs: crtcs(in: p.possibleCRTCs, crtcIDs),
                        currentCRTC: p.crtc == 0 ? nil : p.crtc, formats: p.formats,
                        rotations: properties.rotations, properties: properties.ids)
    }

    /// An object's properties: ids and current values by name, and the turns of a
    /// "rotation" property's enum entries.
    private static func properties(of id: UInt32, _ type: DRMObjectType, _ device: any DRMDevice) throws(SystemError)
        -> (ids: [String: UInt32], values: [String: UInt64], rotations: [Rotation]?) {
        var ids: [String: UInt32] = [:], values: [String: UInt64] = [:]
        var rotations: [Rotation]?
        for entry in try device.properties(of: id, type: type) {
            guard let property = try? device.property(entry.property) else { continue }
            ids[property.name] = property.id
            values[property.name] = entry.value
            if property.name == "rotation" {
                rotations = Rotation.allCases.filter { turn in property.enums.contains { Rotation(kmsName: $0.name) == turn } }
            }
        }
        return (ids, values, rotations)
    }
}
