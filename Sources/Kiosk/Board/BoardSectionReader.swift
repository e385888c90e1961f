/// Reads typed values out of one section of a board file and collects what is wrong
/// with them, so a file is checked whole instead of stopping at the first mistake.
struct BoardSectionReader {
    let file: String
    let section: BoardFileSyntax.Section
    private(set) var errors: [BoardFileError] = []

    init(file: String, section: BoardFileSyntax.Section) {
        self.file = file
        self.section = section
    }

    /// The entry for `key`, if the section sets it.
    func entry(_ key: String) -> BoardFileSyntax.Entry? { section.entry(key) }

    /// The value of `key` read by `parse`; nil when it is not set, or when `parse`
    /// returns nil (then an error says "\"VALUE\" is not WHAT" and lists `allowed`).
    mutating func value<Value>(_ key: String, isNot what: String, allowed: String,
                               _ parse: (String) -> Value?) -> Value? {
        guard let entry = entry(key) else { return nil }
        if let value = parse(entry.value) { return value }
        fail(entry, "\"\(entry.value)\" is not \(what)", allowed: allowed)
        return nil
    }

    /// Like `value`, but reports "missing" (at the section's header) when the key is not set.
    mutating func required<Value>(_ key: String, isNot what: String, allowed: String,
                                  _ parse: (String) -> Value?) -> Value? {
        guard entry(key) != nil else {
            errors.append(BoardFileError(file: file, line: section.name.isEmpty ? nil : section.line,
                                         field: section.field(key), problem: "missing", allowed: allowed))
            return nil
        }
        return value(key, isNot: what, allowed: allowed, parse)
    }

    /// Reports every key that is not in `known`, listing the known ones.
    mutating func rejectUnknownKeys(_ known: [String]) {
        for entry in section.entries where !known.contains(entry.key) {
            fail(entry, "unknown key", allowed: known.joined(separator: ", "))
        }
    }

    /// Reports each of `keys` that is set although it does not apply, saying why.
    mutating func rejectKeys(_ keys: [String], because reason: String, allowed: String) {
        for key in keys {
            if let entry = entry(key) { fail(entry, reason, allowed: allowed) }
        }
    }

    /// Reports that at most one of `keys` may be set, at each one after the first.
    mutating func rejectMoreThanOne(of keys: [String]) {
        let set = section.entries.filter { keys.contains($0.key) }
        guard let first = set.first else { return }
        for entry in set.dropFirst() {
            fail(entry, "conflicts with \(first.key) (line \(first.line))", allowed: "one of " + keys.joined(separator: ", "))
        }
    }

    /// Records an error about `entry`.
    mutating func fail(_ entry: BoardFileSyntax.Entry, _ problem: String, allowed: String?) {
        errors.append(BoardFileError(file: file, line: entry.line, field: section.field(entry.key),
                                     problem: problem, allowed: allowed))
    }
}
