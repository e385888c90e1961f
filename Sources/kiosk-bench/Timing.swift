import Glibc
import QuartzCore
import Raster

/// Milliseconds on the monotonic clock, the one `CACurrentMediaTime()` reads by default.
func monotonicMilliseconds() -> Double { MonotonicMediaClock().now * 1e3 }

/// How long `body` takes, in milliseconds.
@inline(never)
func timed(_ body: () -> Void) -> Double {
    let start = monotonicMilliseconds()
    body()
    return monotonicMilliseconds() - start
}

/// How much processor time the calling thread spends in `body`, in milliseconds: on a
/// machine shared with other work, unlike the wall clock, it leaves out the time the
/// thread waited for a core (a frame drawn on one thread).
@inline(never)
func threadTimed(_ body: () -> Void) -> Double {
    func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
    }
    let start = now()
    body()
    return now() - start
}

/// The middle value (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "median of nothing")
    let sorted = values.sorted(), middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The median milliseconds of memcpy moving one frame of `bytes` (21 times after one
/// warm-up): the yardstick of the whole-frame tables. With `threads` above 1, the frame
/// is cut into the pieces a pool of that many render threads copies at once, as a
/// frame's bands are drawn: what this machine's memory lets a frame that only moves
/// bytes (a push) gain from more threads. On one thread it is one memcpy of the whole.
func memcpyFrame(bytes: Int, threads: Int = 1) -> Double {
    let workers = RenderWorkers(threads: threads)
    let from = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    let to = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer { from.deallocate(); to.deallocate() }
    memset(from, 0x5A, bytes)
    memset(to, 0, bytes)
    let pieces = threads == 1 ? 1 : threads * RowBands.bandsPerThread
    // Whole cache lines each, so that no two threads write one.
    let size = (bytes / pieces + 63) / 64 * 64
    func copy() {
        workers.run(pieces) { piece, _ in
            let start = piece * size
            if start < bytes { _ = memcpy(to + start, from + start, min(size, bytes - start)) }
        }
    }
    copy()
    return median((0..<21).map { _ in timed(copy) })
}

/// One op's figures at one frame size.
struct Measurement: Sendable {
    let op: BenchOp.Name
    let bound: BenchOp.Bound
    let width: Int
    let height: Int
    let ms: Double
    let memcpyMs: Double
    let pixmanMs: Double?
    /// The largest per-channel difference between our output and pixman's (nil without pixman).
    let maxDifference: Int?
}

/// The median milliseconds of memcpy moving one `ws` frame, `iterations` times: the
/// yardstick printed above each table.
func memcpyOneFrame(in ws: Workspace, iterations: Int) -> Double {
    _ = memcpy(ws.copyTo, ws.copyFrom, ws.frameBytes)
    return median((0..<iterations).map { _ in timed { _ = memcpy(ws.copyTo, ws.copyFrom, ws.frameBytes) } })
}

/// Times `op` on `ws`: one warm-up run of each contender (which doubles as the
/// comparison of our output with pixman's, on freshly reset inputs), then
/// `iterations` rounds of kernel, memcpy, pixman in turn; medians.
func measure(_ op: BenchOp, kernels: Kernels, in ws: Workspace, iterations: Int) -> Measurement {
    let copyBytes = Int((op.memcpyFrames * Double(ws.frameBytes)).rounded())
    let memcpyReference = { _ = memcpy(ws.copyTo, ws.copyFrom, copyBytes) }

    // Warm-up and verification.
    ws.reset(op.target)
    op.kernel(kernels, ws)
    ws.keepSnapshot(of: op.target)
    var difference: Int?
    if let pixman = op.pixman {
        ws.reset(op.target)
        pixman(ws)
        difference = Verify.maxDifference(op.target, in: ws)
    }
    memcpyReference()

    ws.reset(op.target)
    var kernelTimes: [Double] = [], memcpyTimes: [Double] = [], pixmanTimes: [Double] = []
    for _ in 0..<iterations {
        kernelTimes.append(timed { op.kernel(kernels, ws) })
        memcpyTimes.append(timed(memcpyReference))
        if let pixman = op.pixman { pixmanTimes.append(timed { pixman(ws) }) }
    }
    return Measurement(op: op.name, bound: op.bound, width: ws.width, height: ws.height,
                       ms: median(kernelTimes), memcpyMs: median(memcpyTimes),
                       pixmanMs: pixmanTimes.isEmpty ? nil : median(pixmanTimes),
                       maxDifference: difference)
}
