import Foundation
import QuartzCore

/// `flip-reference`: draws `FlipReference` for each size into `--out`, for `demo
/// --reference` in the guest; the headless checks on the way print as usual.
@MainActor struct FlipReferenceCommand {
    let folder: String
    let sizes: [(width: Int, height: Int)]
    let log = CheckLog()

    init(_ options: Options) throws(UsageError) {
        guard let folder = options.string("--out") else { throw UsageError(message: "flip-reference needs --out DIR") }
        self.folder = folder
        guard let text = options.string("--size") else {
            sizes = [(1024, 768), (768, 1024)]
            return
        }
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { throw UsageError(message: "--size \(text): expected WIDTHxHEIGHT") }
        sizes = [(parts[0], parts[1])]
    }

    func run() throws -> Int32 {
        for size in sizes {
            let start = MonotonicMediaClock().now
            try FlipReference(width: size.width, height: size.height, log: log).write(to: folder)
            log.info(String(format: "%dx%d drawn in %.2f s into %@", size.width, size.height,
                            MonotonicMediaClock().now - start, folder))
        }
        return log.exitCode
    }
}
