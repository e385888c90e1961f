import Foundation
@testable import Kiosk
import Testing

@Suite struct TouchScriptTests {
    private typealias Step = TouchScript.Step

    @Test func everyFormParsesToStepsInTimeOrder() throws {
        let script = try TouchScript(parsing: """
            # a comment line
            at 2.0 down 1 50,50 ; at 2.125 move 1 60,-4.5 ; at 2.25 up 1   # three on one line
            at 0.5 tap 100,200
            at 1 swipe 0,10 -> 64,10 over 0.0625 finger 2

            at 3 tap 5,6 for 0
            at 4 tap 7,8 for 0.25 finger 3
            """)
        #expect(script.steps == [
            Step(time: 0.5, finger: 0, action: .down(CGPoint(x: 100, y: 200)), line: 3, column: 1),
            Step(time: 0.55, finger: 0, action: .up, line: 3, column: 1),
            Step(time: 1, finger: 2, action: .down(CGPoint(x: 0, y: 10)), line: 4, column: 1),
            // 0.0625 s is 3.75 frames: four moves, a quarter of the way each.
            Step(time: 1.015625, finger: 2, action: .move(CGPoint(x: 16, y: 10)), line: 4, column: 1),
            Step(time: 1.03125, finger: 2, action: .move(CGPoint(x: 32, y: 10)), line: 4, column: 1),
            Step(time: 1.046875, finger: 2, action: .move(CGPoint(x: 48, y: 10)), line: 4, column: 1),
            Step(time: 1.0625, finger: 2, action: .move(CGPoint(x: 64, y: 10)), line: 4, column: 1),
            Step(time: 1.0625, finger: 2, action: .up, line: 4, column: 1),
            Step(time: 2, finger: 1, action: .down(CGPoint(x: 50, y: 50)), line: 2, column: 1),
            Step(time: 2.125, finger: 1, action: .move(CGPoint(x: 60, y: -4.5)), line: 2, column: 23),
            Step(time: 2.25, finger: 1, action: .up, line: 2, column: 49),
            Step(time: 3, finger: 0, action: .down(CGPoint(x: 5, y: 6)), line: 6, column: 1),
            Step(time: 3, finger: 0, action: .up, line: 6, column: 1),
            Step(time: 4, finger: 3, action: .down(CGPoint(x: 7, y: 8)), line: 7, column: 1),
            Step(time: 4.25, finger: 3, action: .up, line: 7, column: 1),
        ])
        #expect(script.duration == 4.25)
    }

    @Test func aSwipeMovesOncePerSixtiethOfASecond() throws {
        let script = try TouchScript(parsing: "at 0 swipe 10,300 -> 600,300 over 0.3")
        let moves = script.steps.filter { if case .move = $0.action { true } else { false } }
        #expect(moves.count == 18)
        #expect(moves.last == Step(time: 0.3, finger: 0, action: .move(CGPoint(x: 600, y: 300)), line: 1, column: 1))
        #expect(script.steps.last?.action == .up)
    }

    @Test func anEmptyScriptHasNoSteps() throws {
        let script = try TouchScript(parsing: "\n# nothing\n;;\n")
        #expect(script.steps.isEmpty)
        #expect(script.duration == 0)
    }

    @Test(arguments: [
        ("at 1 tap 100", 1, 13, "expected ',' and the y coordinate after '100', found the end of the script"),
        ("at 0.5 tap 1,2\n  at x", 2, 6, "expected a time in seconds, found 'x'"),
        ("at 1 tap 1,2 @", 1, 14, "unexpected character '@'"),
        ("at 1 jump 1,2", 1, 6, "expected tap, swipe, down, move or up, found 'jump'"),
        ("tap 1,2", 1, 1, "expected a statement starting with 'at', found 'tap'"),
        ("at -1 tap 1,2", 1, 4, "expected a time in seconds, found a negative number '-1'"),
        ("at 1.2.3 tap 1,2", 1, 4, "'1.2.3' is not a number"),
        ("at 0 swipe 1,1 -> 2,2\n", 1, 22, "expected 'over' and the swipe's duration, found the end of the line"),
        ("at 0 swipe 1,1 2,2 over 1", 1, 16, "expected '->' between the swipe's two points, found '2'"),
        ("at 0 tap 1,2 for", 1, 17, "expected a duration in seconds, found the end of the script"),
        ("at 0 down x 1,2", 1, 11, "expected a finger number from 0 to 9, found 'x'"),
        ("at 0 down 1.5 1,2", 1, 11, "expected a finger number from 0 to 9, found '1.5'"),
        ("at 1 tap 1,2 extra", 1, 14, "expected ';' or the end of the line after the statement, found 'extra'"),
        ("at 1 tap ,2", 1, 10, "expected a point like 100,200, found ','"),
        ("at 0 tap 1,2\nat 1 up 3", 2, 1, "finger 3 is not down at 1.0 s"),
        ("at 0 down 0 1,1\nat 1 down 0 2,2 ; at 2 up 0", 2, 1, "finger 0 is already down (since line 1, column 1)"),
        ("at 0 down 4 1,1\nat 1 move 4 2,2", 1, 1, "finger 4 is still down when the script ends"),
        ("at 2 down 0 1,1\nat 1 up 0", 2, 1, "finger 0 is not down at 1.0 s"),
    ])
    func errorsNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect(throws: TouchScriptError(name: "demo.touch", line: line, column: column, message: message)) {
            try TouchScript(parsing: text, name: "demo.touch")
        }
    }

    @Test func anErrorReadsAsFileLineColumnMessage() {
        let error = TouchScriptError(name: "demo.touch", line: 2, column: 5, message: "expected a time in seconds, found 'x'")
        #expect(error.description == "demo.touch:2:5: expected a time in seconds, found 'x'")
    }
}
