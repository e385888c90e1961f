import Foundation
@testable import Kiosk
import Testing

/// The bounds every touch script is held to, each refused with its line, column and
/// what is allowed; and CR LF line ends and a byte-order mark read as plain text does.
@Suite struct TouchScriptLimitTests {
    private typealias Step = TouchScript.Step

    @Test func theLimitsAreTheDocumentedOnes() {
        #expect(TouchScript.maximumTime == 86_400)
        #expect(TouchScript.maximumSwipeDuration == 60)
        #expect(TouchScript.maximumSteps == 1_000_000)
        #expect(TouchScript.coordinateRange == -100_000...100_000)
        #expect(TouchScript.fingers == 0...9)
        #expect(TouchScript.maximumFileSize == 16_777_216)
    }

    @Test(arguments: [
        ("at 1000000000 tap 10,10", 1, 4, "expected a time in seconds from 0 to 86400 (one day), found '1000000000'"),
        ("at 86400.5 down 0 1,1", 1, 4, "expected a time in seconds from 0 to 86400 (one day), found '86400.5'"),
        ("at 86400 tap 1,1", 1, 4, "the tap would end at 86400.05 s, after 86400 s (one day), the latest time a script may have"),
        ("at 1 tap 1,1 for 86400", 1, 18, "the tap would end at 86401 s, after 86400 s (one day), the latest time a script may have"),
        ("at 0 swipe 1,1 -> 2,2 over 1000000000000", 1, 28, "expected a swipe duration in seconds from 0 to 60, found '1000000000000'"),
        ("at 0 swipe 1,1 -> 2,2 over 60.5", 1, 28, "expected a swipe duration in seconds from 0 to 60, found '60.5'"),
        // fuzz-touch-script's findings: a move count that overflowed Int, and 2·10^8 moves.
        ("at 1.0 swipe 10,300 -> 600,300 over 044444444444444444444444444444.3", 1, 37,
         "expected a swipe duration in seconds from 0 to 60, found '044444444444444444444444444444.3'"),
        ("at 2.0 swipe 10,300 -> 300,300 over 3333334.3", 1, 37, "expected a swipe duration in seconds from 0 to 60, found '3333334.3'"),
        ("at 86380 swipe 1,1 -> 2,2 over 30", 1, 32, "the swipe would end at 86410 s, after 86400 s (one day), the latest time a script may have"),
        ("at 0 tap 100001,5", 1, 10, "expected a coordinate from -100000 to 100000 points, found '100001'"),
        ("at 0 tap 5,-100000.5", 1, 12, "expected a coordinate from -100000 to 100000 points, found '-100000.5'"),
        ("\n at 0 swipe 0,0 -> 0,1000000 over 1", 2, 22, "expected a coordinate from -100000 to 100000 points, found '1000000'"),
        ("at 0 down 10 1,1", 1, 11, "expected a finger number from 0 to 9, found '10'"),
        ("at 0 tap 1,1 finger 99999999999999999999", 1, 21, "expected a finger number from 0 to 9, found '99999999999999999999'"),
    ])
    func outOfBoundsValuesNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect(throws: TouchScriptError(name: "demo.touch", line: line, column: column, message: message)) {
            try TouchScript(parsing: text, name: "demo.touch")
        }
    }

    @Test func theLimitsThemselvesAreAllowed() throws {
        let script = try TouchScript(parsing: """
            at 0 swipe -100000,100000 -> 100000,-100000 over 60 finger 9
            at 86399.5 tap 0,0 for 0.5
            at 86000 tap 5,5 for 400 finger 1
            """)
        #expect(script.steps.count == 3_602 + 2 + 2)
        #expect(script.duration == 86_400)
        let f = 1.0 / 3_600
        #expect(script.steps[1] == Step(time: 60 * f, finger: 9, action: .move(CGPoint(x: -100_000 + 200_000 * f, y: 100_000 - 200_000 * f)),
                                        line: 1, column: 1))
    }

    /// 277 minute-long swipes (3 602 steps each) and 1 123 taps make exactly a million
    /// steps; one tap more is refused at the statement that passes the limit.
    @Test func aMillionStepsAndNotOneMore() throws {
        var lines = (0..<277).map { "at \($0 * 60) swipe 0,0 -> 100,100 over 60" }
        lines += (0..<1_123).map { "at \(20_000 + Double($0) / 10) tap 1,1" }
        #expect(try TouchScript(parsing: lines.joined(separator: "\n")).steps.count == 1_000_000)
        lines.append("at 30000 tap 1,1")
        #expect(throws: TouchScriptError(name: "big.touch", line: 1_401, column: 1,
                                         message: "this statement takes the script past 1000000 steps (a tap is 2 steps, "
                                             + "a swipe 2 and one per 1/60 s); split it into shorter scripts")) {
            try TouchScript(parsing: lines.joined(separator: "\n"), name: "big.touch")
        }
    }

    @Test func crlfLineEndsAndAByteOrderMarkParseAsLF() throws {
        let lf = "# taps\nat 0.5 tap 100,200\nat 1 swipe 0,10 -> 64,10 over 0.0625 finger 2\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(crlf.count == lf.count, "each \"\\r\\n\" is one Character")
        let expected = try TouchScript(parsing: lf).steps
        #expect(expected.count == 8)
        #expect(try TouchScript(parsing: crlf).steps == expected)
        #expect(try TouchScript(parsing: "\u{FEFF}" + lf).steps == expected)
        #expect(try TouchScript(parsing: "\u{FEFF}" + crlf).steps == expected)
        // Errors point at the same line and column in every form.
        for text in ["at 1 tap 1,2\nat x", "at 1 tap 1,2\r\nat x", "\u{FEFF}at 1 tap 1,2\r\nat x\r\n"] {
            #expect(throws: TouchScriptError(name: "s", line: 2, column: 4, message: "expected a time in seconds, found 'x'")) {
                try TouchScript(parsing: text, name: "s")
            }
        }
        // A byte-order mark anywhere but first is still a stray character.
        #expect(throws: TouchScriptError(name: "s", line: 1, column: 5, message: "unexpected character '\u{FEFF}'")) {
            try TouchScript(parsing: "at 1\u{FEFF} tap 1,2", name: "s")
        }
    }

    @Test func stepsOutOfOrderAreSortedKeepingTheWrittenOrderAtOneTime() throws {
        let script = try TouchScript(parsing: "at 2 down 1 5,5 ; at 1 tap 1,1 for 1 ; at 2 up 1")
        #expect(script.steps.map { [$0.time, Double($0.finger), Double($0.column)] } == [
            [1, 0, 19], [2, 1, 1], [2, 0, 19], [2, 1, 40],
        ])
    }

    @MainActor @Test func aScriptFileOverTheLimitIsRefusedUnread() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-limit-\(getpid()).touch").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(TouchScript.maximumFileSize + 1))
        try handle.close()
        #expect(throws: KioskRuntimeError.script("\(path): is 16777217 bytes; a touch script may be at most 16777216 bytes (16 MiB)")) {
            try KioskRuntime.loadScript(URL(fileURLWithPath: path))
        }
        // A device that never ends is cut at the limit.
        #expect(throws: KioskRuntimeError.script("/dev/zero: is more than 16777216 bytes; a touch script may be at most 16777216 bytes (16 MiB)")) {
            try KioskRuntime.loadScript(URL(fileURLWithPath: "/dev/zero"))
        }
        #expect(throws: KioskRuntimeError.script("/nonexistent/a.touch: no such file")) {
            try KioskRuntime.loadScript(URL(fileURLWithPath: "/nonexistent/a.touch"))
        }
    }
}
