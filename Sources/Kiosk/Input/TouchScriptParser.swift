import Foundation

/// Reads `TouchScript` text into steps: a tokenizer that keeps each token's line and
/// column, then one statement at a time (`at TIME ACTION`), expanding taps and swipes.
struct TouchScriptParser {
    private struct Token {
        enum Kind: Equatable { case word, number, comma, arrow, separator, end }
        let kind: Kind
        let text: String
        let line: Int
        let column: Int

        /// How the token reads in an error message.
        var quoted: String {
            switch kind {
            case .separator: text == ";" ? "';'" : "the end of the line"
            case .end: "the end of the script"
            default: "'\(text)'"
            }
        }
    }

    private let name: String
    private let source: String
    private var tokens: [Token] = []
    private var index = 0

    init(_ source: String, name: String) {
        self.source = source
        self.name = name
    }

    /// Every statement's steps, in the order written.
    mutating func parseSteps() throws(TouchScriptError) -> [TouchScript.Step] {
        tokens = try tokenize()
        var steps: [TouchScript.Step] = []
        while true {
            while current.kind == .separator { index += 1 }
            if current.kind == .end { return steps }
            steps += try statement()
            let next = current
            guard next.kind == .separator || next.kind == .end else {
                throw error(at: next, "expected ';' or the end of the line after the statement, found \(next.quoted)")
            }
        }
    }

    // MARK: Statements

    /// `at TIME` and one action.
    private mutating func statement() throws(TouchScriptError) -> [TouchScript.Step] {
        let start = current
        guard start.kind == .word, start.text == "at" else {
            throw error(at: start, "expected a statement starting with 'at', found \(start.quoted)")
        }
        index += 1
        let time = try nonNegative("a time in seconds")
        let verb = current
        guard verb.kind == .word else { throw error(at: verb, "expected tap, swipe, down, move or up, found \(verb.quoted)") }
        index += 1
        func step(_ t: TimeInterval, _ finger: Int, _ action: TouchScript.Action) -> TouchScript.Step {
            TouchScript.Step(time: t, finger: finger, action: action, line: start.line, column: start.column)
        }
        switch verb.text {
        case "tap":
            let point = try self.point()
            let duration = try optionalNumber(after: "for", what: "a duration in seconds") ?? TouchScript.defaultTapDuration
            let finger = try optionalFinger()
            return [step(time, finger, .down(point)), step(time + duration, finger, .up)]
        case "swipe":
            let from = try self.point()
            try expect(.arrow, "'->' between the swipe's two points")
            let to = try self.point()
            guard let duration = try optionalNumber(after: "over", what: "a duration in seconds") else {
                throw error(at: current, "expected 'over' and the swipe's duration, found \(current.quoted)")
            }
            let finger = try optionalFinger()
            return [step(time, finger, .down(from))]
                + Self.swipeMoves(from: from, to: to, duration: duration).map { step(time + $0.offset, finger, .move($0.point)) }
                + [step(time + duration, finger, .up)]
        case "down":
            let finger = try self.finger()
            return [step(time, finger, .down(try point()))]
        case "move":
            let finger = try self.finger()
            return [step(time, finger, .move(try point()))]
        case "up":
            return [step(time, try finger(), .up)]
        default:
            throw error(at: verb, "expected tap, swipe, down, move or up, found \(verb.quoted)")
        }
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

    private var current: Token { tokens[index] }

    /// `x,y`.
    private mutating func point() throws(TouchScriptError) -> CGPoint {
        let start = current
        guard start.kind == .number else { throw error(at: start, "expected a point like 100,200, found \(start.quoted)") }
        let x = try number("a point like 100,200")
        guard current.kind == .comma else {
            throw error(at: current, "expected ',' and the y coordinate after \(start.quoted), found \(current.quoted)")
        }
        index += 1
        let y = try number("the y coordinate")
        return CGPoint(x: x, y: y)
    }

    private mutating func finger() throws(TouchScriptError) -> Int {
        let token = current
        guard token.kind == .number, let finger = Int(token.text), finger >= 0 else {
            throw error(at: token, "expected a finger number (0, 1, …), found \(token.quoted)")
        }
        index += 1
        return finger
    }

    /// `finger N`, or finger 0 when absent.
    private mutating func optionalFinger() throws(TouchScriptError) -> Int {
        guard current.kind == .word, current.text == "finger" else { return 0 }
        index += 1
        return try finger()
    }

    /// `keyword NUMBER` (a non-negative number), or nil when `keyword` is not next.
    private mutating func optionalNumber(after keyword: String, what: String) throws(TouchScriptError) -> Double? {
        guard current.kind == .word, current.text == keyword else { return nil }
        index += 1
        return try nonNegative(what)
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
        index += 1
        return value
    }

    private mutating func expect(_ kind: Token.Kind, _ what: String) throws(TouchScriptError) {
        guard current.kind == kind else { throw error(at: current, "expected \(what), found \(current.quoted)") }
        index += 1
    }

    private func error(at token: Token, _ message: String) -> TouchScriptError {
        TouchScriptError(name: name, line: token.line, column: token.column, message: message)
    }

    // MARK: Tokens

    /// Words (letters), numbers (digits and dots, an optional leading minus), `,`,
    /// `->`, and separators (`;` and line ends); spaces, tabs and comments skipped.
    private func tokenize() throws(TouchScriptError) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(source.unicodeScalars)
        var i = 0, line = 1, lineStart = 0
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) || c == "." }
        while i < characters.count {
            let c = characters[i], column = i - lineStart + 1
            func token(_ kind: Token.Kind, length: Int) {
                tokens.append(Token(kind: kind, text: String(String.UnicodeScalarView(characters[i..<i + length])), line: line, column: column))
                i += length
            }
            switch c {
            case " ", "\t", "\r":
                i += 1
            case "#":
                while i < characters.count && characters[i] != "\n" { i += 1 }
            case "\n":
                token(.separator, length: 1)
                line += 1
                lineStart = i
            case ";": token(.separator, length: 1)
            case ",": token(.comma, length: 1)
            case "-" where i + 1 < characters.count && characters[i + 1] == ">":
                token(.arrow, length: 2)
            case _ where isDigit(c) || (c == "-" && i + 1 < characters.count && isDigit(characters[i + 1])):
                var end = i + 1
                while end < characters.count && isDigit(characters[end]) { end += 1 }
                token(.number, length: end - i)
            case _ where c.properties.isAlphabetic:
                var end = i + 1
                while end < characters.count && characters[end].properties.isAlphabetic { end += 1 }
                token(.word, length: end - i)
            default:
                throw TouchScriptError(name: name, line: line, column: column, message: "unexpected character '\(c)'")
            }
        }
        tokens.append(Token(kind: .end, text: "", line: line, column: characters.count - lineStart + 1))
        return tokens
    }
}
