import CoreGraphics
import Foundation
@testable import Kiosk
@testable import KioskHeadless
import QuartzCore
import Raster
import Synchronization
import Testing
import UIKit

/// A backend a test registers: `--display test[:WIDTHxHEIGHT]`, a display nobody looks
/// at (a headless display on the real clock) that remembers being opened and closed.
struct TestBackend: DisplayBackend {
    /// The displays it opened.
    final class Opened: Sendable {
        let displays = Locked<[TestDisplay]>([])
    }

    let opened = Opened()
    var name: String { "test" }
    var title: String { "test display" }
    var usage: String { "test[:WIDTHxHEIGHT]" }
    var example: String? { "test:40x30" }

    func parseArgument(_ argument: String?, text: String) throws(KioskOptionError) -> String? {
        guard let argument else { return "40x30" }
        guard HeadlessBackend.size(argument) != nil else {
            throw KioskOptionError(flag: "--display", value: text, expected: "test:WIDTHxHEIGHT")
        }
        return argument
    }

    func probe() -> DisplayProbe { .available(argument: "40x30") }
    func describe(argument: String?) -> String { argument ?? "40x30" }

    func open(argument: String?, options: KioskOptions) throws(KioskRuntimeError) -> any Display {
        let size = HeadlessBackend.size(argument) ?? (40, 30)
        let display = TestDisplay(HeadlessDisplay(pixelWidth: size.width, pixelHeight: size.height))
        opened.displays.withLock { $0.append(display) }
        return display
    }
}

/// A headless display that counts the calls of its life the runtime makes.
final class TestDisplay: Display, @unchecked Sendable {
    let inner: HeadlessDisplay
    let closes = Atomic<Int>(0)
    init(_ inner: HeadlessDisplay) { self.inner = inner }

    var pixelWidth: Int { inner.pixelWidth }
    var pixelHeight: Int { inner.pixelHeight }
    var scale: CGFloat { inner.scale }
    var description: String { "test " + inner.description }
    var isConsoleDevice: Bool { false }
    func waitForNextFrame() -> CFTimeInterval? { inner.waitForNextFrame() }
    func present(_ frame: BitmapView, damage: Region) { inner.present(frame, damage: damage) }
    func waitUntilShown() { inner.waitUntilShown() }
    func suspend() throws { try inner.suspend() }
    func resume() throws { try inner.resume() }
    func powerDown() throws { try inner.powerDown() }
    func powerUp() throws { try inner.powerUp() }
    func close() {
        closes.add(1, ordering: .relaxed)
        inner.close()
    }
    var statistics: DisplayStatistics { inner.statistics }
    func readBack() -> Bitmap? { inner.readBack() }
}

/// The registry: a backend is a name, an argument, a probe and `open`; the runtime
/// runs on any display a registered backend opens, without asking its kind.
@Suite struct DisplayBackendTests {
    @Test func kiosksOwnBackendsInTheAutomaticOrder() {
        #expect(DisplayBackends.all.map(\.name) == ["drm", "fbdev", "headless"])
        #expect(DisplayBackends.named("fbdev")?.title == "fbdev" && DisplayBackends.named("vnc") == nil)
    }

    @Test func aRegisteredBackendParsesItsOwnArgument() throws {
        let backends: [any DisplayBackend] = DisplayBackends.all + [TestBackend()]
        #expect(try KioskOptions.parseDisplay("test", backends: backends) == DisplaySelection(backend: "test", argument: "40x30"))
        #expect(try KioskOptions.parseDisplay("test:64x48", backends: backends) == DisplaySelection(backend: "test", argument: "64x48"))
        #expect(throws: KioskOptionError(flag: "--display", value: "test:big", expected: "test:WIDTHxHEIGHT")) {
            try KioskOptions.parseDisplay("test:big", backends: backends)
        }
        // The message for an unknown display lists every registered one.
        #expect(throws: KioskOptionError(flag: "--display", value: "vnc", expected: "auto, drm[:PATH], fbdev[:PATH], "
                                         + "headless[:WIDTHxHEIGHT] or test[:WIDTHxHEIGHT] (e.g. drm:/dev/dri/card1, headless:1024x768, test:40x30)")) {
            try KioskOptions.parseDisplay("vnc", backends: backends)
        }
    }

    @Test func autoTakesTheFirstBackendWithADisplayAndSaysWhyTheOthersWereSkipped() {
        let choice = DisplayChoice.choose(.automatic, from: [DRMBackend { () throws(DRMError) in throw .noDevice(directory: "/x") },
                                                             TestBackend(), HeadlessBackend()])
        #expect(choice.display == DisplaySelection(backend: "test", argument: "40x30"))
        #expect(choice.summary == "display: test display 40x30 (skipped DRM: no DRM device: no card* in /x)")
    }

    /// The runtime chooses among the backends it is given, and what it holds of the
    /// display is `any Display`: a registered backend's display is run like Kiosk's own.
    /// (The live run's main loop itself cannot turn under Swift Testing, whose main
    /// actor is not the main thread's run loop; the virtual board runs it.)
    @MainActor @Test func theRuntimeChoosesAndOpensARegisteredBackendsDisplay() throws {
        let backend = TestBackend()
        var options = KioskOptions()
        options.display = DisplaySelection(backend: "test", argument: "64x48")
        let runtime = KioskRuntime(options: options)
        runtime.backends = DisplayBackends.all + [backend]
        let (choice, chosen) = try runtime.chooseDisplay()
        #expect(choice.summary == "display: test display 64x48" && runtime.displayChoice == choice)
        let display = try chosen.open(argument: choice.display.argument, options: options)
        defer { display.close() }
        #expect(display === backend.opened.displays.withLock { $0.first })
        #expect((display.pixelWidth, display.pixelHeight, display.isConsoleDevice) == (64, 48, false))
        #expect(display.description == "test headless 64x48 pixels, 60 Hz real clock")
        // Auto with the test backend before the headless one takes it.
        let automatic = KioskRuntime(options: KioskOptions())
        automatic.backends = [backend, HeadlessBackend()]
        #expect(try automatic.chooseDisplay().0.display == DisplaySelection(backend: "test", argument: "40x30"))
    }

    @MainActor @Test func aHeadlessRunOnTheVirtualClockIsTheBackendsChoice() throws {
        var options = KioskOptions()
        options.display = .headless(width: 40, height: 30)
        let (choice, backend) = try KioskRuntime(options: options).chooseDisplay()
        #expect(try backend.virtualClockScreen(argument: choice.display.argument, options: options)! == (40, 30))
        options.headlessClock = .real
        #expect(try backend.virtualClockScreen(argument: choice.display.argument, options: options) == nil)
        #expect(try TestBackend().virtualClockScreen(argument: nil, options: options) == nil)
    }

    @MainActor @Test func aSelectionNoBackendKnowsIsRefusedNamingTheBackends() {
        var options = KioskOptions()
        options.display = DisplaySelection(backend: "vnc")
        let runtime = KioskRuntime(options: options)
        #expect(throws: KioskRuntimeError.display("no display backend for 'vnc' (drm, fbdev, headless)")) {
            try runtime.run(rootViewController: SlidingBoxViewController(), signals: SignalGuard())
        }
    }

    @Test func theHeadlessDisplayRemembersItsPower() throws {
        let display = HeadlessDisplay(pixelWidth: 4, pixelHeight: 4)
        defer { display.close() }
        #expect(!display.isConsoleDevice && display.description == "headless 4x4 pixels, 60 Hz real clock")
        try display.powerDown()
        #expect(display.isPoweredDown)
        try display.powerUp()
        #expect(!display.isPoweredDown)
    }

    /// The fake card serves exactly what was recorded: recording it again gives the fixture.
    @Test func recordingTheFakeCardGivesTheFixtureBack() throws {
        #expect(try DRMCardRecording(reading: FakeDRMDevice()) == FakeDRMDevice.vkms)
        #expect(try FramebufferRecording(reading: FakeFramebufferDevice(FakeFramebufferDevice.vfb)) == FakeFramebufferDevice.vfb)
    }
}
