import Foundation

/// Reads `TouchScript` text into steps, one statement at a time (`at TIME ACTION`),
/// expanding taps and swipes. Tokens come from a `TouchScriptLexer` as they are
/// needed, and every number is checked against `TouchScript`'s limits before a step is
/// made, so memory grows with the steps kept, never past `TouchScript.maximumSteps`.
struct TouchScriptParser {
    private typealias Token = TouchScriptToken

    private let name: String
    private var lexer: TouchScriptLexer
    /// The token being looked at (the end until `parseSteps` reads the first).
    private var current = Token(kind: .end, text: "", line: 1, column: 1)

    init(_ source: String, name: String) {
        lexer = TouchScriptLexer(source, name: name)
        self.name = name
    }

    /// Every statement's steps, in the order written.
    mutating func parseSteps() throws(TouchScriptError) -> [TouchScript.Step] {
        try advance()
        var steps: [TouchScript.Step] = []
        while true {
            while current.kind == .separator { try advance() }
            if current.kind == .end { return steps }
            try statement(into: &steps)
            let next = current
            guard next.kind == .separator || next.kind == .end else {
                throw error(at: next, "expected ';' or the end of the line after the statement, found \(next.quoted)")
            }
        }
    }

    // MARK: Statements

    /// `at TIME` and one action, whose steps are added to `steps`.
    private mutating func statement(into steps: inout [TouchScript.Step]) throws(TouchScriptError) {
        let start = current
        guard start.kind == .word, start.text == "at" else {
            throw error(at: start, "expected a statement starting with 'at', found \(start.quoted)")
        }
        try advance()
        let timeToken = current
        let time = try self.time()
        let verb = current
        guard verb.kind == .word else { throw error(at: verb, "expected tap, swipe, down, move or up, found \(verb.quoted)") }
        try advance()
        func step(_ t: TimeInterval, _ finger: Int, _ action: TouchScript.Action) -> TouchScript.Step {
            TouchScript.Step(time: t, finger: finger, action: action, line: start.line, column: start.column)
        }
        let made: [TouchScript.Step]
        switch verb.text {
        case "tap":
            let point = try self.point()
            let given = try self.duration(after: "for", longest: nil, of: "tap")
            let duration = given?.value ?? TouchScript.defaultTapDuration
            try checkEnd(time + duration, of: "tap", at: given?.token ?? timeToken)
            let finger = try optionalFinger()
            made = [step(time, finger, .down(point)), step(time + duration, finger, .up)]
        case "swipe":
            let from = try self.point()
            try expect(.arrow, "'->' between the swipe's two points")
            let to = try self.point()
            guard let over = try self.duration(after: "over", longest: TouchScript.maximumSwipeDuration, of: "swipe") else {
                throw error(at: current, "expected 'over' and the swipe's duration, found \(current.quoted)")
            }
            let duration = over.value
            try checkEnd(time + duration, of: "swipe", at: over.token)
            let finger = try optionalFinger()
            made = [step(time, finger, .down(from))]
                + Self.swipeMoves(from: from, to: to, duration: duration).map { step(time + $0.offset, finger, .move($0.point)) }
                + [step(time + duration, finger, .up)]
        case "down":
            let finger = try self.finger()
            made = [step(time, finger, .down(try point()))]
        case "move":
            let finger = try self.finger()
            made = [step(time, finger, .move(try point()))]
        case "up":
            made = [step(time, try finger(), .up)]
        default:
            throw error(at: verb, "expected tap, swipe, down, move or up, found \(verb.quoted)")
        }
        guard steps.count + made.count <= TouchScript.maximumSteps else {
            throw error(at: start, "this statement takes the script past \(TouchScript.maximumSteps) steps (a tap is 2 steps, "
                            + "a swipe 2 and one per 1/60 s); split it into shorter scripts")
        }
        steps += made
    }

    /// A swipe's moves: one every `swipeStepInterval` (at least one), evenly spaced in
    /// time and along the line, the last exactly at `to` after `duration`.
    static func swipeMoves(from: CGPoint, to: CGPoint, duration: TimeInterval) -> [(offset: TimeInterval, point: CGPoint)] {
        let count = max(1, Int((duration / TouchScript.swipeStepInterval - 1e-9).rounded(.up)))
        return (1...count).map { k in
            if k == count { return (duration, to) }
            let f = Double(k) / Double(count)
            return (duration * f, CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
    }

    // MARK: Pieces

    /// The next token.
    private mutating func advance() throws(TouchScriptError) {
        current = try lexer.next()
    }

    /// A statement's time: seconds from 0 to `maximumTime`.
    private mutating func time() throws(TouchScriptError) -> TimeInterval {
        let token = current
        let value = try nonNegative("a time in seconds")
        guard value <= TouchScript.maximumTime else {
            throw error(at: token, "expected a time in seconds from 0 to \(Self.decimal(TouchScript.maximumTime)) (one day), found \(token.quoted)")
        }
        return value
    }

    /// `keyword DURATION` and the duration's token, or nil when `keyword` is not next:
    /// a duration in seconds, at most `longest` when given.
    private mutating func duration(after keyword: String, longest: TimeInterval?,
                                   of action: String) throws(TouchScriptError) -> (value: TimeInterval, token: Token)? {
        guard current.kind == .word, current.text == keyword else { return nil }
        try advance()
        let token = current
        let value = try nonNegative("a duration in seconds")
        if let longest, value > longest {
            throw error(at: token, "expected a \(action) duration in seconds from 0 to \(Self.decimal(longest)), found \(token.quoted)")
        }
        return (value, token)
    }

    /// Refuses an `action` that would end at `end`, after `maximumTime`, at `token`.
    private func checkEnd(_ end: TimeInterval, of action: String, at token: Token) throws(TouchScriptError) {
        guard end <= TouchScript.maximumTime else {
            throw error(at: token, "the \(action) would end at \(Self.decimal(end)) s, after "
                            + "\(Self.decimal(TouchScript.maximumTime)) s (one day), the latest time a script may have")
        }
    }

    /// `x,y`, each coordinate within `TouchScript.coordinateRange`.
    private mutating func point() throws(TouchScriptError) -> CGPoint {
        let start = current
        guard start.kind == .number else { throw error(at: start, "expected a point like 100,200, found \(start.quoted)") }
        let x = try coordinate("a point like 100,200")
        guard current.kind == .comma else {
            throw error(at: current, "expected ',' and the y coordinate after \(start.quoted), found \(current.quoted)")
        }
        try advance()
        let y = try coordinate("the y coordinate")
        return CGPoint(x: x, y: y)
    }

    private mutating func coordinate(_ what: String) throws(TouchScriptError) -> CGFloat {
        let token = current
        let value = try number(what)
        let range = TouchScript.coordinateRange
        guard range.contains(value) else {
            throw error(at: token, "expected a coordinate from \(Self.decimal(range.lowerBound)) to \(Self.decimal(range.upperBound)) points, found \(token.quoted)")
        }
        return value
    }

    private mutating func finger() throws(TouchScriptError) -> Int {
        let token = current
        let fingers = TouchScript.fingers
        guard token.kind == .number, let finger = Int(token.text), fingers.contains(finger) else {
            throw error(at: token, "expected a finger number from \(fingers.lowerBound) to \(fingers.upperBound), found \(token.quoted)")
        }
        try advance()
        return finger
    }

    /// `finger N`, or finger 0 when absent.
    private mutating func optionalFinger() throws(TouchScriptError) -> Int {
        guard current.kind == .word, current.text == "finger" else { return 0 }
        try advance()
        return try finger()
    }

    private mutating func nonNegative(_ what: String) throws(TouchScriptError) -> Double {
        let token = current
        let value = try number(what)
        guard value >= 0 else { throw error(at: token, "expected \(what), found a negative number \(token.quoted)") }
        return value
    }

    private mutating func number(_ what: String) throws(TouchScriptError) -> Double {
        let token = current
        guard token.kind == .number else { throw error(at: token, "expected \(what), found \(token.quoted)") }
        guard let value = Double(token.text), value.isFinite else {
            throw error(at: token, "\(token.quoted) is not a number")
        }
        try advance()
        return value
    }

    private mutating func expect(_ kind: Token.Kind, _ what: String) throws(TouchScriptError) {
        guard current.kind == kind else { throw error(at: current, "expected \(what), found \(current.quoted)") }
        try advance()
    }

    private func error(at token: Token, _ message: String) -> TouchScriptError {
        TouchScriptError(name: name, line: token.line, column: token.column, message: message)
    }

    /// A number as a message shows it: "86400", "0.5", "-100000".
    private static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
