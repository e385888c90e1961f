import CoreGraphics
import Glibc
@testable import Kiosk
import Testing

/// Taking a VT for graphics and giving it back, on a played VT: the exact ioctls, and
/// what is put back when something fails.
@Suite struct VirtualTerminalTests {
    static let found = VirtualTerminal.Modes(display: .text, keyboard: .unicode)

    @Test func takingAVTHidesTheCursorAndTurnsTheConsoleAndTheKeyboardOff() throws {
        let fake = FakeConsoleDevice()
        let terminal = try VirtualTerminal(path: "/dev/tty1", opener: fake.opener)
        #expect(fake.trace == [.open("/dev/tty1", writable: true), .write("\u{1B}[?25l"), .setDisplayMode(.graphics),
                               .setKeyboardMode(.off), .armCrashGuard(Self.found)])
        #expect(terminal.savedModes == Self.found && terminal.path == "/dev/tty1")
        #expect(fake.modes == VirtualTerminal.Modes(display: .graphics, keyboard: .off))
        withExtendedLifetime(terminal) {}
    }

    @Test func aServiceCrashKeepsGraphicsModeButAnOrderlyRestorePutsTextBack() throws {
        let fake = FakeConsoleDevice()
        let terminal = try VirtualTerminal(path: "/dev/tty1", opener: fake.opener)
        fake.resetTrace()
        try terminal.keepGraphicsModeOnCrash()
        #expect(fake.trace == [.armCrashGuard(VirtualTerminal.Modes(display: .graphics, keyboard: .unicode))])
        fake.resetTrace()
        terminal.restore()
        #expect(fake.trace == [.disarmCrashGuard, .setKeyboardMode(.unicode), .setDisplayMode(.text), .write("\u{1B}[?25h")])
        fake.resetTrace()
        try terminal.keepGraphicsModeOnCrash()
        #expect(fake.trace == [])
    }

    @Test func aVTLeftInGraphicsModeByACrashGetsTheConsoleBackOnAnOrderlyStop() {
        let left = VirtualTerminal.Modes(display: .graphics, keyboard: .off)
        #expect(VirtualTerminal.modesToRestore(found: left) == Self.found)
        let raw = VirtualTerminal.Modes(display: .text, keyboard: .raw)
        #expect(VirtualTerminal.modesToRestore(found: raw) == raw)
    }

    @Test func restorePutsBackWhatItFoundOnce() throws {
        let fake = FakeConsoleDevice()
        var terminal: VirtualTerminal? = try VirtualTerminal(path: "/dev/tty1", opener: fake.opener)
        fake.resetTrace()
        terminal?.restore()
        #expect(fake.trace == [.disarmCrashGuard, .setKeyboardMode(.unicode), .setDisplayMode(.text), .write("\u{1B}[?25h")])
        #expect(fake.modes == Self.found)
        fake.resetTrace()
        terminal?.restore()
        terminal = nil
        #expect(fake.trace.isEmpty)
    }

    @Test func withoutAPathTheVTInFrontIsTaken() throws {
        let fake = FakeConsoleDevice(path: "/dev/tty3")
        fake.setActive(3)
        let terminal = try VirtualTerminal(path: nil, opener: fake.opener)
        #expect(terminal.path == "/dev/tty3")
        #expect(Array(fake.trace.prefix(2)) == [.open("/dev/tty0", writable: false), .open("/dev/tty3", writable: true)])
        #expect(try VirtualTerminal.activeTerminalPath(opener: fake.opener) == "/dev/tty3")
    }

    @Test func aFileThatIsNoVTIsRefusedByName() {
        let fake = FakeConsoleDevice(path: "/dev/ttyS0")
        fake.fail("KDGETMODE", with: ENOTTY)
        #expect(throws: ConsoleError.notAVirtualTerminal(path: "/dev/ttyS0")) { try VirtualTerminal(path: "/dev/ttyS0", opener: fake.opener) }
        #expect(!fake.trace.contains(.setDisplayMode(.graphics)))
    }

    @Test func aRefusalWhileTakingPutsBackWhatWasChanged() {
        let fake = FakeConsoleDevice()
        fake.fail("KDSKBMODE", with: EPERM)
        let error = ConsoleError.system(SystemError(call: "KDSKBMODE", path: "/dev/tty1", errno: EPERM))
        #expect(throws: error) { try VirtualTerminal(path: "/dev/tty1", opener: fake.opener) }
        #expect(error.description == "/dev/tty1: KDSKBMODE failed: Operation not permitted (errno 1)")
        #expect(fake.modes.display == .text)
        #expect(fake.trace.suffix(4) == [.disarmCrashGuard, .setKeyboardMode(.unicode), .setDisplayMode(.text), .write("\u{1B}[?25h")])
    }

    @Test func aMissingTerminalIsNamed() {
        let fake = FakeConsoleDevice()
        #expect(throws: ConsoleError.system(SystemError(call: "open", path: "/dev/tty9", errno: ENOENT))) {
            try VirtualTerminal(path: "/dev/tty9", opener: fake.opener)
        }
    }

    @Test func activatingAVTWaitsUntilItIsInFront() throws {
        let fake = FakeConsoleDevice()
        try VirtualTerminal.activate(2, opener: fake.opener)
        #expect(fake.trace == [.open("/dev/tty0", writable: false), .activate(2), .waitUntilActive(2)])
        #expect(try VirtualTerminal.modes(at: "/dev/tty1", opener: fake.opener) == Self.found)
    }
}

/// VT switching takes SIGUSR1 and SIGUSR2, which are process-wide: in the console
/// suite, whose tests run one at a time.
extension ConsoleTests {
    @Test func switchingIsAskedForWithTheReleaseAndAcquireSignalsAndGivenBack() throws {
        let fake = FakeConsoleDevice()
        let signals = try SignalGuard()
        let terminal = try VirtualTerminal(path: "/dev/tty1", opener: fake.opener)
        try terminal.enableSwitching(using: signals, onRelease: {}, onAcquire: {})
        #expect(fake.trace.last == .setSwitching(.process(release: SIGUSR1, acquire: SIGUSR2)))
        fake.resetTrace()
        terminal.restore()
        #expect(fake.trace == [.disarmCrashGuard, .setSwitching(.automatic), .setKeyboardMode(.unicode), .setDisplayMode(.text),
                               .write("\u{1B}[?25h")])
    }

    /// A VT switch away and back with a DRM display: master is dropped before the
    /// kernel is told the VT may go, and taken back (the mode set again) after the
    /// kernel's acquire is acknowledged.
    @Test func aVTSwitchDropsAndRetakesDRMMasterAroundTheKernelsAnswers() throws {
        let console = FakeConsoleDevice()
        let card = FakeDRMDevice()
        let display = try card.openDisplay()
        defer { display.close() }
        let signals = try SignalGuard()
        let terminal = try VirtualTerminal(path: "/dev/tty1", opener: console.opener)
        try terminal.handOver(display, using: signals)
        let masterAtAnswer = Locked<[Bool]>([])
        console.observe { call in
            if case .releaseDisplay = call { masterAtAnswer.withLock { $0.append(card.isMaster()) } }
        }
        card.resetTrace()
        console.resetTrace()
        terminal.releaseRequested()
        #expect(console.trace == [.releaseDisplay(.allow)])
        #expect(card.modesetting == [.dropMaster])
        card.resetTrace()
        terminal.acquired()
        #expect(console.trace == [.releaseDisplay(.allow), .releaseDisplay(.acknowledgeAcquire), .setDisplayMode(.graphics),
                                  .setKeyboardMode(.off)])
        #expect(card.modesetting.first == .setMaster && card.modesetting.count == 3) // master, test-only and real mode set
        // Not master when the VT was let go, nor yet when its return was acknowledged.
        #expect(masterAtAnswer.withLock { $0 } == [false, false])
        #expect(card.isMaster())
    }

    /// The app goes to the background while the display still shows it (before master
    /// is dropped), and comes back once the display is back (master and mode set again).
    @Test func theAppsBackgroundHooksRunWhileTheDisplayIsHeld() throws {
        let console = FakeConsoleDevice()
        let card = FakeDRMDevice()
        let display = try card.openDisplay()
        defer { display.close() }
        let signals = try SignalGuard()
        let terminal = try VirtualTerminal(path: "/dev/tty1", opener: console.opener)
        let heard = Locked<[String]>([])
        try terminal.handOver(display, using: signals, beforeRelease: {
            heard.withLock { $0.append("background, master \(card.isMaster()), answered \(console.trace.count)") }
        }, afterAcquire: {
            heard.withLock { $0.append("foreground, master \(card.isMaster()), answered \(console.trace.count)") }
        })
        console.resetTrace()
        terminal.releaseRequested()
        terminal.acquired()
        #expect(heard.withLock { $0 } == ["background, master true, answered 0", "foreground, master true, answered 4"])
    }

    /// A program on another VT turned our keyboard back on (`kbd_mode -u -C /dev/tty1`):
    /// coming back to the front holds it off again, so keys never reach the shell behind.
    @Test func comingBackToTheFrontHoldsTheKeyboardOffAgain() throws {
        let console = FakeConsoleDevice()
        let signals = try SignalGuard()
        let terminal = try VirtualTerminal(path: "/dev/tty1", opener: console.opener)
        try terminal.enableSwitching(using: signals, onRelease: {}, onAcquire: {})
        terminal.releaseRequested()
        try console.setKeyboardMode(.unicode)
        try console.setDisplayMode(.text)
        terminal.acquired()
        #expect(console.modes == VirtualTerminal.Modes(display: .graphics, keyboard: .off))
        terminal.restore()
        #expect(console.modes == VirtualTerminal.Modes(display: .text, keyboard: .unicode))
    }

    @Test func anFBDevDisplayKeepsItsPictureAcrossAVTSwitch() throws {
        let console = FakeConsoleDevice()
        let framebuffer = FakeFramebufferDevice(FakeFramebufferDevice.vfb)
        let display = try FBDevDisplayTests.open(framebuffer)
        defer { display.close() }
        FBDevDisplayTests.present(FBDevDisplayTests.red, on: display)
        let signals = try SignalGuard()
        let terminal = try VirtualTerminal(path: "/dev/tty1", opener: console.opener)
        try terminal.handOver(display, using: signals)
        terminal.releaseRequested()
        try framebuffer.panDisplay(FakeFramebufferDevice.vfb.variable)
        framebuffer.scribble(0x0011_2233)
        terminal.acquired()
        #expect(FBDevDisplayTests.rgb(framebuffer.visiblePixel(x: 0, y: 0)) == 0x0000FF)
    }
}
