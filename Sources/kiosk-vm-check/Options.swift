import Raster

/// A wrong command line.
struct UsageError: Error {
    let message: String
}

/// `--name value` options and `--flag`s after a subcommand.
struct Options {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// Words that are not options, in order.
    private(set) var positional: [String] = []

    static let flagNames: Set<String> = ["--switching"]

    init(_ arguments: ArraySlice<String>) throws(UsageError) {
        var rest = arguments[...]
        while let word = rest.popFirst() {
            if Self.flagNames.contains(word) {
                flags.insert(word)
            } else if word.hasPrefix("--") {
                guard let value = rest.popFirst() else { throw UsageError(message: "\(word) needs a value") }
                values[word] = value
            } else {
                positional.append(word)
            }
        }
    }

    func string(_ name: String, default fallback: String) -> String { values[name] ?? fallback }
    func string(_ name: String) -> String? { values[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func number(_ name: String, default fallback: Double) throws(UsageError) -> Double {
        guard let text = values[name] else { return fallback }
        guard let value = Double(text) else { throw UsageError(message: "\(name) \(text) is not a number") }
        return value
    }

    func rotation() throws(UsageError) -> Rotation {
        let text = values["--rotation"] ?? "0"
        guard let degrees = Int(text), let rotation = Rotation(rawValue: degrees) else {
            throw UsageError(message: "--rotation \(text): expected 0, 90, 180 or 270")
        }
        return rotation
    }
}
