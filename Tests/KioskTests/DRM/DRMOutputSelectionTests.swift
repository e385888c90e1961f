@testable import Kiosk
import Raster
import Testing

/// Choosing connector, mode, CRTC and plane from hand-built card resources.
@Suite struct DRMOutputSelectionTests {
    static let card = "/dev/dri/card0"
    static let xrgb = ScanoutFormat.xrgb8888.fourcc

    static func connector(_ name: String, _ status: DRMConnectorStatus, id: UInt32 = 40, modes: [DRMMode] = [],
                          crtcs: [UInt32] = [30], current: UInt32? = nil, writeback: Bool = false) -> DRMConnector {
        DRMConnector(id: id, name: name, status: status, isWriteback: writeback, modes: modes, possibleCRTCs: crtcs,
                     currentCRTC: current)
    }

    static func resources(_ connectors: [DRMConnector], planes: [DRMPlane]? = nil) -> DRMResources {
        DRMResources(connectors: connectors, crtcs: [DRMCRTC(id: 30, index: 0), DRMCRTC(id: 31, index: 1)],
                     planes: planes ?? [DRMPlane(id: 20, kind: .primary, possibleCRTCs: [30], formats: [xrgb]),
                                        DRMPlane(id: 21, kind: .primary, possibleCRTCs: [31], formats: [xrgb])])
    }

    static let panelModes = [DRMMode(width: 1920, height: 1080, refreshHertz: 60),
                             DRMMode(width: 1024, height: 768, refreshHertz: 60, preferred: true),
                             DRMMode(width: 1920, height: 1080, refreshHertz: 50),
                             DRMMode(width: 800, height: 600, refreshHertz: 75)]

    @Test func thePreferredModeOfTheFirstConnectedConnector() throws {
        let resources = Self.resources([Self.connector("HDMI-A-1", .disconnected, id: 40),
                                        Self.connector("HDMI-A-2", .connected, id: 41, modes: Self.panelModes, crtcs: [30, 31])])
        let choice = try DRMOutputSelection.choose(in: resources, card: Self.card)
        #expect(choice.connector.name == "HDMI-A-2")
        #expect(choice.mode.description == "1024x768@60*")
        #expect(choice.crtc.id == 30)
        #expect(choice.plane?.id == 20)
        #expect(choice.rotatesInPlane == false)
    }

    @Test func withoutAPreferredModeTheFirst() throws {
        let modes = [DRMMode(width: 800, height: 480, refreshHertz: 60), DRMMode(width: 640, height: 480, refreshHertz: 60)]
        let choice = try DRMOutputSelection.choose(in: Self.resources([Self.connector("DSI-1", .connected, modes: modes)]),
                                                   card: Self.card)
        #expect(choice.mode.description == "800x480@60")
    }

    @Test func aModeBySizeAndRefresh() throws {
        let connector = Self.connector("HDMI-A-1", .connected, modes: Self.panelModes)
        let pick = { (text: String) throws(DRMError) -> String in
            try DRMOutputSelection.chooseMode(DRMModeRequest(text), of: connector, card: Self.card).description
        }
        #expect(try pick("800x600") == "800x600@75")
        #expect(try pick("1920x1080") == "1920x1080@60") // no preferred one of that size: the fastest
        #expect(try pick("1920x1080@50") == "1920x1080@50")
        #expect(throws: DRMError.modeNotFound(card: Self.card, connector: "HDMI-A-1", requested: "1920x1080@75",
                                              available: ["1920x1080@60", "1024x768@60*", "1920x1080@50", "800x600@75"])) {
            try pick("1920x1080@75")
        }
    }

    @Test func noConnectedDisplayListsEveryConnector() {
        let resources = Self.resources([Self.connector("HDMI-A-1", .disconnected, modes: Self.panelModes),
                                        Self.connector("DSI-1", .unknown),
                                        Self.connector("Writeback-1", .connected, writeback: true)])
        let error = DRMError.noConnectedDisplay(card: Self.card, connectors: ["HDMI-A-1 disconnected", "DSI-1 unknown"])
        #expect(throws: error) { try DRMOutputSelection.choose(in: resources, card: Self.card) }
        #expect(error.description == "no connected display on /dev/dri/card0 (connectors: HDMI-A-1 disconnected, DSI-1 unknown)")
        let empty = DRMError.noConnectedDisplay(card: Self.card, connectors: [])
        #expect(throws: empty) { try DRMOutputSelection.choose(in: Self.resources([]), card: Self.card) }
        #expect(empty.description == "no connected display on /dev/dri/card0 (connectors: none)")
    }

    @Test func anUnprobedConnectorWithModesWhenNoneIsConnected() throws {
        let resources = Self.resources([Self.connector("HDMI-A-1", .disconnected, id: 40),
                                        Self.connector("DPI-1", .unknown, id: 41, modes: Self.panelModes)])
        #expect(try DRMOutputSelection.choose(in: resources, card: Self.card).connector.name == "DPI-1")
    }

    @Test func aConnectorByName() throws {
        let resources = Self.resources([Self.connector("HDMI-A-1", .connected, id: 40, modes: Self.panelModes),
                                        Self.connector("DSI-1", .unknown, id: 41, modes: Self.panelModes, crtcs: [31])])
        let named = try DRMOutputSelection.choose(in: resources, card: Self.card, connector: "DSI-1")
        #expect(named.connector.id == 41)
        #expect(named.crtc.id == 31)
        #expect(named.plane?.id == 21)
        #expect(throws: DRMError.unknownConnector(card: Self.card, name: "HDMI-A-2",
                                                  connectors: ["HDMI-A-1 connected", "DSI-1 unknown"])) {
            try DRMOutputSelection.choose(in: resources, card: Self.card, connector: "HDMI-A-2")
        }
    }

    @Test func theCRTCAlreadyDrivingTheConnectorElseTheFirstItCanUse() throws {
        let driven = Self.resources([Self.connector("HDMI-A-1", .connected, modes: Self.panelModes, crtcs: [30, 31], current: 31)])
        #expect(try DRMOutputSelection.choose(in: driven, card: Self.card).crtc == DRMCRTC(id: 31, index: 1))
        let none = Self.resources([Self.connector("HDMI-A-1", .connected, modes: Self.panelModes, crtcs: [])])
        #expect(throws: DRMError.noCRTC(card: Self.card, connector: "HDMI-A-1")) {
            try DRMOutputSelection.choose(in: none, card: Self.card)
        }
        let noModes = Self.resources([Self.connector("HDMI-A-1", .connected)])
        #expect(throws: DRMError.noModes(card: Self.card, connector: "HDMI-A-1")) {
            try DRMOutputSelection.choose(in: noModes, card: Self.card)
        }
    }

    @Test func thePrimaryPlaneMustScanOutTheFormat() {
        let resources = Self.resources([Self.connector("HDMI-A-1", .connected, modes: Self.panelModes)])
        let error = DRMError.unsupportedFormat(card: Self.card, format: "RGB565", formats: ["XR24"])
        #expect(throws: error) { try DRMOutputSelection.choose(in: resources, card: Self.card, format: .rgb565) }
        #expect(error.description == "/dev/dri/card0: the primary plane cannot scan out RGB565 (formats: XR24)")
    }

    @Test func thePlaneRotatesOnlyWhenItsPropertyOffersTheTurn() throws {
        let connectors = [Self.connector("DSI-1", .connected, modes: Self.panelModes)]
        let turning = Self.resources(connectors, planes: [
            DRMPlane(id: 20, kind: .overlay, possibleCRTCs: [30], formats: [Self.xrgb], rotations: Rotation.allCases),
            DRMPlane(id: 22, kind: .primary, possibleCRTCs: [30], formats: [Self.xrgb], rotations: [.degrees0, .degrees180]),
        ])
        let choose = { (rotation: Rotation, allowed: Bool) throws(DRMError) -> DRMOutputChoice in
            try DRMOutputSelection.choose(in: turning, card: Self.card, rotation: rotation, planeRotation: allowed)
        }
        #expect(try choose(.degrees180, true).plane?.id == 22)
        #expect(try choose(.degrees180, true).rotatesInPlane == true)
        #expect(try choose(.degrees90, true).rotatesInPlane == false) // not offered: the output pass turns it
        #expect(try choose(.degrees180, false).rotatesInPlane == false)
        #expect(try choose(.degrees0, true).rotatesInPlane == false)
        let plain = Self.resources(connectors)
        #expect(try DRMOutputSelection.choose(in: plain, card: Self.card, rotation: .degrees180).rotatesInPlane == false)
    }
}
