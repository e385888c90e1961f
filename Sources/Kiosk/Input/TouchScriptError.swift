/// A touch script that cannot be played, with where: "demo.touch:3:12: expected a point like 100,200, found 'x'".
public struct TouchScriptError: Error, Equatable, CustomStringConvertible {
    /// The script's name (its file name), as given to the parser.
    public let name: String
    /// 1-based line and column of the offending text.
    public let line: Int
    public let column: Int
    public let message: String

    public init(name: String, line: Int, column: Int, message: String) {
        self.name = name
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(name):\(line):\(column): \(message)" }
}
