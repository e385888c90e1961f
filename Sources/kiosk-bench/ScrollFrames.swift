import CoreGraphics
import Glibc
@_spi(KioskRuntime) import QuartzCore
@_spi(KioskRuntime) import UIKit

/// Long lists flicked with momentum (issue 16: a frame's cost must not depend on the
/// list's length): tables of subtitle cells of 100, 10 000 and 1 000 000 rows and a
/// photo-style grid, each on its own window drawn by the render engine on the virtual
/// clock. A frame is one main-loop turn (the touches, the scroll view's step, layout,
/// commit; `MainLoopTurn`, as the runtime runs it) plus the render of that frame.
@MainActor enum ScrollFrames {
    struct Row {
        /// A short name without spaces (`table-10000`), the key of the allocation baseline.
        let id: String
        let name: String
        /// Frames timed: every frame of the timed flicks, drag and coast.
        let frames: Int
        let medianMs: Double
        let p99Ms: Double
        /// The median of the frames that asked the data source for a cell (nil: none did).
        let newCellMedianMs: Double?
        let memcpyMs: Double
        /// The median of the pixels each timed frame drew (a frame has width × height).
        let medianPixelsWritten: Int
        /// The median of the pixels each timed frame moved instead of drawing them (a scroll).
        let medianPixelsMoved: Int
        /// Cells made by the first frame, and made after it (warm-up flicks included).
        let firstScreenCells: Int
        let cellsMadeAfter: Int
        /// Data-source calls during the timed frames: per frame on average, and the most in one frame.
        let callsPerFrame: Double
        let mostCallsInAFrame: Int
        /// Points scrolled during the timed flicks, both ways together.
        let pointsScrolled: Double
        /// Heap allocations in each timed frame (all threads).
        let allocations: AllocationsPerFrame
    }

    /// A flick: `dragFrames` frames of a finger moving `dragStep` points a frame, then
    /// the release, then the scroll view coasting until it stops.
    static let dragFrames = 8
    static let dragStep: CGFloat = 40
    /// The longest a flick may coast before the run gives up on it (it stops after about 4 s).
    static let coastLimit = 600
    /// The flicks timed after two warm-up flicks: down, up, down, up, each the same
    /// length, so that every list moves over the same rows whatever its length.
    nonisolated static let timedFlicks = 4

    static func run(width: Int, height: Int) -> [Row] {
        let memcpyMs = memcpyFrame(bytes: width * height * 4)
        var rows: [Row] = []
        for count in [100, 10_000, 1_000_000] {
            let list = ScrollBenchTable(rows: count)
            rows.append(flick(list, id: "table-\(count)", name: "table, \(grouped(count)) rows", width: width, height: height,
                              memcpyMs: memcpyMs))
        }
        let grid = ScrollBenchGrid(items: 10_000, width: CGFloat(width))
        rows.append(flick(grid, id: "grid-10000", name: "grid, \(grouped(10_000)) items", width: width, height: height, memcpyMs: memcpyMs))
        return rows
    }

    /// Shows `list` full-screen, draws its first frame, flicks it twice untimed, then
    /// times `timedFlicks` flicks frame by frame.
    private static func flick(_ list: some ScrollBenchList, id: String, name: String, width: Int, height: Int,
                              memcpyMs: Double) -> Row {
        let clock = VirtualMediaClock(startingAt: 0)
        MediaClocks.install(clock)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController = list.controller
        window.makeKeyAndVisible()
        list.controller.view.frame = window.bounds
        let renderer = CARenderer(width: width, height: height)
        renderer.layer = window.layer
        var t = 1.0
        let turn = MainLoopTurn(window: window)
        func frame(_ touches: [WindowTouch] = []) {
            turn.end(at: t, touches: touches, frameInterval: 1.0 / 60)
            _ = renderer.render(atTime: t)
        }
        clock.set(to: t)
        frame()
        let firstScreenCells = list.cellsMade
        let scrollView = list.scrollView

        /// One flick, `direction` +1 scrolling down the list (the finger moving up): each
        /// frame's milliseconds (when `timing`) and data-source calls.
        func flickOnce(_ direction: CGFloat, timing: Bool)
            -> (times: [Double], calls: [Int], written: [Int], moved: [Int], allocations: [Int]) {
            var times: [Double] = [], calls: [Int] = [], written: [Int] = [], moved: [Int] = [], allocations: [Int] = []
            times.reserveCapacity(coastLimit + dragFrames + 2)
            calls.reserveCapacity(coastLimit + dragFrames + 2)
            written.reserveCapacity(coastLimit + dragFrames + 2)
            moved.reserveCapacity(coastLimit + dragFrames + 2)
            allocations.reserveCapacity(coastLimit + dragFrames + 2)
            let x = CGFloat(width) / 2
            var y = direction > 0 ? CGFloat(height) * 0.75 : CGFloat(height) * 0.25
            func step(_ phase: UITouch.Phase?) {
                t += 1.0 / 60
                clock.set(to: t)
                let touches = phase.map { [WindowTouch(finger: 0, phase: $0, location: CGPoint(x: x, y: y), timestamp: t)] } ?? []
                let before = list.dataSourceCalls
                let start = monotonicMilliseconds()
                let madeBefore = HeapAllocations.made
                frame(touches)
                let made = Int(HeapAllocations.made - madeBefore)
                if timing { times.append(monotonicMilliseconds() - start) }
                allocations.append(made)
                calls.append(list.dataSourceCalls - before)
                written.append(renderer.pixelsWritten)
                moved.append(renderer.pixelsMoved)
            }
            step(.began)
            for _ in 0..<dragFrames {
                y -= direction * dragStep
                step(.moved)
            }
            step(.ended)
            var coasted = 0
            while window.hasMotionInProgress && coasted < coastLimit {
                step(nil)
                coasted += 1
            }
            return (times, calls, written, moved, allocations)
        }

        _ = flickOnce(1, timing: false)
        _ = flickOnce(-1, timing: false)
        var times: [Double] = [], calls: [Int] = [], written: [Int] = [], moved: [Int] = [], allocations: [Int] = [], scrolled = 0.0
        for index in 0..<timedFlicks {
            let start = scrollView.contentOffset.y
            let flicked = flickOnce(index % 2 == 0 ? 1 : -1, timing: true)
            times += flicked.times
            calls += flicked.calls
            written += flicked.written
            moved += flicked.moved
            allocations += flicked.allocations
            scrolled += abs(Double(scrollView.contentOffset.y - start))
        }
        renderer.layer = nil
        let sorted = times.sorted()
        let askingTimes = zip(times, calls).filter { $0.1 > 0 }.map(\.0)
        return Row(id: id, name: name, frames: times.count, medianMs: median(times),
                   p99Ms: sorted[max(0, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)],
                   newCellMedianMs: askingTimes.isEmpty ? nil : median(askingTimes),
                   memcpyMs: memcpyMs, medianPixelsWritten: written.sorted()[written.count / 2],
                   medianPixelsMoved: moved.sorted()[moved.count / 2], firstScreenCells: firstScreenCells,
                   cellsMadeAfter: list.cellsMade - firstScreenCells,
                   callsPerFrame: Double(calls.reduce(0, +)) / Double(max(1, calls.count)),
                   mostCallsInAFrame: calls.max() ?? 0, pointsScrolled: scrolled,
                   allocations: AllocationsPerFrame(allocations))
    }

    /// `1000000` as `1 000 000`.
    private static func grouped(_ value: Int) -> String {
        var digits = String(value), result = ""
        while digits.count > 3 {
            result = " " + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return digits + result
    }
}
