import Foundation
import QuartzCore

/// `shapes-reference`: draws `ShapesReference` for `--size` (default 1024x768) into
/// `--out`, for `shapes --reference` in the guest.
@MainActor struct ShapesReferenceCommand {
    let folder: String
    let width: Int
    let height: Int
    let log = CheckLog()

    init(_ options: Options) throws(UsageError) {
        guard let folder = options.string("--out") else { throw UsageError(message: "shapes-reference needs --out DIR") }
        self.folder = folder
        let text = options.string("--size", default: "1024x768")
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { throw UsageError(message: "--size \(text): expected WIDTHxHEIGHT") }
        (width, height) = (parts[0], parts[1])
    }

    func run() throws -> Int32 {
        let start = MonotonicMediaClock().now
        _ = try ShapesReference(width: width, height: height, log: log, writingTo: folder)
        log.info(String(format: "%dx%d: %d pictures drawn in %.2f s into %@", width, height, ShapesReference.names.count,
                        MonotonicMediaClock().now - start, folder))
        return log.exitCode
    }
}
