import Raster
import Testing

@Suite struct RectTests {
    @Test func intersectionOfOverlappingRects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: -3, width: 10, height: 6)
        #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 3))
    }

    @Test func disjointRectsIntersectInZero() {
        #expect(Rect(x: 0, y: 0, width: 4, height: 4).intersection(Rect(x: 4, y: 0, width: 4, height: 4)) == .zero)
    }

    @Test func unionIgnoresEmptySides() {
        let a = Rect(x: 2, y: 3, width: 4, height: 5)
        #expect(a.union(.zero) == a)
        #expect(Rect.zero.union(a) == a)
        #expect(a.union(Rect(x: 10, y: 0, width: 1, height: 1)) == Rect(x: 2, y: 0, width: 9, height: 8))
    }

    @Test func subtractingAHoleLeavesFourPiecesCoveringTheRest() {
        let outer = Rect(x: 0, y: 0, width: 10, height: 10)
        let pieces = outer.subtracting(Rect(x: 3, y: 3, width: 4, height: 4))
        #expect(pieces.count == 4)
        #expect(pieces.reduce(0) { $0 + $1.area } == 100 - 16)
        for p in pieces { #expect(!p.intersects(Rect(x: 3, y: 3, width: 4, height: 4))) }
    }
}

@Suite struct RegionTests {
    @Test func overlappingRectsCountEachPixelOnce() {
        var damage = Region()
        damage.formUnion(Rect(x: 0, y: 0, width: 40, height: 40))
        damage.formUnion(Rect(x: 20, y: 20, width: 40, height: 40))
        #expect(damage.area == 40 * 40 * 2 - 20 * 20)
        #expect(damage.bounds == Rect(x: 0, y: 0, width: 60, height: 60))
        #expect(damage.contains(x: 59, y: 59))
        #expect(!damage.contains(x: 59, y: 0))
    }

    @Test func rectsOfARegionAreDisjoint() {
        var damage = Region()
        for i in 0..<6 { damage.formUnion(Rect(x: i * 7, y: i * 3, width: 20, height: 15)) }
        for (i, a) in damage.rects.enumerated() {
            for b in damage.rects[(i + 1)...] { #expect(!a.intersects(b)) }
        }
    }

    @Test func aContainedRectAddsNothing() {
        var damage = Region(Rect(x: 0, y: 0, width: 100, height: 100))
        damage.formUnion(Rect(x: 10, y: 10, width: 5, height: 5))
        #expect(damage.rects == [Rect(x: 0, y: 0, width: 100, height: 100)])
    }

    @Test func tooManyPiecesCoarsenToTheBoundingBox() {
        var damage = Region()
        damage.maximumRectCount = 4
        for i in 0..<5 { damage.formUnion(Rect(x: i * 10, y: 0, width: 2, height: 2)) }
        #expect(damage.rects == [Rect(x: 0, y: 0, width: 42, height: 2)])
    }

    @Test func intersectionClipsEveryPiece() {
        var damage = Region(Rect(x: 0, y: 0, width: 10, height: 10))
        damage.formUnion(Rect(x: 20, y: 0, width: 10, height: 10))
        let clipped = damage.intersection(Rect(x: 5, y: 5, width: 20, height: 20))
        #expect(clipped.area == 25 + 25)
    }

    @Test func aNewRectIsCutByEachStoredRectInTurn() {
        var damage = Region(Rect(x: 0, y: 0, width: 10, height: 10))
        damage.formUnion(Rect(x: 20, y: 0, width: 10, height: 10))
        damage.formUnion(Rect(x: 5, y: 5, width: 20, height: 10))
        // The first stored rect leaves a band below it and a piece to its right; the
        // second cuts that piece's right end off.
        #expect(damage.rects == [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 20, y: 0, width: 10, height: 10),
                                 Rect(x: 5, y: 10, width: 20, height: 5), Rect(x: 10, y: 5, width: 10, height: 5)])
    }

    @Test func formIntersectionCutsAndDropsPiecesInPlace() {
        var damage = Region(Rect(x: 0, y: 0, width: 10, height: 10))
        damage.formUnion(Rect(x: 20, y: 0, width: 10, height: 10))
        damage.formIntersection(Rect(x: 2, y: 1, width: 13, height: 4))
        #expect(damage.rects == [Rect(x: 2, y: 1, width: 8, height: 4)])
        damage.formIntersection(Rect(x: 50, y: 50, width: 1, height: 1))
        #expect(damage.isEmpty)
    }

    @Test func equalityIsBySetOfPixelsNotBySplit() {
        var a = Region(Rect(x: 0, y: 0, width: 10, height: 5))
        a.formUnion(Rect(x: 0, y: 5, width: 10, height: 5))
        #expect(a == Region(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(a != Region(Rect(x: 0, y: 0, width: 10, height: 9)))
    }
}

@Suite struct BitmapTests {
    @Test func subviewSharesMemoryWithItsBitmap() {
        let bitmap = Bitmap(width: 8, height: 4, stride: 11)
        let sub = bitmap.view.view(of: Rect(x: 3, y: 1, width: 10, height: 10))
        #expect(sub.width == 5 && sub.height == 3 && sub.stride == 11)
        sub[0, 0] = .white
        #expect(bitmap[3, 1] == .white)
        #expect(bitmap[2, 1] == .clear)
    }

    @Test func premultiplyingRoundsToNearest() {
        let p = Pixel.premultiplying(red: 255, green: 128, blue: 1, alpha: 128)
        #expect(p == Pixel(red: 128, green: 64, blue: 1, alpha: 128))
        #expect(p.rawValue == 0x8080_4001)
    }

    @Test func multiplyIsCorrectlyRoundedEverywhere() {
        for a in UInt32(0)...255 {
            for b in UInt32(0)...255 {
                let exact = (Double(a) * Double(b) / 255).rounded()
                #expect(Pixel.multiply(a, b) == UInt32(exact))
            }
        }
    }
}

@Suite struct TransformTests {
    @Test func affineInverseUndoesTheMap() throws {
        let t = Affine2D.rotation(cos: 0.6, sin: 0.8).concatenating(.translation(x: 5, y: -2))
        let inv = try #require(t.inverted())
        let p = t.apply(x: 3, y: 7), q = inv.apply(x: p.x, y: p.y)
        #expect(abs(q.x - 3) < 1e-12 && abs(q.y - 7) < 1e-12)
    }

    @Test func homographyMapsTheRectangleCornersOntoTheQuad() throws {
        let h = try #require(Homography.mapping(width: 64, height: 64, to: (16, 8), (48, 8), (64, 56), (0, 56)))
        let corners = [(0.0, 0.0, 16.0, 8.0), (64, 0, 48, 8), (64, 64, 64, 56), (0, 64, 0, 56)]
        for (x, y, ex, ey) in corners {
            let p = h.apply(x: x, y: y)
            #expect(abs(p.x - ex) < 1e-9 && abs(p.y - ey) < 1e-9)
        }
    }

    @Test func degenerateQuadHasNoHomography() {
        #expect(Homography.mapping(width: 10, height: 10, to: (0, 0), (0, 0), (0, 0), (0, 0)) == nil)
    }

    @Test func rotationMapsRectsLikePoints() {
        let r = Rect(x: 1, y: 2, width: 3, height: 4)
        for rotation in Rotation.allCases {
            let mapped = rotation.map(r, width: 10, height: 20)
            let corner = rotation.map(x: r.x, y: r.y, width: 10, height: 20)
            #expect(mapped.contains(x: corner.x, y: corner.y))
            #expect(mapped.area == r.area)
        }
    }
}
