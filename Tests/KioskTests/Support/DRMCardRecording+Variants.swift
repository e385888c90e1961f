@testable import Kiosk

/// The vkms card as other hardware would present it: each a small change to the
/// recording, named after what it stands for.
extension DRMCardRecording {
    /// The ids in the vkms recording.
    static let crtc: UInt32 = 35, connector: UInt32 = 36, writeback: UInt32 = 43
    static let primaryPlane: UInt32 = 31, cursorPlane: UInt32 = 33
    /// The framebuffer the console showed when it was recorded.
    static let consoleFramebuffer: UInt32 = 44
    /// The id given to the rotation property `withPlaneRotation()` adds.
    static let rotationProperty: UInt32 = 60

    /// The primary plane has a "rotation" property offering the four turns and the
    /// reflections (as vc4 on the Raspberry Pi does; vkms on 6.1 has none).
    func withPlaneRotation() -> DRMCardRecording {
        var card = self
        card.properties.append(DRMPropertyInfo(id: Self.rotationProperty, name: "rotation",
                                               flags: 0x20 | 0x8000_0000, // DRM_MODE_PROP_BITMASK | DRM_MODE_PROP_ATOMIC
                                               enums: [.init(name: "rotate-0", value: 0), .init(name: "rotate-90", value: 1),
                                                       .init(name: "rotate-180", value: 2), .init(name: "rotate-270", value: 3),
                                                       .init(name: "reflect-x", value: 4), .init(name: "reflect-y", value: 5)]))
        card.setProperties(of: Self.primaryPlane) { $0.append(DRMPropertyValue(property: Self.rotationProperty, value: 1)) }
        return card
    }

    /// The connector's display unplugged.
    func disconnected() -> DRMCardRecording {
        var card = self
        card.connectors = connectors.map { connector in
            var connector = connector
            if connector.id == Self.connector { connector.connection = 2 }
            return connector
        }
        return card
    }

    /// The connector with these modes (none: a display that reports no modes).
    func withModes(_ modes: [DRMModeInfo]) -> DRMCardRecording {
        var card = self
        card.connectors = connectors.map { connector in
            var connector = connector
            if connector.id == Self.connector { connector.modes = modes }
            return connector
        }
        return card
    }

    /// No encoder can drive any CRTC.
    func withoutCRTCsForEncoders() -> DRMCardRecording {
        var card = self
        card.encoders = encoders.map { encoder in
            var encoder = encoder
            encoder.possibleCRTCs = 0
            return encoder
        }
        return card
    }

    /// Only the cursor plane is listed.
    func withoutPrimaryPlane() -> DRMCardRecording {
        var card = self
        card.planes.removeAll { $0.id == Self.primaryPlane }
        card.objectProperties.removeAll { $0.object == Self.primaryPlane }
        return card
    }

    /// The primary plane scans out only these formats.
    func withPrimaryFormats(_ formats: [UInt32]) -> DRMCardRecording {
        var card = self
        card.planes = planes.map { plane in
            var plane = plane
            if plane.id == Self.primaryPlane { plane.formats = formats }
            return plane
        }
        return card
    }

    /// `object` lacks its property `name`.
    func without(_ name: String, on object: UInt32) -> DRMCardRecording {
        var card = self
        let id = properties.first { $0.name == name }?.id
        card.setProperties(of: object) { $0.removeAll { $0.property == id } }
        return card
    }

    /// The CRTC off when the display opens (no console on it).
    func withCRTCOff() -> DRMCardRecording {
        var card = self
        card.crtcs = crtcs.map { DRMCRTCInfo(id: $0.id, framebuffer: 0, mode: nil) }
        card.planes = planes.map { plane in
            var plane = plane
            plane.crtc = 0
            plane.framebuffer = 0
            return plane
        }
        for (object, name) in [(Self.crtc, "ACTIVE"), (Self.crtc, "MODE_ID"), (Self.connector, "CRTC_ID"),
                               (Self.primaryPlane, "FB_ID"), (Self.primaryPlane, "CRTC_ID")] {
            let id = properties.first { $0.name == name }?.id
            card.setProperties(of: object) { values in
                for i in values.indices where values[i].property == id { values[i].value = 0 }
            }
        }
        return card
    }

    /// The cursor plane showing the console's framebuffer on the CRTC too.
    func withCursorOnCRTC() -> DRMCardRecording {
        var card = self
        for (name, value) in [("FB_ID", UInt64(Self.consoleFramebuffer)), ("CRTC_ID", UInt64(Self.crtc))] {
            let id = properties.first { $0.name == name }?.id
            card.setProperties(of: Self.cursorPlane) { values in
                for i in values.indices where values[i].property == id { values[i].value = value }
            }
        }
        card.planes = planes.map { plane in
            var plane = plane
            if plane.id == Self.cursorPlane {
                plane.crtc = Self.crtc
                plane.framebuffer = Self.consoleFramebuffer
            }
            return plane
        }
        return card
    }

    private mutating func setProperties(of object: UInt32, _ change: (inout [DRMPropertyValue]) -> Void) {
        for i in objectProperties.indices where objectProperties[i].object == object { change(&objectProperties[i].values) }
    }
}

extension FakeDRMDevice {
    /// A DRM display on this card (`configuration`'s path is the card's), on its clock.
    func openDisplay(_ configuration: DRMDisplayConfiguration = DRMDisplayConfiguration()) throws(DRMError) -> DRMDisplay {
        var configuration = configuration
        configuration.path = configuration.path ?? path
        return try DRMDisplay(configuration: configuration, opener: opener, clock: clock)
    }

    /// The atomic commits and legacy calls in the trace, without buffer set-up.
    var modesetting: [Call] {
        trace.filter {
            switch $0 {
            case .atomicCommit, .setCRTC, .pageFlip, .setConnectorProperty, .setMaster, .dropMaster: true
            default: false
            }
        }
    }

    /// The framebuffers added, in order (the display's buffers).
    var addedFramebuffers: [UInt32] {
        trace.compactMap { if case .addFramebuffer(let id, _, _, _) = $0 { id } else { nil } }
    }

    /// The mode blobs created, in order.
    var createdModeBlobs: [UInt32] {
        trace.compactMap { if case .createModeBlob(let id, _) = $0 { id } else { nil } }
    }
}
