extension Kernels {
    /// Draws the frame of a curl between two same-size pictures into `destination`:
    /// `page` curling away over `beneath` (`PageCurl` describes the model). With
    /// `rows`, only those rows of the frame are drawn, the first into the
    /// destination's row 0 (a band composed while it stays in the cache); the
    /// destination is the pictures' width and as many rows tall. It must not share
    /// memory with either picture (the back of the page shows pixels from elsewhere
    /// on it). Pictures must be under 16384 pixels a side.
    ///
    /// `table` keeps the frame's per-pixel terms (`CurlTable`) for the next call: a
    /// caller drawing a frame in bands passes the same table and, as `tableRows`, all
    /// the rows it will draw, so the terms are made once per frame (nil: made for
    /// this call alone).
    public func curl(_ page: BitmapView, over beneath: BitmapView, into destination: BitmapView, _ curl: PageCurl,
                     rows: Range<Int>? = nil, table: CurlTable? = nil, tableRows: Range<Int>? = nil) {
        let width = page.width, height = page.height
        let rows = rows ?? 0 ..< height
        precondition(beneath.width == width && beneath.height == height && destination.width == width
                         && destination.height == rows.count && rows.lowerBound >= 0 && rows.upperBound <= height,
                     "curl: pictures of different sizes")
        precondition(width < 16384 && height < 16384, "curl: pictures larger than 16383 pixels")
        guard width > 0, !rows.isEmpty else { return }
        precondition(!PageCurlKernel.overlap(destination, page) && !PageCurlKernel.overlap(destination, beneath),
                     "curl: the destination shares memory with a picture")
        let progress = curl.progress.isNaN ? 0 : min(1, max(0, curl.progress))
        // `.down` is `.up` played backwards with the pictures swapped.
        let (front, back, p) = curl.direction == .up ? (page, beneath, progress) : (beneath, page, 1 - progress)
        let geometry = CurlGeometry(width: width, height: height, progress: p,
                                    radius: curl.resolvedRadius(width: width, height: height))
        switch implementation {
        case .scalar: PageCurlKernel.scalar(front, over: back, into: destination, rows: rows, geometry)
        case .simd:
            let table = table ?? CurlTable()
            // The terms of `tableRows` within the frame where they hold `rows`, else of `rows`.
            let all = tableRows?.clamped(to: 0 ..< height) ?? rows
            table.prepare(geometry, rows: all.lowerBound <= rows.lowerBound && rows.upperBound <= all.upperBound ? all : rows)
            PageCurlKernel.simd(front, over: back, into: destination, rows: rows, geometry, table: table)
        }
    }
}

/// The two implementations of the page curl.
enum PageCurlKernel {
    /// Every pixel of `rows` through `CurlGeometry.pixel`, the formula as written;
    /// row `y` goes to `dst`'s row `y − rows.lowerBound`.
    static func scalar(_ page: BitmapView, over beneath: BitmapView, into dst: BitmapView, rows: Range<Int>,
                       _ geometry: CurlGeometry) {
        for y in rows {
            let target = dst.row(y - rows.lowerBound)
            for x in 0..<dst.width {
                target[x] = geometry.pixel(x: x, y: y, page: page, beneath: beneath)
            }
        }
    }

    /// Per row: the work span eight pixels at a time (`CurlBlocks`), the pixels left
    /// and right of it copied from the page or from beneath, whichever shows there.
    /// Rows narrower than eight pixels take the formula pixel by pixel. Row `y` goes
    /// to `dst`'s row `y − rows.lowerBound`.
    static func simd(_ page: BitmapView, over beneath: BitmapView, into dst: BitmapView, rows: Range<Int>,
                     _ geometry: CurlGeometry, table: CurlTable) {
        let blocks = CurlBlocks(geometry, table: table, page: page, beneath: beneath)
        let width = dst.width
        for y in rows {
            let target = dst.row(y - rows.lowerBound)
            var span = geometry.workSpan(y: y)
            if span.isEmpty {
                copyShown(0 ..< width, y: y, page, beneath, target, geometry)
                continue
            }
            if width >= 8 && span.count < 8 {
                let end = min(width, max(span.upperBound, span.lowerBound + 8))
                span = end - 8 ..< end
            }
            copyShown(0 ..< span.lowerBound, y: y, page, beneath, target, geometry)
            copyShown(span.upperBound ..< width, y: y, page, beneath, target, geometry)
            if width >= 8 {
                blocks.draw(span, y: y, into: target)
            } else {
                for x in span { target[x] = geometry.pixel(x: x, y: y, page: page, beneath: beneath) }
            }
        }
    }

    /// Copies `columns` of row `y` into `target` (that row's pixels) from the page
    /// where they lie ahead of the axis, else from beneath: what the formula gives
    /// outside the work span.
    private static func copyShown(_ columns: Range<Int>, y: Int, _ page: BitmapView, _ beneath: BitmapView,
                                  _ target: UnsafeMutablePointer<UInt32>, _ geometry: CurlGeometry) {
        if columns.isEmpty { return }
        let source = geometry.isAhead(x: columns.lowerBound, y: y) ? page : beneath
        UnsafeMutableRawPointer(target + columns.lowerBound)
            .copyMemory(from: source.row(y) + columns.lowerBound, byteCount: columns.count * 4)
    }

    /// Whether the pixel memory of two views overlaps (their address ranges meet).
    static func overlap(_ a: BitmapView, _ b: BitmapView) -> Bool {
        let aEnd = a.baseAddress + ((a.height - 1) * a.stride + a.width)
        let bEnd = b.baseAddress + ((b.height - 1) * b.stride + b.width)
        return a.baseAddress < bEnd && b.baseAddress < aEnd
    }
}
