import Glibc
import Logging

/// A swift-log handler for a service: writes each message to stderr as
/// "<N>label: message key=value", where N is the syslog priority of the level, which
/// journald (`StandardError=journal`) turns into the entry's priority and strips. On a
/// terminal it writes "level: label: message key=value" instead. Each line of a
/// multi-line message gets the prefix, so journald keeps the priority for every line.
///
/// Install it once at start-up: `LoggingSystem.bootstrap { JournalLogHandler(label: $0) }`.
public struct JournalLogHandler: LogHandler {
    /// How lines are written.
    public enum Style: Sendable {
        /// "<6>label: message", for journald.
        case journal
        /// "info: label: message", for people at a terminal.
        case terminal
    }

    public let label: String
    public let style: Style
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    public var logLevel: Logger.Level
    /// Writes one finished line, newline included.
    private let output: @Sendable (String) -> Void

    /// A handler for `label` at `logLevel`; `style` nil picks terminal when stderr is a
    /// terminal and journal otherwise; `output` (for tests) replaces the write to stderr.
    public init(label: String, logLevel: Logger.Level = .info, style: Style? = nil,
                metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider,
                output: (@Sendable (String) -> Void)? = nil) {
        self.label = label
        self.logLevel = logLevel
        self.style = style ?? (isatty(STDERR_FILENO) == 1 ? .terminal : .journal)
        self.metadataProvider = metadataProvider
        self.output = output ?? Self.writeToStandardError
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// The syslog priority journald gives `level`: debug 7, info 6, notice 5, warning 4,
    /// error 3, critical 2 (trace has none lower than debug, so 7 too).
    public static func priority(of level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: 7
        case .info: 6
        case .notice: 5
        case .warning: 4
        case .error: 3
        case .critical: 2
        }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { $1 } }
        if let own = event.metadata { merged.merge(own) { $1 } }
        output(line(level: event.level, message: event.message.description, metadata: merged))
    }

    /// The text written for one message: each of its lines prefixed, metadata sorted by
    /// key after the last line, a newline at the end.
    func line(level: Logger.Level, message: String, metadata: Logger.Metadata) -> String {
        let prefix = switch style {
        case .journal: "<\(Self.priority(of: level))>\(label): "
        case .terminal: "\(level): \(label): "
        }
        let fields = metadata.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        let lines = (message + fields).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { prefix + $0 + "\n" }.joined()
    }

    /// One write(2) per message, so lines from different threads do not interleave.
    private static let writeToStandardError: @Sendable (String) -> Void = { text in
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
