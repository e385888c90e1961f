import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// Transition frames drawn straight onto the frame, without a picture-sized
/// scratch, are exactly the whole picture composed and then composited
/// source-over with the layer's opacity: through a clip, at an offset, band by
/// band (the layer is wider than a band's 64 KB allows for all its rows), with
/// both kernel implementations.
@Suite struct TransitionDrawingTests {
    static let width = 520, height = 40
    /// A band holds 16384 / 520 = 31 rows, so a 40-row layer is drawn in two bands.
    static let before = picture(seed: 1), after = picture(seed: 2)
    static let kinds = TransitionKind.all + TransitionKind.flipsAndCurls

    /// Partial alpha everywhere, so that source-over differs from a copy.
    static func picture(seed: Int) -> CGImage {
        Fixture.image(width: width, height: height) { x, y in
            Pixel.premultiplying(red: UInt8((x * 7 + seed * 40) & 255), green: UInt8((y * 13 + x) & 255),
                                 blue: UInt8(seed * 90), alpha: UInt8(80 + (x + 3 * y + seed) % 176))
        }
    }

    static func frame(_ kind: TransitionKind, at progress: Double) -> TransitionFrame {
        TransitionFrame(snapshotID: 1, before: before, after: after, type: kind.type, subtype: kind.subtype,
                        progress: progress)
    }

    /// `frame`'s whole picture composed with the scalar kernels, then composited
    /// onto `canvas` with its top-left at (`x`, `y`), inside `clip` (canvas pixels).
    static func composedThenComposited(_ frame: TransitionFrame, onto canvas: Bitmap, x: Int, y: Int, clip: Rect,
                                       opacity: UInt8) {
        let picture = Bitmap(width: width, height: height)
        picture.withView { TransitionCompositing.compose(frame, into: $0, kernels: .scalar) }
        let area = clip.intersection(Rect(x: x, y: y, width: width, height: height)).intersection(canvas.bounds)
        picture.withView { whole in
            canvas.withView { target in
                _ = Kernels.scalar.composite(whole.view(of: area.offsetBy(dx: -x, dy: -y)), onto: target.view(of: area),
                                             x: 0, y: 0, opacity: opacity)
            }
        }
    }

    /// A canvas of partly transparent stripes, what the frame has under the layer.
    static func canvas() -> Bitmap {
        let canvas = Bitmap(width: 540, height: 50)
        for y in 0..<50 {
            for x in 0..<540 {
                canvas[x, y] = Pixel.premultiplying(red: 200, green: UInt8(x & 255), blue: 40, alpha: UInt8(150 + (y % 4) * 35))
            }
        }
        return canvas
    }

    @Test(arguments: kinds, [false, true])
    func drawingOntoTheFrameMatchesComposingThenCompositing(kind: TransitionKind, simd: Bool) {
        let frame = Self.frame(kind, at: 0.3)
        let clip = Rect(x: 3, y: 2, width: 500, height: 37) // layer pixels
        let expected = Self.canvas(), actual = Self.canvas()
        Self.composedThenComposited(frame, onto: expected, x: 7, y: 5, clip: clip.offsetBy(dx: 7, dy: 5), opacity: 153)
        actual.withView { canvas in
            TransitionCompositing.draw(frame, onto: canvas.view(of: Rect(x: 7, y: 5, width: Self.width, height: Self.height)),
                                       clip: clip, opacity: 153,
                                       scratch: TransitionScratch(width: Self.width, height: Self.height),
                                       kernels: simd ? .simd : .scalar)
        }
        #expect(firstDifference(actual, expected) == nil)
    }

    /// Snapshots known to be opaque, at full opacity, are copied and composed straight
    /// onto the frame (source-over would copy them): the same pixels, across the whole
    /// layer and through a clip narrower than it (where the curls' whole-row bands go
    /// through the scratch); at another opacity they are composited.
    @Test(arguments: kinds, [Rect(x: 0, y: 0, width: 520, height: 40), Rect(x: 3, y: 2, width: 500, height: 37)])
    func opaqueSnapshotsDrawnOntoTheFrameMatchComposingThenCompositing(kind: TransitionKind, clip: Rect) {
        func opaque(_ seed: Int) -> CGImage {
            let image = Fixture.image(width: Self.width, height: Self.height) { x, y in
                Pixel(red: UInt8((x * 7 + seed * 40) & 255), green: UInt8((y * 13 + x) & 255), blue: UInt8(seed * 90), alpha: 255)
            }
            return CGImage(bitmap: image.bitmap, isKnownOpaque: true)
        }
        let frame = TransitionFrame(snapshotID: 1, before: opaque(1), after: opaque(2), type: kind.type,
                                    subtype: kind.subtype, progress: 0.3)
        #expect(frame.isOpaque == (kind.type != .flip))
        for opacity: UInt8 in [255, 153] {
            let expected = Self.canvas(), actual = Self.canvas()
            Self.composedThenComposited(frame, onto: expected, x: 7, y: 5, clip: clip.offsetBy(dx: 7, dy: 5), opacity: opacity)
            actual.withView { canvas in
                TransitionCompositing.draw(frame, onto: canvas.view(of: Rect(x: 7, y: 5, width: Self.width, height: Self.height)),
                                           clip: clip, opacity: opacity,
                                           scratch: TransitionScratch(width: Self.width, height: Self.height),
                                           kernels: .simd)
            }
            #expect(firstDifference(actual, expected) == nil, "opacity \(opacity)")
        }
    }

    /// The compositor draws the layer straight onto the frame when its top-left
    /// pixel is on the frame, through the scratch when it is not (x = −3); either
    /// way, frame after frame, the picture over what lies beneath.
    @Test(arguments: kinds, [7, -3])
    func theCompositorDrawsTheComposedPictureOverWhatLiesBeneath(kind: TransitionKind, x: Int) {
        let green = Pixel(rawValue: 0xFF30_A040)
        let compositor = LayerCompositor(kernels: .simd)
        let target = Bitmap(width: 540, height: 50)
        for progress in [0.3, 0.55] {
            var layer = Fixture.layer(2, x: CGFloat(x), y: 5, width: CGFloat(Self.width), height: CGFloat(Self.height)) {
                $0.opacity = 0.6
            }
            layer.transition = Self.frame(kind, at: progress)
            let root = Fixture.layer(1, x: 0, y: 0, width: 540, height: 50, color: green, sublayers: [layer])
            _ = compositor.render(root, into: target.view, scale: 1)

            let expected = Bitmap(width: 540, height: 50, fill: green)
            Self.composedThenComposited(Self.frame(kind, at: progress), onto: expected, x: x, y: 5, clip: expected.bounds,
                                        opacity: 153)
            #expect(firstDifference(target, expected) == nil, "progress \(progress)")
        }
    }
}
