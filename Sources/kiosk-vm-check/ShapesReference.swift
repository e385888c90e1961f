import CoreGraphics
import Foundation
import KioskDemos
import KioskHeadless
import Raster

/// The pictures the shapes check may see, drawn on a `HeadlessScreen`: the flip demo
/// on page 5, after each of five Next taps (pages 6 to 10), with page 10 opened, and
/// after the edge swipe back. Kept as fingerprints in `shapes-WxH.txt` (one
/// "FINGERPRINT NAME" a line) beside a PNG of each, so that the guest compares what
/// scanout shows with a hash, and a person can look at what was expected.
struct ShapesReference {
    /// The pictures' names, in the order the check meets them.
    static let names = ["page 5", "page 6", "page 7", "page 8", "page 9", "page 10", "page 10 opened", "page 10 after the swipe back"]

    /// Each name's fingerprint.
    let fingerprints: [String: UInt64]

    static func file(in folder: String, width: Int, height: Int) -> String { "\(folder)/shapes-\(width)x\(height).txt" }

    /// The name of the picture with `fingerprint`, if it is one of them (the
    /// expected name first, should two pictures be equal).
    func name(of fingerprint: UInt64, expected: String) -> String? {
        if fingerprints[expected] == fingerprint { return expected }
        return Self.names.first { fingerprints[$0] == fingerprint }
    }

    /// The fingerprints `write(to:)` left in `folder`, or nil when there are none.
    init?(loadingFrom folder: String, width: Int, height: Int) {
        guard let text = try? String(contentsOfFile: Self.file(in: folder, width: width, height: height), encoding: .utf8) else {
            return nil
        }
        var found: [String: UInt64] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let value = UInt64(parts[0], radix: 16) else { return nil }
            found[String(parts[1])] = value
        }
        guard Set(found.keys) == Set(Self.names) else { return nil }
        fingerprints = found
    }

    /// Draws the pictures on a headless screen of `width` × `height`; with `folder`,
    /// writes the fingerprints' file and a PNG of each picture there.
    @MainActor init(width: Int, height: Int, log: CheckLog, writingTo folder: String? = nil) throws {
        let screen = HeadlessScreen(width: width, height: height)
        let probe = FlipProbe()
        let tour = FlipTour(screen: CGSize(width: width, height: height))
        screen.window.rootViewController = probe.navigation
        screen.advance(by: 0)
        func settle() {
            var waited = 0.0
            repeat {
                screen.advance(by: 0.25)
                waited += 0.25
            } while screen.isAnimating && waited < 10
        }
        var pictures = [screen.snapshot().bitmap]
        for _ in 6...10 {
            screen.tap(at: tour.next)
            settle()
            pictures.append(screen.snapshot().bitmap)
        }
        log.expect(probe.state == FlipState(page: 10, depth: 1), "headless: five Next taps turned to page 10", detail: "\(probe.state)")
        screen.tap(at: tour.page)
        settle()
        log.expect(probe.state == FlipState(page: 10, depth: 2), "headless: the tap opened the page", detail: "\(probe.state)")
        pictures.append(screen.snapshot().bitmap)
        let swipe = tour.edgeSwipe
        screen.touchDown(at: swipe.from)
        for step in 1...DemoDriver.swipeSteps {
            screen.advance(by: DemoDriver.swipeInterval)
            let f = CGFloat(step) / CGFloat(DemoDriver.swipeSteps)
            screen.touchMove(to: CGPoint(x: swipe.from.x + (swipe.to.x - swipe.from.x) * f, y: swipe.from.y))
        }
        screen.touchUp()
        settle()
        log.expect(probe.state == FlipState(page: 10, depth: 1), "headless: the edge swipe popped it", detail: "\(probe.state)")
        pictures.append(screen.snapshot().bitmap)

        var found: [String: UInt64] = [:]
        for (name, picture) in zip(Self.names, pictures) { found[name] = ScanoutImage.xrgb8888(picture).fingerprint }
        fingerprints = found
        guard let folder else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lines = Self.names.map { name in
            let hex = String(found[name]!, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex + " " + name
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: Self.file(in: folder, width: width, height: height),
                                                          atomically: true, encoding: .utf8)
        for (name, picture) in zip(Self.names, pictures) {
            try PNGCodec.write(picture.view, to: "\(folder)/shapes-\(width)x\(height)-\(name.replacingOccurrences(of: " ", with: "-")).png")
        }
    }
}
