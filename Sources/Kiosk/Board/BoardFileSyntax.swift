import Foundation

/// A board file's text as sections of `key = value` entries with their line numbers,
/// before any value is understood. Finds the errors of form: lines that are neither
/// a field, a section header nor a comment; unknown and repeated sections; repeated keys.
struct BoardFileSyntax {
    /// One `key = value` line.
    struct Entry: Equatable {
        var key: String
        var value: String
        var line: Int
    }

    /// The keys before the first header (name "", line 0), or one `[name]` section.
    struct Section {
        var name: String
        var line: Int
        /// In file order.
        private(set) var entries: [Entry] = []
        /// Where each key is in `entries`, so that a lookup does not read them all.
        private var positions: [String: Int] = [:]

        init(name: String, line: Int) {
            self.name = name
            self.line = line
        }

        /// The entry for `key`, if the section sets it.
        func entry(_ key: String) -> Entry? { positions[key].map { entries[$0] } }

        /// Adds `entry`, whose key the section does not set yet.
        mutating func add(_ entry: Entry) {
            positions[entry.key] = entries.count
            entries.append(entry)
        }

        /// The field name errors use: "[display] rotation", or just "name" at the top.
        func field(_ key: String) -> String { name.isEmpty ? key : "[\(name)] \(key)" }
    }

    /// The top-level section first, then the known sections in file order.
    private(set) var sections: [Section]
    private(set) var errors: [BoardFileError] = []

    /// Splits `text`; `sectionNames` are the headers allowed, `file` names the file in errors.
    /// A `#` at the start of a line, or after a space or tab, starts a comment. Lines
    /// end in LF or CR LF, and a leading byte-order mark is skipped, as editors on
    /// other systems write them. Linear in the text: each key is looked up once.
    init(text: String, file: String, sectionNames: [String]) {
        sections = [Section(name: "", line: 0)]
        var current: Int? = 0
        var lineNumber = 0
        let body = text.unicodeScalars.first == "\u{FEFF}" ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
        // "\r\n" is one Character in Swift: a split at "\n" alone would not see it.
        for rawLine in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            let line = Self.strippingComment(rawLine).trimmingBlanks
            if line.isEmpty { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                let name = String(line.dropFirst().dropLast()).trimmingBlanks
                current = nil
                if !sectionNames.contains(name) {
                    errors.append(BoardFileError(file: file, line: lineNumber, field: "[\(name)]", problem: "unknown section",
                                                 allowed: sectionNames.map { "[\($0)]" }.joined(separator: ", ")))
                } else if let first = sections.first(where: { $0.name == name }) {
                    errors.append(BoardFileError(file: file, line: lineNumber, field: "[\(name)]",
                                                 problem: "section repeated (first on line \(first.line))",
                                                 allowed: "each section once"))
                } else {
                    sections.append(Section(name: name, line: lineNumber))
                    current = sections.count - 1
                }
                continue
            }
            let equals = line.firstIndex(of: "=")
            let key = equals.map { String(line[..<$0]).trimmingBlanks } ?? ""
            guard let equals, !key.isEmpty, !key.contains(" ") else {
                errors.append(BoardFileError(file: file, line: lineNumber, field: nil,
                                             problem: "\"\(line)\" is not a \"key = value\" line, a [section] or a # comment"))
                continue
            }
            // Lines under an unknown or repeated section were reported with it.
            let written = String(line[line.index(after: equals)...]).trimmingBlanks
            guard let index = current else { continue }
            let value: String
            switch Self.unquoted(written) {
            case .success(let text): value = text
            case .failure(let problem):
                errors.append(BoardFileError(file: file, line: lineNumber, field: sections[index].field(key),
                                             problem: problem.description, allowed: Self.quotingAllowed))
                continue
            }
            if let first = sections[index].entry(key) {
                errors.append(BoardFileError(file: file, line: lineNumber, field: sections[index].field(key),
                                             problem: "set twice (first on line \(first.line))", allowed: "each key once per section"))
                continue
            }
            sections[index].add(Entry(key: key, value: value, line: lineNumber))
        }
    }

    /// The section named `name` ("" for the top level), if the file has it.
    func section(_ name: String) -> Section? { sections.first { $0.name == name } }

    /// The line without a trailing comment: `#` first on the line or after a blank,
    /// and not inside a quoted value.
    private static func strippingComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        var sawEquals = false, valueStarted = false, inQuotes = false, escaped = false
        for index in line.indices {
            let character = line[index]
            defer { previous = character }
            if inQuotes {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
                continue
            }
            if character == "#", previous == " " || previous == "\t" { return line[..<index] }
            if !sawEquals {
                sawEquals = character == "="
            } else if !valueStarted, character != " ", character != "\t" {
                valueStarted = true
                inQuotes = character == "\""
            }
        }
        return line
    }

    /// Why a quoted value does not read.
    enum QuotingProblem: Error, Equatable, CustomStringConvertible {
        case unterminated
        case textAfterQuote(String)
        case unknownEscape(Character)

        var description: String {
            switch self {
            case .unterminated: "the quoted value has no closing \""
            case .textAfterQuote(let text): "\"\(text)\" after the closing quote"
            case .unknownEscape(let character): "unknown escape \\\(character) in the quoted value"
            }
        }
    }

    static let quotingAllowed = #"a value in double quotes keeps its spaces and #, with \" for a quote and \\ for a backslash, e.g. name = "Touch Panel  ""#

    /// `value` as a board file must write it to read back exactly: as it is when it
    /// can be, else in double quotes (spaces at either end, a leading quote, a `#`
    /// that would start a comment, or nothing at all).
    static func written(_ value: String) -> String {
        let blank: (Character?) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        let startsComment = zip([" "] + value, value).contains { blank($0) && $1 == "#" }
        guard value.isEmpty || blank(value.first) || blank(value.last) || value.first == "\"" || startsComment else {
            return value
        }
        return quoted(value)
    }

    /// `value` in double quotes, as a board file reads it back: `\"` for a quote, `\\` for a backslash.
    static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A value as written: as it is, or the text between double quotes when it starts
    /// with one (for names with spaces at either end, or a `#`).
    static func unquoted(_ written: String) -> Result<String, QuotingProblem> {
        guard written.first == "\"" else { return .success(written) }
        var text = ""
        var escaped = false
        var rest = written.dropFirst()
        while let character = rest.first {
            rest = rest.dropFirst()
            if escaped {
                guard character == "\"" || character == "\\" else { return .failure(.unknownEscape(character)) }
                text.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return rest.isEmpty ? .success(text) : .failure(.textAfterQuote(String(rest)))
            } else {
                text.append(character)
            }
        }
        return .failure(.unterminated)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}
