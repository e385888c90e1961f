import CPixman
import Raster
import Glibc

/// The report: an aligned table per frame size for people, JSON lines for scripts.
enum Report {
    /// What was measured, on what, how: printed above the human tables.
    static func header(simd: Bool, iterations: Int) -> String {
        #if DEBUG
        let build = "DEBUG — numbers are meaningless, use `swift run -c release kiosk-bench`"
        #else
        let build = "release"
        #endif
        return """
        kiosk-bench: Raster \(simd ? "SIMD" : "scalar") kernels vs memcpy and pixman \(String(cString: pixman_version_string()))
        CPU: \(cpuModel()) | build: \(build)
        median ms per frame of \(iterations) runs after 1 warm-up; memcpy moves (bytes read + bytes written)/2,
        the kernel's own traffic; ×memcpy and ×pixman are kernel ÷ them (lower is better);
        bound: what should limit the op — memory (target ≤ \(fixed(BenchOp.memoryBoundTarget, 1))× memcpy of its bytes)
        or compute (per-pixel coordinates and filtering); max Δ = largest per-channel difference
        between our picture and pixman's
        """
    }

    static let columns: [(title: String, width: Int)] = [
        ("op", 14), ("ms", 9), ("memcpy ms", 10), ("pixman ms", 10), ("×memcpy", 8), ("bound", 8), ("×pixman", 8),
        ("max Δ", 6),
    ]

    /// The size, memcpy of one frame in this run, and the column titles.
    static func tableTitle(width: Int, height: Int, memcpyFrameMs: Double) -> String {
        let heading = columns.enumerated().map { index, column in
            index == 0 ? pad(column.title, column.width, left: true) : pad(column.title, column.width)
        }
        return "\n\(width)×\(height) (memcpy of one frame, alone and warm: \(fixed(memcpyFrameMs, 3)) ms; "
            + "kernels built for \(Kernels.codeTarget))\n" + heading.joined(separator: " ")
    }

    static func row(_ m: Measurement) -> String {
        let cells = [
            m.op.rawValue, fixed(m.ms, 3), fixed(m.memcpyMs, 3), m.pixmanMs.map { fixed($0, 3) } ?? "—",
            fixed(m.ms / m.memcpyMs, 2), m.bound.rawValue, m.pixmanMs.map { fixed(m.ms / $0, 2) } ?? "—",
            m.maxDifference.map(String.init) ?? "—",
        ]
        return zip(cells, columns).enumerated().map { index, pair in
            pad(pair.0, pair.1.width, left: index == 0)
        }.joined(separator: " ")
    }

    /// Below a table: every memory-bound op's distance from its bound (memcpy of the same
    /// bytes, the fastest that memory allows) as a multiple and in ms, and whether it is
    /// within the target; then the ops above the target, or that none is.
    static func memoryBoundSummary(_ results: [Measurement]) -> String {
        let memory = results.filter { $0.bound == .memory }
        if memory.isEmpty { return "" }
        let target = BenchOp.memoryBoundTarget
        let distances = memory.map { m in
            let ratio = m.ms / m.memcpyMs, overMs = m.ms - m.memcpyMs
            return "\(m.op.rawValue) \(fixed(ratio, 2))× (\(overMs < 0 ? "−" : "+")\(fixed(abs(overMs), 3)) ms)"
                + (ratio > target ? " ABOVE" : "")
        }
        let above = memory.filter { $0.ms / $0.memcpyMs > target }.map(\.op.rawValue)
        return "memory-bound, each op's distance from its bound (memcpy of the same bytes; target ≤ \(fixed(target, 1))×): "
            + distances.joined(separator: ", ") + "\n"
            + (above.isEmpty ? "every memory-bound op is within \(fixed(target, 1))× memcpy"
                             : "above \(fixed(target, 1))× memcpy: " + above.joined(separator: ", "))
    }

    /// `{"op": …, "width": …, "height": …, "ms": …, "memcpy_ms": …, "pixman_ms": …}`
    /// then the extras: both ratios, the bound (for a memory-bound op also its target
    /// ×memcpy and its ms above memcpy), the implementation, pixman's max difference.
    static func json(_ m: Measurement, simd: Bool) -> String {
        let null = "null"
        return "{\"op\": \"\(m.op.rawValue)\", \"width\": \(m.width), \"height\": \(m.height), "
            + "\"ms\": \(fixed(m.ms, 4)), \"memcpy_ms\": \(fixed(m.memcpyMs, 4)), "
            + "\"pixman_ms\": \(m.pixmanMs.map { fixed($0, 4) } ?? null), "
            + "\"ratio_memcpy\": \(fixed(m.ms / m.memcpyMs, 3)), \"bound\": \"\(m.bound.rawValue)\", "
            + "\"target_memcpy\": \(m.bound == .memory ? fixed(BenchOp.memoryBoundTarget, 2) : null), "
            + "\"above_bound_ms\": \(m.bound == .memory ? fixed(m.ms - m.memcpyMs, 4) : null), "
            + "\"ratio_pixman\": \(m.pixmanMs.map { fixed(m.ms / $0, 3) } ?? null), "
            + "\"simd\": \(simd), \"max_diff\": \(m.maxDifference.map(String.init) ?? null)}"
    }

    /// The title of a `--layers` table.
    static func layerTitle(width: Int, height: Int) -> String {
        let title = "\n\(width)×\(height), a page of 60 tiles (min: the fastest run, the least disturbed by other "
            + "processes; kernels built for \(Kernels.codeTarget))\n"
        return title + allocationNote + "\n"
            + pad("frame", 22, left: true) + " " + pad("ms", 8) + " " + pad("min ms", 8) + " "
            + pad("memcpy ms", 10) + " " + pad("×memcpy", 8) + " " + pad("pixels written", 15) + " "
            + pad("allocs", 7) + " " + pad("max", 5)
    }

    /// One `--layers` row: median and fastest ms per frame, memcpy of one frame, their
    /// medians' ratio, pixels written, heap allocations per frame (mean and most).
    static func layerRow(_ r: LayerFrames.Row) -> String {
        pad(r.name, 22, left: true) + " " + pad(fixed(r.ms, 3), 8) + " " + pad(fixed(r.minMs, 3), 8) + " "
            + pad(fixed(r.memcpyMs, 3), 10) + " "
            + pad(fixed(r.ms / r.memcpyMs, 2), 8) + " " + pad(String(r.pixelsWritten), 15) + " "
            + allocationCells(r.allocations, widths: (7, 5))
    }

    /// Allocations per frame, mean and most, or dashes when this build does not count them.
    private static func allocationCells(_ a: AllocationsPerFrame, widths: (Int, Int)) -> String {
        guard HeapAllocations.counting else { return pad("—", widths.0) + " " + pad("—", widths.1) }
        return pad(fixed(a.mean, 1), widths.0) + " " + pad(String(a.max), widths.1)
    }

    /// The heading of the allocation tables: how they are counted.
    static var allocationNote: String {
        HeapAllocations.counting
            ? "allocs: heap allocations per frame on all threads (malloc, calloc, realloc, aligned), mean and max"
            : "allocs: not counted (a sanitizer build: its allocator must not be replaced)"
    }

    /// One line of `--allocations`, for .ci/allocations: the frame's id, the mean and
    /// the most allocations per frame, tab-separated.
    static func allocationLine(id: String, _ a: AllocationsPerFrame) -> String {
        "\(id)\t\(fixed(a.mean, 2))\t\(a.max)"
    }

    /// The `--layers --threads` table's title: one time column per thread count.
    static func threadsTitle(width: Int, height: Int, threads: [Int]) -> String {
        "\n\(width)×\(height), a page of 60 tiles, median ms per frame on each number of render threads, "
            + "and the speedup over \(threads[0])\n"
            + pad("frame", 22, left: true) + " " + threads.map { pad("\($0) thr ms", 10) }.joined(separator: " ") + " "
            + threads.dropFirst().map { pad("×\($0)", 7) }.joined(separator: " ") + " " + pad("memcpy ms", 10)
    }

    /// One `--layers --threads` row: the frame's median on each thread count, the
    /// first count's median over each other's, memcpy of one frame (measured in the first run).
    static func threadsRow(_ runs: [LayerFrames.Row], first: LayerFrames.Row) -> String {
        pad(first.name, 22, left: true) + " " + runs.map { pad(fixed($0.ms, 3), 10) }.joined(separator: " ") + " "
            + runs.dropFirst().map { pad(fixed(first.ms / $0.ms, 2), 7) }.joined(separator: " ") + " "
            + pad(fixed(first.memcpyMs, 3), 10)
    }

    /// The last `--layers --threads` row: memcpy of one frame cut into pieces for each
    /// thread count (`memcpyFrame(bytes:threads:)`), and its speedup, the most a frame
    /// that only moves bytes can gain here.
    static func threadsMemcpyRow(_ ms: [Double]) -> String {
        pad("memcpy of a frame", 22, left: true) + " " + ms.map { pad(fixed($0, 3), 10) }.joined(separator: " ") + " "
            + ms.dropFirst().map { pad(fixed(ms[0] / $0, 2), 7) }.joined(separator: " ") + " "
            + pad(fixed(ms[0], 3), 10)
    }

    /// The title of a `--layers --content` table.
    static func contentTitle(width: Int, height: Int, cycles: Int, memcpyMs: Double) -> String {
        "\n\(width)×\(height), the same frames over a one-view page and a page of 500 labels "
            + "(a frame = main-loop turn + render on one thread, up to the picture it presents;\n"
            + "the last two columns add the work ahead of need it leaves for after, as the render server does;\n"
            + "ms: median of \(cycles) cycles of the thread's processor time, "
            + "which leaves out waits for a core; memcpy of one frame, wall clock: \(fixed(memcpyMs, 3)) ms)\n"
            + pad("frame", 26, left: true) + " " + pad("one view ms", 11) + " " + pad("500 labels ms", 13) + " "
            + pad("×one view", 9) + " " + pad("×memcpy", 8) + " " + pad("labels+ahead", 12) + " " + pad("×one view", 9)
    }

    /// One `--layers --content` row: the median on each page, their ratio, the labels'
    /// over memcpy of one frame; with the work ahead, the labels' median and the ratio.
    static func contentRow(_ r: ContentFrames.Row) -> String {
        pad(r.name, 26, left: true) + " " + pad(fixed(r.oneViewMs, 3), 11) + " " + pad(fixed(r.labelsMs, 3), 13) + " "
            + pad(fixed(r.labelsMs / r.oneViewMs, 2), 9) + " " + pad(fixed(r.labelsMs / r.memcpyMs, 2), 8) + " "
            + pad(fixed(r.labelsAllMs, 3), 12) + " " + pad(fixed(r.labelsAllMs / r.oneViewAllMs, 2), 9)
    }

    static func photoTitle(width: Int, height: Int, fileBytes: Int) -> String {
        "\n\(PhotoDecoding.photoWidth)×\(PhotoDecoding.photoHeight) JPEG (\(fileBytes) bytes, quality 90) on a "
            + "\(width)×\(height) screen\n" + pad("decode", 18, left: true) + " " + pad("decoded", 10) + " "
            + pad("ms", 8) + " " + pad("memcpy ms", 10) + " " + pad("×memcpy", 8) + " " + pad("peak MiB", 9)
    }

    /// One `--photo` row: what was decoded, median ms, memcpy of the decoded bytes, their ratio, peak memory.
    static func photoRow(_ r: PhotoDecoding.Row) -> String {
        pad(r.name, 18, left: true) + " " + pad("\(r.width)×\(r.height)", 10) + " " + pad(fixed(r.ms, 2), 8) + " "
            + pad(fixed(r.memcpyMs, 2), 10) + " " + pad(fixed(r.ms / r.memcpyMs, 1), 8) + " "
            + pad(r.peakMiB.map { fixed($0, 1) } ?? "—", 9)
    }

    /// The title of a `--layout` table.
    static func layoutTitle(width: Int, height: Int) -> String {
        "\n\(width)×\(height), 500 views held by 2000 constraints (50 rows of 10)\n"
            + pad("layout", 20, left: true) + " " + pad("ms", 8) + " " + pad("min ms", 8) + " "
            + pad("memcpy ms", 10) + " " + pad("×memcpy", 8)
    }

    /// One `--layout` row: median and fastest ms, memcpy of one frame, their medians' ratio.
    static func layoutRow(_ r: ConstrainedScreen.Row) -> String {
        pad(r.name, 20, left: true) + " " + pad(fixed(r.ms, 3), 8) + " " + pad(fixed(r.minMs, 3), 8) + " "
            + pad(fixed(r.memcpyMs, 3), 10) + " " + pad(fixed(r.ms / r.memcpyMs, 1), 8)
    }

    /// The title of a `--scroll` table.
    static func scrollTitle(width: Int, height: Int, memcpyMs: Double) -> String {
        "\n\(width)×\(height), lists flicked \(ScrollFrames.timedFlicks) times (down, up, …) after 2 warm-up flicks; "
            + "a frame = main-loop turn + render; memcpy of one frame: \(fixed(memcpyMs, 3)) ms\n"
            + "new-row ms: median of the frames that asked the data source for a cell; "
            + allocationNote + "\n"
            + pad("list", 24, left: true) + " " + pad("frames", 6) + " " + pad("med ms", 7) + " " + pad("×memcpy", 8) + " "
            + pad("p99 ms", 7) + " " + pad("×memcpy", 8) + " " + pad("new-row ms", 10) + " " + pad("cells 1st+after", 15) + " "
            + pad("calls/frame", 11) + " " + pad("max", 4) + " " + pad("pt scrolled", 11) + " " + pad("med px written", 14) + " "
            + pad("med px moved", 12) + " " + pad("allocs", 7) + " " + pad("max", 5)
    }

    /// One `--scroll` row.
    static func scrollRow(_ r: ScrollFrames.Row) -> String {
        pad(r.name, 24, left: true) + " " + pad(String(r.frames), 6) + " " + pad(fixed(r.medianMs, 3), 7) + " "
            + pad(fixed(r.medianMs / r.memcpyMs, 2), 8) + " " + pad(fixed(r.p99Ms, 3), 7) + " "
            + pad(fixed(r.p99Ms / r.memcpyMs, 2), 8) + " " + pad(r.newCellMedianMs.map { fixed($0, 3) } ?? "—", 10) + " "
            + pad("\(r.firstScreenCells)+\(r.cellsMadeAfter)", 15) + " "
            + pad(fixed(r.callsPerFrame, 2), 11) + " " + pad(String(r.mostCallsInAFrame), 4) + " "
            + pad(fixed(r.pointsScrolled, 1), 11) + " " + pad(String(r.medianPixelsWritten), 14) + " "
            + pad(String(r.medianPixelsMoved), 12) + " " + allocationCells(r.allocations, widths: (7, 5))
    }

    /// Writes a line to standard error.
    static func warn(_ message: String) {
        let line = message + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
    }

    /// `value` with exactly `digits` decimals (plain digits, valid JSON).
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(Int(value)) }
        let units = Int(scaled), whole = units / Int(scale), fraction = units % Int(scale)
        var decimals = String(fraction)
        decimals = String(repeating: "0", count: digits - decimals.count) + decimals
        return (value < 0 && units > 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + decimals : "")
    }

    private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let gap = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + gap : gap + text
    }

    /// The "model name" line of /proc/cpuinfo.
    private static func cpuModel() -> String {
        guard let file = fopen("/proc/cpuinfo", "r") else { return "unknown" }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard line.hasPrefix("model name"), let colon = line.firstIndex(of: ":") else { continue }
            return String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }.prefix { $0 != "\n" })
        }
        return "unknown"
    }
}
