import CoreGraphics
import Foundation
@testable import Kiosk
import QuartzCore
import Testing
@_spi(KioskRuntime) import UIKit

/// The runtime's side of a display that comes and goes: events of the card make the
/// display probe again; a display back with another size resizes `UIScreen` and the
/// window with a layout pass; other events change nothing.
@MainActor @Suite(.serialized) struct DisplayHotplugTests {
    typealias Card = DRMCardRecording

    /// A root view that counts its layout passes.
    final class CountingView: UIView {
        var layouts: [CGSize] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts.append(bounds.size)
        }
    }

    @MainActor final class Rig {
        let fake = FakeDRMDevice()
        let display: DRMDisplay
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let root = UIViewController()
        let view = CountingView()
        var sizes: [CGSize] = []
        var hotplug: DisplayHotplug!

        init(_ configuration: DRMDisplayConfiguration = DRMDisplayConfiguration()) throws {
            display = try fake.openDisplay(configuration)
            root.view = view
            window.rootViewController = root
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            view.layouts.removeAll()
            hotplug = DisplayHotplug(display: display, card: DRMUeventTests.card0, window: window, screen: screen) { [unowned self] in
                sizes.append($0)
            }
        }
    }

    static let hotplug = DRMUeventTests.event(["HOTPLUG": "1"])

    @Test func aDisplayBackWithAnotherModeResizesTheScreenAndLaysOutTheWindow() throws {
        let rig = try Rig()
        defer { rig.display.close() }
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(forName: UIScreen.modeDidChangeNotification, object: rig.screen,
                                                              queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        DRMHotplugTests.unplug(rig.fake)
        #expect(rig.hotplug.handle([Self.hotplug]) == .disconnected)
        // Unplugged, the screen keeps its size.
        #expect(rig.screen.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(rig.view.layouts.isEmpty)
        DRMHotplugTests.plug(rig.fake, modes: DRMHotplugTests.modes(preferring: 1280, 720))
        #expect(rig.hotplug.handle([DRMUeventTests.event(["SYNTH_ARG_HOTPLUG": "1"])]) == .resized)
        #expect(rig.screen.bounds == CGRect(x: 0, y: 0, width: 1280, height: 720))
        #expect(rig.screen.nativeBounds == CGRect(x: 0, y: 0, width: 1280, height: 720))
        #expect(rig.window.bounds == CGRect(x: 0, y: 0, width: 1280, height: 720))
        #expect(rig.view.frame == CGRect(x: 0, y: 0, width: 1280, height: 720))
        #expect(rig.view.layouts == [CGSize(width: 1280, height: 720)])
        #expect(rig.sizes == [CGSize(width: 1280, height: 720)])
        #expect(posted.value == 1)
    }

    @Test func theScaleDividesTheNewSize() throws {
        let rig = try Rig(DRMDisplayConfiguration(scale: 2))
        defer { rig.display.close() }
        DRMHotplugTests.unplug(rig.fake)
        rig.hotplug.handle([Self.hotplug])
        DRMHotplugTests.plug(rig.fake, modes: DRMHotplugTests.modes(preferring: 1920, 1080))
        #expect(rig.hotplug.handle([Self.hotplug]) == .resized)
        #expect(rig.screen.bounds == CGRect(x: 0, y: 0, width: 960, height: 540))
    }

    @Test func theSameModeBackNeedsNoLayout() throws {
        let rig = try Rig()
        defer { rig.display.close() }
        DRMHotplugTests.unplug(rig.fake)
        rig.hotplug.handle([Self.hotplug])
        DRMHotplugTests.plug(rig.fake)
        #expect(rig.hotplug.handle([Self.hotplug]) == .reconnected)
        #expect(rig.screen.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(rig.view.layouts.isEmpty)
        #expect(rig.sizes.isEmpty)
    }

    @Test func eventsOfOtherCardsOtherActionsAndMalformedOnesChangeNothing() throws {
        let rig = try Rig()
        defer { rig.display.close() }
        DRMHotplugTests.unplug(rig.fake)
        rig.fake.resetTrace()
        let ignored = [DRMUeventTests.event(["HOTPLUG": "1", "MINOR": "1"]), DRMUeventTests.event(["HOTPLUG": "1"], action: "add"),
                       DRMUevent(action: "change", properties: [:]), DRMUeventTests.event(["MAJOR": "card"])]
        #expect(rig.hotplug.handle(ignored) == nil)
        #expect(rig.hotplug.handle([]) == nil)
        #expect(rig.display.isConnected)
        #expect(rig.fake.trace.isEmpty)
        // One event of the card among them is enough, and probes once.
        #expect(rig.hotplug.handle(ignored + [Self.hotplug, Self.hotplug]) == .disconnected)
    }

    @Test func aFailedProbeIsReportedAndTheDisplayStaysAsItWas() throws {
        let rig = try Rig()
        defer { rig.display.close() }
        DRMHotplugTests.unplug(rig.fake)
        rig.hotplug.handle([Self.hotplug])
        // A display back that offers no mode: nothing to light, still dark, the app runs on.
        rig.fake.connectorStates[Card.connector] = (1, [])
        #expect(rig.hotplug.handle([Self.hotplug]) == nil)
        #expect(!rig.display.isConnected)
        #expect(rig.screen.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
    }
}
