import Foundation
import Kiosk
import Raster
import Testing

/// `KioskOptions.parse`: every flag's good values, and every kind of bad value with
/// the exact message the `kiosk` command prints.
@Suite struct RuntimeOptionsTests {
    @Test func displaysParseWithAndWithoutTheirArgument() throws {
        #expect(try KioskOptions.parseDisplay("auto") == .automatic)
        #expect(try KioskOptions.parseDisplay("drm") == .drm(path: nil))
        #expect(try KioskOptions.parseDisplay("drm:/dev/dri/card1") == .drm(path: "/dev/dri/card1"))
        #expect(try KioskOptions.parseDisplay("fbdev") == .fbdev(path: nil))
        #expect(try KioskOptions.parseDisplay("fbdev:/dev/fb1") == .fbdev(path: "/dev/fb1"))
        #expect(try KioskOptions.parseDisplay("headless") == .headless(width: 768, height: 1024))
        #expect(try KioskOptions.parseDisplay("headless:1024x768") == .headless(width: 1024, height: 768))
    }

    @Test func badDisplaysNameTheFlagTheValueAndWhatIsValid() {
        let any = "use auto, drm[:PATH], fbdev[:PATH] or headless[:WIDTHxHEIGHT] (e.g. drm:/dev/dri/card1, headless:1024x768)"
        let size = "use headless:WIDTHxHEIGHT in points, each 16…8192 (e.g. headless:1024x768)"
        let cases = [
            ("hdmi", "--display 'hdmi' is not valid: \(any)"),
            ("auto:x", "--display 'auto:x' is not valid: \(any)"),
            ("", "--display '' is not valid: \(any)"),
            ("drm:", "--display 'drm:' is not valid: use drm:PATH with a device path, e.g. drm:/dev/dri/card1"),
            ("fbdev:", "--display 'fbdev:' is not valid: use fbdev:PATH with a device path, e.g. fbdev:/dev/fb0"),
            ("headless:1024", "--display 'headless:1024' is not valid: \(size)"),
            ("headless:1024x", "--display 'headless:1024x' is not valid: \(size)"),
            ("headless:8x600", "--display 'headless:8x600' is not valid: \(size)"),
            ("headless:800x9000", "--display 'headless:800x9000' is not valid: \(size)"),
            ("headless:axb", "--display 'headless:axb' is not valid: \(size)"),
        ]
        for (value, expected) in cases {
            #expect(message(of: { () throws(KioskOptionError) in _ = try KioskOptions.parseDisplay(value) }) == expected)
        }
    }

    @Test func inputsParseAndBadOnesAreExplained() throws {
        #expect(try KioskOptions.parseInput("auto") == .automatic)
        #expect(try KioskOptions.parseInput("libinput") == .libinput)
        #expect(try KioskOptions.parseInput("none") == .none)
        #expect(try KioskOptions.parseInput("script:tour.txt") == .script(URL(fileURLWithPath: "tour.txt")))
        let any = "--input 'mouse' is not valid: use auto, libinput, script:FILE or none"
        #expect(message(of: { () throws(KioskOptionError) in _ = try KioskOptions.parseInput("mouse") }) == any)
        #expect(message(of: { () throws(KioskOptionError) in _ = try KioskOptions.parseInput("libinput:seat1") })
            == "--input 'libinput:seat1' is not valid: use auto, libinput, script:FILE or none")
        for value in ["script", "script:"] {
            #expect(message(of: { () throws(KioskOptionError) in _ = try KioskOptions.parseInput(value) })
                == "--input '\(value)' is not valid: use script:FILE with a touch script file, e.g. script:tour.txt")
        }
    }

    @Test func rotationsRecordingsAndClocks() throws {
        #expect(try Rotation.allCases.map { try KioskOptions.parseRotation(String($0.rawValue)) } == Rotation.allCases)
        for value in ["45", "-90", "ninety", ""] {
            #expect(message(of: { () throws(KioskOptionError) in _ = try KioskOptions.parseRotation(value) })
                == "--rotate '\(value)' is not valid: use 0, 90, 180 or 270 (degrees clockwise)")
        }
        #expect(try KioskOptions.parseRecording("out/run.png") == URL(fileURLWithPath: "out/run.png"))
        for value in ["run.gif", "run", ".png", "out/.png"] {
            #expect(message(of: { () throws(KioskOptionError) in _ = try KioskOptions.parseRecording(value) })
                == "--record '\(value)' is not valid: use a file name ending in .png (the recording is an animated PNG)")
        }
        #expect(message(of: { () throws(KioskOptionError) in _ = try KioskOptions.parse(clock: "wall") })
            == "--clock 'wall' is not valid: use virtual or real")
    }

    @Test func parseCombinesTheFlags() throws {
        let options = try KioskOptions.parse(display: "headless:320x480", input: "none", rotate: "90", record: "a.png",
                                             dumpFrames: "frames", script: "tour.txt", clock: "real", stats: true)
        #expect(options.display == .headless(width: 320, height: 480))
        #expect(options.input == KioskOptions.Input.none)
        #expect(options.rotation == .degrees90)
        #expect(options.recordURL == URL(fileURLWithPath: "a.png"))
        #expect(options.dumpFramesURL == URL(fileURLWithPath: "frames"))
        #expect(options.script == URL(fileURLWithPath: "tour.txt"))
        #expect(options.headlessClock == .real && options.stats)
        let defaults = try KioskOptions.parse()
        #expect(defaults.display == .automatic && defaults.input == .automatic && defaults.rotation == .degrees0)
        #expect(defaults.recordURL == nil && defaults.script == nil && defaults.headlessClock == .virtual && !defaults.stats)
    }

    @Test func aScriptBesideAScriptInputOrEmptyPathsAreRefused() {
        #expect(message(of: { () throws(KioskOptionError) in _ = try KioskOptions.parse(input: "script:a.txt", script: "b.txt") })
            == "--script 'b.txt' is not valid: use either --script FILE or --input script:FILE, not both")
        #expect(message(of: { () throws(KioskOptionError) in _ = try KioskOptions.parse(script: "") })
            == "--script '' is not valid: use a touch script file")
        #expect(message(of: { () throws(KioskOptionError) in _ = try KioskOptions.parse(dumpFrames: "") })
            == "--dump-frames '' is not valid: use a folder for the frames")
    }

    /// The message `body` fails with, or nil when it does not fail.
    private func message(of body: () throws(KioskOptionError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.description
        }
    }
}
