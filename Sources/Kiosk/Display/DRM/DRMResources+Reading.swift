import CDRM
import Raster

extension DRMResources {
    /// Reads the card's connectors (probing each for a display), CRTCs and planes.
    init(reading card: DRMCard) throws(DRMError) {
        do {
            let fd = card.fd
            let resources = try drmObject("drmModeGetResources", card: card.path) { drmModeGetResources(fd) }
            defer { drmModeFreeResources(resources) }
            let crtcIDs = Self.ids(resources.pointee.crtcs, resources.pointee.count_crtcs)
            crtcs = try crtcIDs.enumerated().map { index, id throws(SystemError) in
                let state = try drmObject("drmModeGetCrtc \(id)", card: card.path) { drmModeGetCrtc(fd, id) }
                defer { drmModeFreeCrtc(state) }
                return DRMCRTC(id: id, index: index,
                               currentFramebuffer: state.pointee.buffer_id == 0 ? nil : state.pointee.buffer_id,
                               currentMode: state.pointee.mode_valid == 0 ? nil : DRMMode(info: state.pointee.mode),
                               properties: try Self.properties(of: id, DRM_MODE_OBJECT_CRTC, card))
            }
            connectors = try Self.ids(resources.pointee.connectors, resources.pointee.count_connectors).map {
                id throws(SystemError) in try Self.connector(id, card, crtcIDs: crtcIDs)
            }
            planes = try Self.planes(card, crtcIDs: crtcIDs)
        } catch {
            throw .system(error)
        }
    }

    private static func ids(_ pointer: UnsafeMutablePointer<UInt32>?, _ count: Int32) -> [UInt32] {
        guard let pointer, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
    }

    /// The CRTC ids of the bits set in a `possible_crtcs` mask.
    private static func crtcs(in mask: UInt32, _ crtcIDs: [UInt32]) -> [UInt32] {
        crtcIDs.enumerated().filter { mask & (1 << UInt32($0.offset)) != 0 }.map(\.element)
    }

    private static func connector(_ id: UInt32, _ card: DRMCard, crtcIDs: [UInt32]) throws(SystemError) -> DRMConnector {
        let fd = card.fd
        let connector = try drmObject("drmModeGetConnector \(id)", card: card.path) { drmModeGetConnector(fd, id) }
        defer { drmModeFreeConnector(connector) }
        let c = connector.pointee
        let typeName = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown"
        let status: DRMConnectorStatus = switch c.connection {
        case DRM_MODE_CONNECTED: .connected
        case DRM_MODE_DISCONNECTED: .disconnected
        default: .unknown
        }
        let modes = c.count_modes > 0 && c.modes != nil
            ? UnsafeBufferPointer(start: c.modes, count: Int(c.count_modes)).map(DRMMode.init(info:)) : []
        var possible: [UInt32] = []
        var current: UInt32?
        for encoderID in ids(c.encoders, c.count_encoders) {
            guard let encoder = drmModeGetEncoder(fd, encoderID) else { continue }
            for crtc in crtcs(in: encoder.pointee.possible_crtcs, crtcIDs) where !possible.contains(crtc) {
                possible.append(crtc)
            }
            if encoderID == c.encoder_id && encoder.pointee.crtc_id != 0 { current = encoder.pointee.crtc_id }
            drmModeFreeEncoder(encoder)
        }
        return DRMConnector(id: id, name: "\(typeName)-\(c.connector_type_id)", status: status,
                            isWriteback: c.connector_type == UInt32(DRM_MODE_CONNECTOR_WRITEBACK), modes: modes,
                            possibleCRTCs: possible, currentCRTC: current,
                            properties: try properties(of: id, DRM_MODE_OBJECT_CONNECTOR, card))
    }

    private static func planes(_ card: DRMCard, crtcIDs: [UInt32]) throws(SystemError) -> [DRMPlane] {
        let fd = card.fd
        let list = try drmObject("drmModeGetPlaneResources", card: card.path) { drmModeGetPlaneResources(fd) }
        defer { drmModeFreePlaneResources(list) }
        let planeIDs = list.pointee.count_planes > 0
            ? Array(UnsafeBufferPointer(start: list.pointee.planes, count: Int(list.pointee.count_planes))) : []
        return try planeIDs.map { id throws(SystemError) in
            let plane = try drmObject("drmModeGetPlane \(id)", card: card.path) { drmModeGetPlane(fd, id) }
            defer { drmModeFreePlane(plane) }
            let p = plane.pointee
            let formats = p.count_formats > 0 ? Array(UnsafeBufferPointer(start: p.formats, count: Int(p.count_formats))) : []
            let properties = try objectProperties(of: id, DRM_MODE_OBJECT_PLANE, card)
            let kind: DRMPlaneKind = switch properties.values["type"] {
            case UInt64(DRM_PLANE_TYPE_PRIMARY): .primary
            case UInt64(DRM_PLANE_TYPE_CURSOR): .cursor
            default: .overlay
            }
            return DRMPlane(id: id, kind: kind, possibleCRTCs: crtcs(in: p.possible_crtcs, crtcIDs),
                            currentCRTC: p.crtc_id == 0 ? nil : p.crtc_id, formats: formats,
                            rotations: properties.rotations, properties: properties.ids)
        }
    }

    /// An object's property ids by name.
    private static func properties(of id: UInt32, _ type: UInt32, _ card: DRMCard) throws(SystemError) -> [String: UInt32] {
        try objectProperties(of: id, type, card).ids
    }

    /// An object's properties: ids and current values by name, and the turns of a
    /// "rotation" property's enum entries.
    private static func objectProperties(of id: UInt32, _ type: UInt32, _ card: DRMCard) throws(SystemError)
        -> (ids: [String: UInt32], values: [String: UInt64], rotations: [Rotation]?) {
        let fd = card.fd
        let list = try drmObject("drmModeObjectGetProperties \(id)", card: card.path) {
            drmModeObjectGetProperties(fd, id, type)
        }
        defer { drmModeFreeObjectProperties(list) }
        var ids: [String: UInt32] = [:], values: [String: UInt64] = [:]
        var rotations: [Rotation]?
        for i in 0..<Int(list.pointee.count_props) {
            guard let property = drmModeGetProperty(fd, list.pointee.props[i]) else { continue }
            defer { drmModeFreeProperty(property) }
            let name = cString(property.pointee.name)
            ids[name] = property.pointee.prop_id
            values[name] = list.pointee.prop_values[i]
            if name == "rotation" {
                let entries = UnsafeBufferPointer(start: property.pointee.enums, count: Int(property.pointee.count_enums))
                rotations = Rotation.allCases.filter { turn in
                    entries.contains { Rotation(kmsName: cString($0.name)) == turn }
                }
            }
        }
        return (ids, values, rotations)
    }
}

/// A fixed-size C `char` array (imported as a tuple) as a Swift string.
func cString<Tuple>(_ tuple: Tuple) -> String {
    withUnsafeBytes(of: tuple) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}
