import CDRM

/// Reading the card's objects and properties, each into its Swift record.
extension LibDRMDevice {
    func resources() throws(SystemError) -> DRMResourceIDs {
        let fd = self.fd
        let resources = try drmObject("drmModeGetResources", card: path) { drmModeGetResources(fd) }
        defer { drmModeFreeResources(resources) }
        let r = resources.pointee
        return DRMResourceIDs(crtcs: ids(r.crtcs, r.count_crtcs), connectors: ids(r.connectors, r.count_connectors),
                              encoders: ids(r.encoders, r.count_encoders))
    }

    func connector(_ id: UInt32) throws(SystemError) -> DRMConnectorInfo {
        let fd = self.fd
        let connector = try drmObject("drmModeGetConnector \(id)", card: path) { drmModeGetConnector(fd, id) }
        defer { drmModeFreeConnector(connector) }
        let c = connector.pointee
        let modes = c.count_modes > 0 && c.modes != nil
            ? UnsafeBufferPointer(start: c.modes, count: Int(c.count_modes)).map(DRMModeInfo.init) : []
        return DRMConnectorInfo(id: id, type: c.connector_type,
                                typeName: drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown",
                                typeIndex: c.connector_type_id, connection: c.connection.rawValue,
                                widthMillimetres: c.mmWidth, heightMillimetres: c.mmHeight, modes: modes,
                                encoders: ids(c.encoders, c.count_encoders), currentEncoder: c.encoder_id)
    }

    func encoder(_ id: UInt32) throws(SystemError) -> DRMEncoderInfo {
        let fd = self.fd
        let encoder = try drmObject("drmModeGetEncoder \(id)", card: path) { drmModeGetEncoder(fd, id) }
        defer { drmModeFreeEncoder(encoder) }
        let e = encoder.pointee
        return DRMEncoderInfo(id: id, type: e.encoder_type, crtc: e.crtc_id, possibleCRTCs: e.possible_crtcs,
                              possibleClones: e.possible_clones)
    }

    func crtc(_ id: UInt32) throws(SystemError) -> DRMCRTCInfo {
        let fd = self.fd
        let crtc = try drmObject("drmModeGetCrtc \(id)", card: path) { drmModeGetCrtc(fd, id) }
        defer { drmModeFreeCrtc(crtc) }
        let c = crtc.pointee
        return DRMCRTCInfo(id: id, framebuffer: c.buffer_id, x: c.x, y: c.y, mode: c.mode_valid != 0 ? DRMModeInfo(c.mode) : nil,
                           gammaSize: c.gamma_size)
    }

    func planes() throws(SystemError) -> [UInt32] {
        let fd = self.fd
        let list = try drmObject("drmModeGetPlaneResources", card: path) { drmModeGetPlaneResources(fd) }
        defer { drmModeFreePlaneResources(list) }
        return ids(list.pointee.planes, Int32(list.pointee.count_planes))
    }

    func plane(_ id: UInt32) throws(SystemError) -> DRMPlaneInfo {
        let fd = self.fd
        let plane = try drmObject("drmModeGetPlane \(id)", card: path) { drmModeGetPlane(fd, id) }
        defer { drmModeFreePlane(plane) }
        let p = plane.pointee
        return DRMPlaneInfo(id: id, crtc: p.crtc_id, framebuffer: p.fb_id, possibleCRTCs: p.possible_crtcs,
                            formats: ids(p.formats, Int32(p.count_formats)))
    }

    func properties(of object: UInt32, type: DRMObjectType) throws(SystemError) -> [DRMPropertyValue] {
        let fd = self.fd
        let list = try drmObject("drmModeObjectGetProperties \(object)", card: path) {
            drmModeObjectGetProperties(fd, object, type.rawValue)
        }
        defer { drmModeFreeObjectProperties(list) }
        return (0..<Int(list.pointee.count_props)).map {
            DRMPropertyValue(property: list.pointee.props[$0], value: list.pointee.prop_values[$0])
        }
    }

    func property(_ id: UInt32) throws(SystemError) -> DRMPropertyInfo {
        let fd = self.fd
        let property = try drmObject("drmModeGetProperty \(id)", card: path) { drmModeGetProperty(fd, id) }
        defer { drmModeFreeProperty(property) }
        let p = property.pointee
        let values = p.count_values > 0 ? Array(UnsafeBufferPointer(start: p.values, count: Int(p.count_values))) : []
        let enums = p.count_enums > 0
            ? UnsafeBufferPointer(start: p.enums, count: Int(p.count_enums)).map {
                DRMPropertyInfo.Entry(name: cString($0.name), value: $0.value)
            } : []
        return DRMPropertyInfo(id: id, name: cString(p.name), flags: p.flags, values: values, enums: enums)
    }

    func propertyBlob(_ id: UInt32) throws(SystemError) -> [UInt8] {
        let fd = self.fd
        let blob = try drmObject("drmModeGetPropertyBlob \(id)", card: path) { drmModeGetPropertyBlob(fd, id) }
        defer { drmModeFreePropertyBlob(blob) }
        guard let data = blob.pointee.data, blob.pointee.length > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(blob.pointee.length)))
    }

    private func ids(_ pointer: UnsafeMutablePointer<UInt32>?, _ count: Int32) -> [UInt32] {
        guard let pointer, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
    }
}
