import Foundation
@_spi(KioskRuntime) import Kiosk
@_spi(KioskRuntime) import KioskHeadless
@_spi(KioskRuntime) import QuartzCore

/// The soak's table and its verdict: memory may not grow after warm-up by more than
/// the bound, descriptors may not grow at all, and the tables of the main actor and
/// the renderer must be as they were after warm-up at every sample.
enum SoakReport {
    static let columns: [(title: String, width: Int)] = [
        ("stage", 8), ("transitions", 11), ("tours", 5), ("virtual s", 10), ("wall s", 8), ("RSS MB", 8),
        ("Δ MB", 7), ("heap MB", 8), ("fds", 4), ("layers", 7), ("drawn", 6), ("caches", 6), ("anims", 5),
    ]

    /// The report's first lines; `tours` names the demos whose tours are played (nil: every demo's).
    static func header(width: Int, height: Int, transitions: Int, boundMB: Double, tours: [String]? = nil) -> String {
        #if DEBUG
        let build = "DEBUG build (use `swift build -c release --product kiosk-soak` for figures)"
        #else
        let build = "release build"
        #endif
        let heading = line(columns.map(\.title))
        let played = tours.map { "the tour of \($0.joined(separator: ", "))" } ?? "every demo's tour"
        return """
        kiosk-soak: \(transitions) transitions at \(width)×\(height) on the virtual clock, \(build)
        a round: \(NavigationLoop.transitionsPerRound) navigation (push/pop, setViewControllers, edge swipes finished \
        and cancelled), \(ViewTransitionLoop.transitionsPerRound) UIView transitions, \
        \(LayerTransitionLoop.transitionsPerRound) CATransitions; \(played) before the first round and then periodically
        fails if RSS grows more than \(format(boundMB, 1)) MB after warm-up and stays so, if open descriptors grow at all, \
        or if a table is not as after warm-up
        Δ MB: RSS minus after warm-up; heap MB: bytes held from malloc (a leak raises it; pages the \
        allocator keeps raise only RSS); layers: model layers alive; drawn, caches, anims: the renderer's \
        layers, per-layer caches, animations
        \(heading)
        """
    }

    static func row(_ s: Soak.Sample, warm: Soak.Sample?) -> String {
        var cells: [String] = [s.stage, "\(s.transitions)", "\(s.tours)", format(s.virtualTime, 1), format(s.wallTime, 1)]
        cells.append(format(mb(s.process.residentBytes), 2))
        cells.append(warm.map { format(mb(s.process.residentBytes - $0.process.residentBytes), 2) } ?? "")
        cells.append(format(mb(s.process.heapInUseBytes), 2))
        cells.append("\(s.process.openDescriptors)")
        if let tables = s.tables {
            cells += ["\(tables.layers.layers)", "\(tables.render.layers)", "\(tables.render.contentsCaches)",
                      "\(tables.render.animations)"]
        }
        return line(cells)
    }

    /// What failed, one line each; empty when the soak passed.
    static func failures(_ samples: [Soak.Sample], boundMB: Double) -> [String] {
        guard let warmIndex = samples.firstIndex(where: { $0.stage == "warm-up" }) else { return ["no warm-up sample"] }
        let warm = samples[warmIndex], after = samples[(warmIndex + 1)...]
        var failures: [String] = []
        // What stays held: each sample's resident memory is judged by the least of it
        // and every later sample. A leak raises all later samples; a frame-sized block
        // still in flight on the render thread at one sample (3 MB at 768×1024) does not.
        var peak: (growth: Int, at: Int)?
        for (sample, level) in zip(after, heldLevels(after, of: \.residentBytes)) {
            let growth = level - warm.process.residentBytes
            if growth > (peak?.growth ?? .min) { peak = (growth, sample.transitions) }
        }
        if let peak, mb(peak.growth) > boundMB {
            failures.append("RSS grew \(format(mb(peak.growth), 2)) MB after warm-up and stayed (from \(peak.at) "
                            + "transitions on), more than the \(format(boundMB, 1)) MB bound")
        }
        if let grown = after.first(where: { $0.process.openDescriptors > warm.process.openDescriptors }) {
            failures.append("open descriptors grew from \(warm.process.openDescriptors) to "
                            + "\(grown.process.openDescriptors) (at \(grown.transitions) transitions)")
        }
        if let changed = after.first(where: { $0.tables != warm.tables }) {
            failures.append("at \(changed.transitions) transitions the tables were \(changed.tables.map { "\($0)" } ?? "-"), "
                            + "after warm-up \(warm.tables.map { "\($0)" } ?? "-")")
        }
        return failures
    }

    /// Memory's growth per 10 000 transitions after warm-up (RSS unless told): the
    /// least-squares slope through the warm-up sample and every later one, each taken at
    /// its held level, the least of it and every later sample, as `failures` judges it
    /// (nil with fewer than two samples, or when they were all taken at one count). A
    /// frame in flight at one sample (+3.19 MB at 18 315 of 20 000 transitions in CI,
    /// +0.20 MB at the next) would otherwise tilt the line: +0.76 MB per 10 000.
    static func growthPer10000(_ samples: [Soak.Sample], of bytes: (ProcessSample) -> Int = \.residentBytes) -> Double? {
        guard let warmIndex = samples.firstIndex(where: { $0.stage == "warm-up" }) else { return nil }
        let after = samples[warmIndex...]
        let points = zip(after, heldLevels(after, of: bytes)).map { (x: Double($0.transitions), y: mb($1)) }
        guard points.count >= 2 else { return nil }
        let n = Double(points.count)
        let meanX = points.reduce(0) { $0 + $1.x } / n, meanY = points.reduce(0) { $0 + $1.y } / n
        let sxx = points.reduce(0) { $0 + ($1.x - meanX) * ($1.x - meanX) }
        guard sxx > 0 else { return nil }
        let sxy = points.reduce(0) { $0 + ($1.x - meanX) * ($1.y - meanY) }
        return sxy / sxx * 10_000
    }

    /// Each sample's `bytes` at its held level: the least of it and every later sample's
    /// (what stays held; a frame in flight at one sample is gone by a later one).
    static func heldLevels(_ samples: ArraySlice<Soak.Sample>, of bytes: (ProcessSample) -> Int) -> [Int] {
        var held = Int.max
        return samples.reversed().map { sample in
            held = min(held, bytes(sample.process))
            return held
        }.reversed()
    }

    /// The closing summary: start and end, and the growth per 10 000 transitions after warm-up.
    static func summary(_ samples: [Soak.Sample]) -> String? {
        guard let start = samples.first, let end = samples.last,
              let warm = samples.first(where: { $0.stage == "warm-up" }) else { return nil }
        func slope(_ bytes: (ProcessSample) -> Int) -> String {
            growthPer10000(samples, of: bytes).map { (($0 >= 0 ? "+" : "") + format($0, 3)) + " MB" } ?? "-"
        }
        return "kiosk-soak: RSS \(format(mb(start.process.residentBytes), 2)) MB at the start, "
            + "\(format(mb(warm.process.residentBytes), 2)) MB after warm-up (\(warm.transitions) transitions), "
            + "\(format(mb(end.process.residentBytes), 2)) MB at the end (\(end.transitions) transitions); "
            + "fds \(start.process.openDescriptors) → \(warm.process.openDescriptors) → \(end.process.openDescriptors); "
            + "growth per 10 000 transitions after warm-up (least squares): RSS \(slope(\.residentBytes)), "
            + "heap in use \(slope(\.heapInUseBytes)) (\(format(mb(warm.process.heapInUseBytes), 2)) → "
            + "\(format(mb(end.process.heapInUseBytes), 2)) MB)"
    }

    /// `cells` padded to the columns, the first to the left.
    static func line(_ cells: [String]) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() where index < columns.count {
            if index > 0 { text += " " }
            text += pad(cell, columns[index].width, left: index == 0)
        }
        return text
    }

    static func mb(_ bytes: Int) -> Double { Double(bytes) / (1024 * 1024) }

    static func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let gap = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + gap : gap + text
    }
}
