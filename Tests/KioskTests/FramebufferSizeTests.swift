import CoreGraphics
import Foundation
@testable import Kiosk
@testable import KioskHeadless
import Testing

/// One framebuffer computation and one limit, for the flag, the run and the board.
@Suite struct FramebufferSizeTests {
    static let limit = "a framebuffer may have at most 16384 pixels a side and 67108864 pixels in all (8192x8192)"

    @Test func pointsTimesScaleRoundedUpWithinTheLimit() throws {
        #expect(FramebufferSize.maximumSide == 16_384 && FramebufferSize.maximumPixels == 67_108_864)
        #expect(try FramebufferSize(screenWidth: 768, height: 1024, scale: 8) == FramebufferSize(pixelWidth: 6_144, pixelHeight: 8_192))
        #expect(try FramebufferSize(screenWidth: 8_192, height: 8_192, scale: 1).description == "8192x8192")
        #expect(try FramebufferSize(screenWidth: 16, height: 16, scale: 0.25).description == "4x4")
        #expect(try FramebufferSize(screenWidth: 101, height: 33, scale: 1.5).description == "152x50")
        #expect(try FramebufferSize(pixelWidth: 16_384, pixelHeight: 4_096).description == "16384x4096")
    }

    @Test func sizesPastTheLimitAndScalesOutOfRangeAreRefusedWithWhy() {
        #expect(throws: FramebufferSizeError.screenTooLarge(width: 8_192, height: 8_192, scale: 8, pixelWidth: 65_536, pixelHeight: 65_536)) {
            try FramebufferSize(screenWidth: 8_192, height: 8_192, scale: 8)
        }
        #expect(FramebufferSizeError.screenTooLarge(width: 8_192, height: 8_192, scale: 8, pixelWidth: 65_536, pixelHeight: 65_536).description
                == "a 8192x8192-point screen at scale 8 needs 65536x65536 pixels; " + Self.limit)
        #expect(throws: FramebufferSizeError.screenTooLarge(width: 8_193, height: 8_192, scale: 1, pixelWidth: 8_193, pixelHeight: 8_192)) {
            try FramebufferSize(screenWidth: 8_193, height: 8_192, scale: 1)
        }
        #expect(FramebufferSizeError.tooLarge(pixelWidth: 16_385, pixelHeight: 1).description == "16385x1 pixels is too large; " + Self.limit)
        #expect(throws: FramebufferSizeError.tooLarge(pixelWidth: 16_385, pixelHeight: 1)) { try FramebufferSize(pixelWidth: 16_385, pixelHeight: 1) }
        // The smallest positive double, 4.9e-324, once passed a board's check.
        let tiny = CGFloat.leastNonzeroMagnitude
        #expect(FramebufferSizeError.scale(tiny).description == "scale 5e-324 is not from 0.25 to 8 pixels per point")
        #expect(throws: FramebufferSizeError.scale(tiny)) { try FramebufferSize(screenWidth: 768, height: 1024, scale: tiny) }
        let nan = #expect(throws: FramebufferSizeError.self) { try FramebufferSize(screenWidth: 768, height: 1024, scale: .nan) }
        #expect(nan?.description == "scale nan is not from 0.25 to 8 pixels per point")
        #expect(FramebufferSizeError.empty(width: 0, height: 5).description == "0x5 is not a size: both sides must be at least 1")
        #expect(throws: FramebufferSizeError.empty(width: 0, height: 5)) { try FramebufferSize(pixelWidth: 0, pixelHeight: 5) }
        #expect(FramebufferSize.largestSquare(atScale: 8) == 1_024)
        #expect(FramebufferSize.largestSquare(atScale: 3) == 2_730)
        #expect(FramebufferSize.largestSquare(atScale: 0) == 0)
    }

    @Test func theDisplayFlagIsCheckedAtTheBoardsScale() throws {
        let board = try BoardFile.parse("name = dense\n[display]\nbackend = drm\nscale = 8\n", file: "dense.board")
        #expect(throws: KioskOptionError(flag: "--display", value: "headless:8192x8192",
                                         expected: "a screen whose framebuffer fits, e.g. headless:1024x1024 at this scale: "
                                             + "a 8192x8192-point screen at scale 8 needs 65536x65536 pixels; " + Self.limit)) {
            try KioskOptions.parse(board: board, display: "headless:8192x8192")
        }
        let fits = try KioskOptions.parse(board: board, display: "headless:1024x1024")
        #expect(try fits.headlessFramebuffer(width: 1_024, height: 1_024).description == "8192x8192")
        #expect(try KioskOptions.parse(display: "headless:8192x8192").display == .headless(width: 8_192, height: 8_192))
        // What `kiosk board check` checks: the headless screen asked for, or auto's fallback.
        #expect(fits.headlessSize! == (1_024, 1_024))
        #expect(try KioskOptions.parse(board: board, display: "auto").headlessSize! == (768, 1_024))
        #expect(try KioskOptions.parse(board: board).headlessSize == nil)
    }

    @MainActor @Test func aRunRefusesAFramebufferPastTheLimitBeforeMakingIt() {
        for clock in KioskOptions.Clock.allCases {
            var options = KioskOptions()
            options.display = .headless(width: 8_192, height: 8_192)
            options.scale = 8
            options.headlessClock = clock
            #expect(throws: KioskRuntimeError.display("headless 8192x8192: a 8192x8192-point screen at scale 8 needs 65536x65536 pixels; "
                                                      + Self.limit)) {
                try KioskRuntime(options: options).run(rootViewController: SlidingBoxViewController(), signals: SignalGuard())
            }
        }
    }
}
