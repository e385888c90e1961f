import Raster

/// Draw items moved by whole device pixels, and cut to a rectangle: what a
/// scrolled frame's moved pixels show (see `ScrollMove`).
extension DrawItem {
    /// This item moved by (`dx`, `dy`) device pixels. Where the moved item might not
    /// draw exactly this item's pixels moved (a warped or transition bitmap, a blur,
    /// shapes off the grid on which `Float` sums are exact), its bounds are added to
    /// `inexact`: those pixels must be drawn, not moved.
    func shifted(dx: Int, dy: Int, inexact: inout Region) -> DrawItem {
        var moved = self
        moved.bounds = bounds.offsetBy(dx: dx, dy: dy)
        moved.clip = clip?.offsetBy(dx: dx, dy: dy)
        var exact = true
        switch paint {
        case let .shapes(shapes, color):
            let (fx, fy) = (Float(dx), Float(dy))
            exact = shapes.allSatisfy { Self.isOnExactGrid($0, dx: dx, dy: dy) }
            var shifted = RoundedRects()
            for s in shapes { shifted.append(RoundedRect(x: s.x + fx, y: s.y + fy, width: s.width, height: s.height, radius: s.radius)) }
            moved.paint = .shapes(shifted, color: color)
        case let .image(image):
            let (paint, movesExactly) = image.shifted(dx: dx, dy: dy)
            moved.paint = .image(paint)
            exact = movesExactly
        case let .group(group):
            let items = group.items.map { $0.shifted(dx: dx, dy: dy, inexact: &inexact) }
            let mask = group.mask.map { $0.shifted(dx: dx, dy: dy) }
            moved.paint = .group(GroupPaint(items: items, mask: mask?.paint))
            exact = mask?.exact ?? true
        case .backdrop:
            exact = false
        }
        if !exact { inexact.formUnion(moved.bounds) }
        return moved
    }

    /// This item drawing only inside `rect` (nil when nothing is left): a group's
    /// items are cut too, so that items cut by different clips compare alike.
    func cut(to rect: Rect) -> DrawItem? {
        var cut = self
        cut.bounds = bounds.intersection(rect)
        if cut.bounds.isEmpty { return nil }
        cut.clip = clip.map { $0.intersection(rect) } ?? rect
        if case let .group(group) = paint {
            cut.paint = .group(GroupPaint(items: group.items.compactMap { $0.cut(to: rect) }, mask: group.mask))
        }
        return cut
    }

    /// Whether the item paints one opaque colour on every pixel of `area`: one
    /// square-cornered rectangle covering it, opaque, unclipped there. Moving such
    /// pixels inside `area` changes none of them.
    func paintsUniformly(_ area: Rect) -> Bool {
        guard opacity == 255, case let .shapes(shapes, color) = paint, shapes.count == 1, color.alpha == 255,
              bounds.contains(area), clip.map({ $0.contains(area) }) ?? true else { return false }
        let s = shapes[0]
        return (s.radius == 0 || s.radius.isNaN) && Double(s.x) <= Double(area.minX) && Double(s.y) <= Double(area.minY)
            && Double(s.x) + Double(s.width) >= Double(area.maxX) && Double(s.y) + Double(s.height) >= Double(area.maxY)
    }

    /// Whether `shape` and its move by (`dx`, `dy`) lie on a grid of 1/64 pixel within
    /// ±2¹⁵: the coverage formula's sums and differences are then exact in `Float`, so
    /// each pixel's coverage moves unchanged with it.
    static func isOnExactGrid(_ s: RoundedRect, dx: Int, dy: Int) -> Bool {
        func onGrid(_ v: Float) -> Bool { v.isFinite && abs(v) < 32768 && (v * 64).rounded() == v * 64 }
        return onGrid(s.x) && onGrid(s.y) && onGrid(s.width) && onGrid(s.height)
            && onGrid(s.x + Float(dx)) && onGrid(s.y + Float(dy))
            && onGrid(s.x + s.width + Float(dx)) && onGrid(s.y + s.height + Float(dy))
    }
}

extension ImagePaint {
    /// The bitmap moved by (`dx`, `dy`) device pixels, and whether the move draws
    /// exactly its pixels moved: a bitmap placed by whole pixels before and after.
    func shifted(dx: Int, dy: Int) -> (paint: ImagePaint, exact: Bool) {
        var moved = self
        moved.placement = placement.concatenating(.translation(Double(dx), Double(dy)))
        guard case .bitmap = source,
              case let .translation(x, y)? = Placement(placement),
              case let .translation(movedX, movedY)? = Placement(moved.placement) else { return (moved, false) }
        return (moved, movedX == x + dx && movedY == y + dy)
    }

    /// How far this bitmap lies from where `earlier` put it, in whole device pixels,
    /// when both place the same pixels by whole pixels (nil otherwise).
    func offset(from earlier: ImagePaint) -> (dx: Int, dy: Int)? {
        guard crop == earlier.crop, case let .bitmap(a) = source, case let .bitmap(b) = earlier.source, a === b,
              case let .translation(x, y)? = Placement(placement),
              case let .translation(x0, y0)? = Placement(earlier.placement) else { return nil }
        return (x - x0, y - y0)
    }
}
