/// One word, number or mark of a touch script, with where it starts (1-based).
struct TouchScriptToken {
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

/// Cuts a touch script's text into tokens one at a time, as the parser asks for them,
/// so that reading a script holds one token, not a list as long as the text:
/// words (letters), numbers (digits and dots, an optional leading minus), `,`, `->`,
/// and separators (`;` and line ends); spaces, tabs, carriage returns, comments and a
/// leading byte-order mark are skipped. Columns count Unicode scalars.
struct TouchScriptLexer {
    private let scalars: String.UnicodeScalarView
    private var position: String.UnicodeScalarView.Index
    private var line = 1
    private var column = 1
    private let name: String

    init(_ source: String, name: String) {
        scalars = source.unicodeScalars
        position = scalars.startIndex
        if position < scalars.endIndex, scalars[position] == "\u{FEFF}" { position = scalars.index(after: position) }
        self.name = name
    }

    /// The next token; `.end` at the end of the text (and after it).
    mutating func next() throws(TouchScriptError) -> TouchScriptToken {
        while let c = peek() {
            let start = position, startColumn = column
            func token(_ kind: TouchScriptToken.Kind) -> TouchScriptToken {
                TouchScriptToken(kind: kind, text: String(Substring(scalars[start..<position])), line: line, column: startColumn)
            }
            switch c {
            case " ", "\t", "\r":
                advance()
            case "#":
                while let c = peek(), c != "\n" { advance() }
            case "\n":
                advance()
                defer { line += 1; column = 1 }
                return token(.separator)
            case ";":
                advance()
                return token(.separator)
            case ",":
                advance()
                return token(.comma)
            case "-" where peek(1) == ">":
                advance(2)
                return token(.arrow)
            case _ where Self.isDigit(c) || (c == "-" && peek(1).map(Self.isDigit) == true):
                advance()
                while let c = peek(), Self.isDigit(c) { advance() }
                return token(.number)
            case _ where c.properties.isAlphabetic:
                advance()
                while let c = peek(), c.properties.isAlphabetic { advance() }
                return token(.word)
            default:
                throw TouchScriptError(name: name, line: line, column: column, message: "unexpected character '\(c)'")
            }
        }
        return TouchScriptToken(kind: .end, text: "", line: line, column: column)
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) || c == "." }

    /// The scalar `offset` places ahead, or nil past the end.
    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        var index = position
        for _ in 0..<offset {
            guard index < scalars.endIndex else { return nil }
            index = scalars.index(after: index)
        }
        return index < scalars.endIndex ? scalars[index] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count {
            position = scalars.index(after: position)
            column += 1
        }
    }
}
