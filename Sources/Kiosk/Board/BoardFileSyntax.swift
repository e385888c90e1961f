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
            guard let index = current else { continue }
            let value = String(line[line.index(after: equals)...]).trimmingBlanks
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

    /// The line without a trailing comment: `#` first on the line or after a blank.
    private static func strippingComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#", previous == " " || previous == "\t" { return line[..<index] }
            previous = line[index]
        }
        return line
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
