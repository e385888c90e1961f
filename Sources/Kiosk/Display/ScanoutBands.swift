import QuartzCore
import Raster

/// The copy of a frame's rectangles to scanout memory, cut into bands of destination
/// rows that render workers convert at once. Each destination byte is still written
/// once, by one thread, as the one-thread copy writes it; bands are whole rows of
/// scanout memory (turned pictures included), so no two threads share a cache line.
enum ScanoutBands {
    /// Calls `copy(rect)` for source rectangles that together are exactly `rects`
    /// (of a `width × height` picture turned by `rotation`): each rectangle as one
    /// piece with one thread, else cut where its destination rows are cut by `RowBands`.
    static func copy(_ rects: [Rect], width: Int, height: Int, rotation: Rotation, workers: RenderWorkers,
                     _ copy: (Rect) -> Void) {
        guard workers.threadCount > 1 else {
            for rect in rects { copy(rect) }
            return
        }
        for rect in rects {
            let target = rotation.map(rect, width: width, height: height)
            let bands = RowBands(covering: target, threads: workers.threadCount)
            workers.run(bands.count) { band, _ in
                let rows = bands.rows(of: band)
                let part = target.intersection(Rect(x: target.minX, y: rows.lowerBound, width: target.width, height: rows.count))
                if !part.isEmpty { copy(source(of: part, rotation: rotation, width: width, height: height)) }
            }
        }
    }

    /// The source rectangle (of a `width × height` picture) that `rotation` turns into `target`.
    static func source(of target: Rect, rotation: Rotation, width: Int, height: Int) -> Rect {
        let inverse: Rotation
        switch rotation {
        case .degrees0: inverse = .degrees0
        case .degrees90: inverse = .degrees270
        case .degrees180: inverse = .degrees180
        case .degrees270: inverse = .degrees90
        }
        return rotation.swapsAxes ? inverse.map(target, width: height, height: width)
                                  : inverse.map(target, width: width, height: height)
    }
}
