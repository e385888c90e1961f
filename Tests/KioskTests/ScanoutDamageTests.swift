@testable import Kiosk
import Raster
import Testing

/// Which rectangles a present copies into each scanout buffer, and where they land turned.
@Suite struct ScanoutDamageTests {
    static let bounds = Rect(x: 0, y: 0, width: 100, height: 50)

    @Test func eachBufferGetsTheWholePictureFirstThenOnlyWhatItLacks() {
        var damage = ScanoutDamage(bufferCount: 2, bounds: Self.bounds)
        let a = Rect(x: 10, y: 10, width: 5, height: 5), b = Rect(x: 60, y: 20, width: 10, height: 4)
        #expect(damage.write(Region(a), into: 1) == [Self.bounds])   // never written: everything
        #expect(damage.write(Region(b), into: 0) == [Self.bounds])
        // Buffer 1 lacks frame 2's damage (b) and gets frame 3's (a) too.
        #expect(Region(rects: damage.write(Region(a), into: 1)) == Region(rects: [b, a]))
        // Buffer 0 lacks frame 3's damage; frame 4 has none.
        #expect(damage.write(Region(), into: 0) == [a])
        #expect(damage.write(Region(), into: 1) == [])
    }

    @Test func aTripleBufferLacksTwoFramesOfDamage() {
        var damage = ScanoutDamage(bufferCount: 3, bounds: Self.bounds)
        for i in 0..<3 { _ = damage.write(Region(), into: i) }
        let frames = [Rect(x: 0, y: 0, width: 4, height: 4), Rect(x: 20, y: 0, width: 4, height: 4),
                      Rect(x: 40, y: 0, width: 4, height: 4)]
        _ = damage.write(Region(frames[0]), into: 0)
        _ = damage.write(Region(frames[1]), into: 1)
        #expect(Region(rects: damage.write(Region(frames[2]), into: 2)) == Region(rects: frames))
        #expect(Region(rects: damage.write(Region(), into: 0)) == Region(rects: [frames[1], frames[2]]))
    }

    @Test func damageOutsideThePictureIsClipped() {
        var damage = ScanoutDamage(bufferCount: 2, bounds: Self.bounds)
        _ = damage.write(Region(), into: 0)
        _ = damage.write(Region(), into: 1)
        #expect(damage.write(Region(Rect(x: 90, y: 45, width: 30, height: 30)), into: 0)
                == [Rect(x: 90, y: 45, width: 10, height: 5)])
        damage.invalidateAll()
        #expect(damage.write(Region(), into: 1) == [Self.bounds])
    }

    @Test func theOutputPassTurnsEachCopy() {
        // A 10×5 rectangle at the top-left of a 100×50 picture.
        let rect = Rect(x: 0, y: 0, width: 10, height: 5)
        let turned = { (rotation: Rotation) in ScanoutCopy(rect, width: 100, height: 50, rotation: rotation) }
        #expect(turned(.degrees0).destination == rect)
        #expect(turned(.degrees90).destination == Rect(x: 45, y: 0, width: 5, height: 10))   // the top-right
        #expect(turned(.degrees180).destination == Rect(x: 90, y: 45, width: 10, height: 5)) // the bottom-right
        #expect(turned(.degrees270).destination == Rect(x: 0, y: 90, width: 5, height: 10))  // the bottom-left
        #expect(turned(.degrees0).rows == 0..<5)
        #expect(turned(.degrees90).rows == 0..<10)
        #expect(turned(.degrees270).rows == 90..<100)
        #expect(turned(.degrees90).bytes(in: .xrgb8888) == 200)
        #expect(turned(.degrees90).bytes(in: .rgb565) == 100)
    }
}

extension Region {
    /// The union of `rects`, for comparing copy lists whatever their split and order.
    init(rects: [Rect]) {
        self.init()
        for rect in rects { formUnion(rect) }
    }
}
