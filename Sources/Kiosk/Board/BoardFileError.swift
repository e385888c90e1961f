/// One thing wrong in a board file: where (file, line, field), what is wrong, and
/// what would be allowed there, so the message alone is enough to fix it.
public struct BoardFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The board file's path as it was given.
    public var file: String
    /// The 1-based line, or nil when the problem is the whole file (missing, unreadable,
    /// a section or top-level field that is not there at all).
    public var line: Int?
    /// The field, as "[section] key" ("name" for top-level keys, "[section]" for a
    /// section itself); nil for a line that is not a field at all.
    public var field: String?
    /// What is wrong, e.g. "\"45\" is not a rotation".
    public var problem: String
    /// What would be accepted, e.g. "0, 90, 180, 270 (degrees clockwise)".
    public var allowed: String?

    public init(file: String, line: Int?, field: String?, problem: String, allowed: String? = nil) {
        self.file = file
        self.line = line
        self.field = field
        self.problem = problem
        self.allowed = allowed
    }

    /// "FILE:LINE: FIELD: PROBLEM; allowed: ALLOWED", the way compilers point at a line.
    public var description: String {
        file + (line.map { ":\($0)" } ?? "") + ": " + (field.map { "\($0): " } ?? "") + problem
            + (allowed.map { "; allowed: \($0)" } ?? "")
    }
}

/// Every problem found in one board file, in line order: a file is checked whole, so
/// one run of `kiosk board check` shows all of them.
public struct BoardFileErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public var errors: [BoardFileError]

    public init(_ errors: [BoardFileError]) { self.errors = errors }

    /// One error per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
