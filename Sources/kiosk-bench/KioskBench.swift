import ArgumentParser
import CKioskSystem
import Raster

/// `swift run -c release kiosk-bench`: each Raster kernel against memcpy of the same
/// traffic and against pixman doing the same operation, per frame size.
@main
struct KioskBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk-bench",
        abstract: "Times the Raster kernels against memcpy and pixman.",
        discussion: """
        For each frame size and op: the kernel's median milliseconds per frame, next to \
        (a) memcpy of (bytes read + bytes written)/2 — the same memory traffic as the kernel, \
        since memcpy reads and writes its size once each; memory-bound ops (`bound` column) \
        should take at most 1.5× that — and (b) pixman computing the same \
        picture on the same buffers (none for `rounded` and `curl`). All three run interleaved in one \
        process after one warm-up; the warm-up outputs of ours and pixman's are compared and \
        the largest per-channel difference printed. Inputs are deterministic gradients with \
        partial alpha, never zeros.
        """)

    @Option(name: .customLong("op"), help: "Run only this op (repeatable; default: all, in table order).")
    var ops: [BenchOp.Name] = []

    @Option(name: .customLong("size"),
            help: ArgumentHelp("Frame size, each side 1…8192 (repeatable; default: 1080x1920 and 720x1280).",
                                valueName: "WxH"))
    var sizes: [FrameSize] = []

    @Option(help: "Timed runs per op after one warm-up; the median is reported.")
    var iterations = 21

    @Flag(help: "Time Kernels.scalar instead of Kernels.simd.")
    var scalar = false

    @Flag(help: "Print one JSON object per line instead of tables.")
    var json = false

    @Flag(help: "Time whole frames of a layer tree through the render engine instead of single kernels.")
    var layers = false

    @Option(name: .customLong("threads"),
            help: ArgumentHelp("With --layers: render threads, a comma-separated list each 1…64 (default: 1); "
                                   + "with two or more, each frame's time per count and the speedup over the first, "
                                   + "and memcpy of one frame cut into pieces for each count: the most a frame that "
                                   + "only moves bytes can gain.",
                               valueName: "N,N…"))
    var threads: ThreadCounts = ThreadCounts(counts: [1])

    @Flag(help: ArgumentHelp(
        "With --layers: the same frames over a one-view page and a page of 500 labels, and their ratio, instead of the tile page.",
        discussion: """
            Each frame is a main-loop turn plus its render up to the picture it presents, and with the work ahead \
            of need it leaves for after, as the render server does: snapshot transitions (first frame, steady \
            push, flip, dissolve and curl, the steady frame where the labels weigh most over the one view, last \
            frame, the frame after), the navigation controller's push and pop (its first \
            frame, the median of its steady frames, and the steady frame whose median is the highest), an idle frame; \
            --iterations ÷ 4 cycles of each (at least 1).
            """))
    var content = false

    @Flag(help: ArgumentHelp(
        "With --layers: run each frame once untimed, then once more inside kiosk_bench_counted_frame, and print its id, size and pixels written; "
            + "then over --content's two pages the first frames of a push and of a navigation push, and the rest of the "
            + "navigation push and its pop each as one (pixels written: 0).",
        discussion: "For .ci/instructions, which counts each counted frame's instructions under callgrind."))
    var instructions = false
    @Flag(help: ArgumentHelp(
        "With --layers and/or --scroll: print each frame's id and its heap allocations per frame (mean, most), tab-separated, instead of the tables.",
        discussion: "For .ci/allocations, which compares them with its committed baseline. Needs one --size."))
    var allocations = false

    @Flag(help: """
        Time a 12 Mpx JPEG (made at start) decoded at full size and shown full-screen by a UIImageView \
        (aspect fit and fill), with the peak memory each adds, instead of single kernels.
        """)
    var photo = false

    @Flag(help: """
        Time Auto Layout on a screen of 500 constrained views: the first solve, and a re-solve after \
        one constant changes, instead of single kernels.
        """)
    var layout = false

    @Flag(help: """
        Flick tables of 100, 10 000 and 1 000 000 subtitle rows and a 10 000-item grid with momentum on the \
        virtual clock: each frame's main-loop turn plus its render (median, p99, ×memcpy of one frame), cells \
        made after the first screenful, data-source calls per frame; instead of single kernels.
        """)
    var scroll = false

    func validate() throws {
        guard (1...10_000).contains(iterations) else {
            throw ValidationError("--iterations must be between 1 and 10000 (got \(iterations)).")
        }
        if instructions && !layers {
            throw ValidationError("--instructions counts --layers frames: add --layers.")
        }
        if threads.counts != [1] && !layers {
            throw ValidationError("--threads is for --layers frames: add --layers.")
        }
        if content && (!layers || instructions || allocations || threads.counts != [1]) {
            throw ValidationError("--content is a mode of --layers, timed on one thread: add --layers, "
                                      + "and leave out --instructions, --allocations and --threads.")
        }
        if instructions && threads.counts != [1] {
            throw ValidationError("--instructions counts the one-thread path: leave out --threads.")
        }
        if allocations && !(layers || scroll) {
            throw ValidationError("--allocations counts --layers and --scroll frames: add either or both.")
        }
        if allocations && (instructions || threads.counts != [1]) {
            throw ValidationError("--allocations counts the one-thread path, uninstrumented: leave out --instructions and --threads.")
        }
        if allocations && sizes.count != 1 {
            throw ValidationError("--allocations needs exactly one --size (the frame ids do not name it), e.g. --size 1080x1920.")
        }
    }

    /// Stops with a message when the allocation counter cannot be trusted: it must see
    /// Swift's allocations (HeapAllocations.selfCheck), and `--allocations` needs a build that counts.
    func checkAllocationCounter() throws {
        if let problem = HeapAllocations.selfCheck() {
            Report.warn("kiosk-bench: \(problem)")
            throw ExitCode.failure
        }
        if allocations && !HeapAllocations.counting {
            Report.warn("kiosk-bench: --allocations: this build does not count allocations (built with a sanitizer); "
                            + "build it plainly: swift build -c release --product kiosk-bench")
            throw ExitCode.failure
        }
    }

    func run() throws {
        #if DEBUG
        Report.warn("WARNING: kiosk-bench is a DEBUG build: its numbers are meaningless. Use `swift run -c release kiosk-bench`.")
        #endif
        // Frame-sized blocks mapped on their own and unmapped when freed, and the pixel
        // block pool on, as `kiosk run` has them (Kiosk's `LargeBlockAllocation`): a frame
        // that makes snapshots pays there for whatever fresh pages it needs, so it does here.
        _ = kiosk_malloc_set_mmap_threshold(Int(KIOSK_LARGE_BLOCK_BYTES))
        PixelBlockPool.shared.capacity = PixelBlockPool.runCapacity
        let kernels = scalar ? Kernels.scalar : Kernels.simd
        let selected = BenchOp.all.filter { ops.isEmpty || ops.contains($0.name) }
        var frames: [FrameSize] = []
        for size in sizes.isEmpty ? FrameSize.defaults : sizes where !frames.contains(size) { frames.append(size) }

        if layers || scroll { try checkAllocationCounter() }
        if allocations {
            for frame in frames {
                if layers {
                    let rows = MainActor.assumeIsolated {
                        LayerFrames.run(width: frame.width, height: frame.height, mode: .timed(iterations: iterations),
                                        kernels: kernels)
                    }
                    for row in rows { print(Report.allocationLine(id: row.id, row.allocations)) }
                }
                if scroll {
                    let rows = MainActor.assumeIsolated { ScrollFrames.run(width: frame.width, height: frame.height) }
                    for row in rows { print(Report.allocationLine(id: row.id, row.allocations)) }
                }
            }
            return
        }
        if scroll {
            for frame in frames {
                let rows = MainActor.assumeIsolated { ScrollFrames.run(width: frame.width, height: frame.height) }
                print(Report.scrollTitle(width: frame.width, height: frame.height, memcpyMs: rows.first?.memcpyMs ?? 0))
                for row in rows { print(Report.scrollRow(row)) }
            }
            return
        }
        if layout {
            for frame in frames {
                let rows = MainActor.assumeIsolated {
                    ConstrainedScreen.run(width: frame.width, height: frame.height, iterations: iterations)
                }
                print(Report.layoutTitle(width: frame.width, height: frame.height))
                for row in rows { print(Report.layoutRow(row)) }
            }
            return
        }
        if photo {
            for frame in frames {
                let (fileBytes, rows) = try MainActor.assumeIsolated {
                    try PhotoDecoding.run(width: frame.width, height: frame.height, iterations: iterations)
                }
                print(Report.photoTitle(width: frame.width, height: frame.height, fileBytes: fileBytes))
                for row in rows { print(Report.photoRow(row)) }
            }
            return
        }
        if layers && content {
            let cycles = max(1, iterations / 4)
            for frame in frames {
                let rows = MainActor.assumeIsolated {
                    ContentFrames.run(width: frame.width, height: frame.height, cycles: cycles)
                }
                print(Report.contentTitle(width: frame.width, height: frame.height, cycles: cycles,
                                          memcpyMs: rows.first?.memcpyMs ?? 0))
                for row in rows { print(Report.contentRow(row)) }
            }
            return
        }
        if layers {
            for frame in frames {
                let mode: LayerFrames.Mode = instructions ? .counted : .timed(iterations: iterations)
                let runs = threads.counts.map { count in
                    MainActor.assumeIsolated {
                        LayerFrames.run(width: frame.width, height: frame.height, mode: mode, kernels: kernels, threads: count)
                    }
                }
                if instructions {
                    MainActor.assumeIsolated { ContentFrames.count(width: frame.width, height: frame.height) }
                    continue
                }
                if runs.count == 1 {
                    print(Report.layerTitle(width: frame.width, height: frame.height))
                    for row in runs[0] { print(Report.layerRow(row)) }
                } else {
                    print(Report.threadsTitle(width: frame.width, height: frame.height, threads: threads.counts))
                    for (index, row) in runs[0].enumerated() { print(Report.threadsRow(runs.map { $0[index] }, first: row)) }
                    print(Report.threadsMemcpyRow(threads.counts.map {
                        memcpyFrame(bytes: frame.width * frame.height * 4, threads: $0)
                    }))
                }
            }
            return
        }
        if !json { print(Report.header(simd: !scalar, iterations: iterations)) }
        for frame in frames {
            let workspace = Workspace(width: frame.width, height: frame.height)
            if !json {
                let memcpyFrameMs = memcpyOneFrame(in: workspace, iterations: iterations)
                print(Report.tableTitle(width: frame.width, height: frame.height, memcpyFrameMs: memcpyFrameMs))
            }
            var results: [Measurement] = []
            for op in selected {
                let result = measure(op, kernels: kernels, in: workspace, iterations: iterations)
                results.append(result)
                print(json ? Report.json(result, simd: !scalar) : Report.row(result))
            }
            if !json { print(Report.memoryBoundSummary(results)) }
        }
    }
}

/// Render thread counts given as `1,2,4` on the command line.
struct ThreadCounts: ExpressibleByArgument, Equatable, Sendable {
    let counts: [Int]

    init(counts: [Int]) { self.counts = counts }

    /// Accepts a comma-separated list of counts, each 1…64.
    init?(argument: String) {
        let counts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !counts.isEmpty, counts.allSatisfy({ $0.map { (1...64).contains($0) } ?? false }) else { return nil }
        self.init(counts: counts.compactMap { $0 })
    }

    var defaultValueDescription: String { counts.map(String.init).joined(separator: ",") }
}

/// A frame size given as `WxH` on the command line.
struct FrameSize: ExpressibleByArgument, Equatable, Sendable {
    let width: Int
    let height: Int

    static let defaults = [FrameSize(width: 1080, height: 1920), FrameSize(width: 720, height: 1280)]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Accepts `1080x1920` (or `×`); each side 1…8192.
    init?(argument: String) {
        let parts = argument.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...8192).contains(w), (1...8192).contains(h) else { return nil }
        self.init(width: w, height: h)
    }
}
