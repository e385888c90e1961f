@_spi(KioskRuntime) import UIKit
import CoreGraphics
import KioskTesting
import QuartzCore
import Raster
import Testing

@MainActor @Suite struct LabelTests {
    private let goldens = ContentTestSupport.goldens

    /// A label at (x, y) of `width` × `height` showing `text`.
    private func label(_ text: String, x: CGFloat = 0, y: CGFloat = 0, width: CGFloat, height: CGFloat) -> UILabel {
        let label = UILabel(frame: CGRect(x: x, y: y, width: width, height: height))
        label.text = text
        return label
    }

    /// The label's contents image.
    private func contents(_ label: UILabel) -> CGImage? { label.layer.contents as? CGImage }

    @Test func defaultsAreIOSs() {
        let label = UILabel()
        #expect(label.text == nil && label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .black)
        #expect(label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail && label.numberOfLines == 1)
        #expect(!label.isUserInteractionEnabled)
        label.font = UIFont.boldSystemFont(ofSize: 30)
        label.textColor = .red
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .black)
    }

    @Test func sizeThatFitsIsTheTextsAdvanceByTheLineHeight() throws {
        // DejaVu Sans at 17 px: "Hello, World!" advances 109 px; lines are 20 px apart.
        let face = try FontFace.system()
        #expect(face.advance(of: "Hello, World!", pixelSize: 17) == 109 && face.metrics(pixelSize: 17).lineHeight == 20)
        let label = label("Hello, World!", width: 30, height: 10)
        #expect(label.sizeThatFits(.zero) == CGSize(width: 109, height: 20))
        // One line keeps all its text whatever the width offered; the height is ignored.
        #expect(label.sizeThatFits(CGSize(width: 50, height: 5)) == CGSize(width: 109, height: 20))
        #expect(label.intrinsicContentSize == CGSize(width: 109, height: 20))
        label.text = ""
        #expect(label.sizeThatFits(.zero) == .zero)
    }

    @Test func multiLineLabelsWrapAtTheWidthOffered() throws {
        let face = try FontFace.system()
        let hello = face.advance(of: "Hello,", pixelSize: 17), world = face.advance(of: "World!", pixelSize: 17)
        #expect([hello, world] == [48, 56])
        let label = label("Hello, World!", width: 30, height: 10)
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 56, height: 40))
        #expect(label.sizeThatFits(CGSize(width: 0, height: 0)) == CGSize(width: 109, height: 20))
        #expect(label.intrinsicContentSize == CGSize(width: 109, height: 20))
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize == CGSize(width: 56, height: 40))
        label.text = "Hello, World! Hello, World!"
        label.numberOfLines = 3
        // "Hello," "World!" and the rest truncated to fill the 60 points.
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 60, height: 60))
    }

    @Test func sizeToFitKeepsTheOrigin() {
        let label = label("Hello, World!", x: 5, y: 6, width: 0, height: 0)
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 5, y: 6, width: 109, height: 20))
        #expect(contents(label).map { [$0.width, $0.height] } == [109, 20])
    }

    @Test func sizesAreWholePixelsOfTheWindowsScale() {
        // At 34 px the text advances 220 px: 110 points on a scale-2 screen.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let label = label("Hello, World!", width: 120, height: 30)
        #expect(contents(label).map { [$0.width, $0.height] } == [120, 30])
        window.addSubview(label)
        #expect(label.sizeThatFits(.zero) == CGSize(width: 110, height: 20))
        #expect(contents(label).map { [$0.width, $0.height] } == [240, 60])
        #expect(label.layer.contentsScale == 2)
    }

    @Test func textIsCentredVertically() throws {
        // A 109 × 40 label: its one 20-point line is drawn 10 points down, exactly as
        // the text laid out on its own, and nothing else is drawn.
        let label = label("Hello, World!", width: 109, height: 40)
        let layout = TextLayout(text: "Hello, World!", font: try FontFace.system(), fontSize: 17, width: 109,
                                numberOfLines: 1)
        let alone = Bitmap(width: 109, height: 20)
        layout.draw(into: alone.view, at: .zero, color: .black)
        let image = try #require(contents(label))
        #expect(image.width == 109 && image.height == 40)
        var inked = 0
        for y in 0..<40 {
            for x in 0..<109 {
                let expected = (10..<30).contains(y) ? alone[x, y - 10] : .clear
                if image.bitmap[x, y] != expected { Issue.record("pixel (\(x), \(y))"); return }
                if expected != .clear { inked += 1 }
            }
        }
        #expect(inked > 300)
    }

    @Test func theTextIsDrawnAgainOnlyWhenWhatItShowsChanges() throws {
        let label = label("Kiosk", width: 80, height: 30)
        let first = try #require(contents(label))
        label.text = "Kiosk"
        label.center = CGPoint(x: 100, y: 100)
        label.alpha = 0.5
        label.backgroundColor = .yellow
        label.frame = CGRect(x: 3, y: 4, width: 80, height: 30)
        #expect(contents(label) === first)
        var images = [first]
        for change in [{ label.textColor = .blue }, { label.textAlignment = .center }, { label.font = .boldSystemFont(ofSize: 17) },
                       { label.bounds.size.width = 90 }, { label.text = "Kiosk!" }, { label.lineBreakMode = .byClipping },
                       { label.numberOfLines = 2 }] as [() -> Void] {
            change()
            let image = try #require(contents(label))
            #expect(!images.contains { $0 === image })
            images.append(image)
        }
        label.text = nil
        #expect(contents(label) == nil)
    }

    @Test func aSingleLineLabelGolden() {
        let label = label("Hello, World!", x: 4, y: 4, width: 112, height: 24)
        expectMatchesGolden(ContentTestSupport.render(label, size: CGSize(width: 120, height: 32)),
                            named: "label-single-line", in: goldens)
    }

    @Test func aMultiLineCentredLabelGolden() {
        let label = label("The quick brown fox jumps over the lazy dog.", x: 4, y: 4, width: 112, height: 88)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.textAlignment = .center
        label.textColor = .blue
        label.backgroundColor = .white
        expectMatchesGolden(ContentTestSupport.render(label, size: CGSize(width: 120, height: 96)),
                            named: "label-multi-line-centred", in: goldens)
    }

    @Test func aTruncatedLabelGolden() {
        // Tail, head and middle truncation of one line, each in 100 points.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 84))
        for (i, mode) in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].enumerated() {
            let line = label("Truncated in the middle of a sentence", x: 10, y: 4 + CGFloat(i) * 26, width: 100, height: 24)
            line.lineBreakMode = mode
            line.backgroundColor = .white
            root.addSubview(line)
        }
        expectMatchesGolden(ContentTestSupport.render(root, size: CGSize(width: 120, height: 84)),
                            named: "label-truncated", in: goldens)
    }

    @Test func aLabelShowsOnlyTheLinesItsHeightHolds() {
        // numberOfLines 0 asks for every line, but 44 points hold two: the second ends in "…".
        let label = label("One two three four five six seven eight nine ten", x: 10, y: 4, width: 100, height: 44)
        label.numberOfLines = 0
        label.backgroundColor = .white
        expectMatchesGolden(ContentTestSupport.render(label, size: CGSize(width: 120, height: 52)),
                            named: "label-lines-fitting-height", in: goldens)
    }

    @Test func aLabelAtScale2Golden() {
        let label = label("Kiosk", x: 4, y: 4, width: 52, height: 24)
        label.textAlignment = .right
        label.textColor = UIColor(red: 0.8, green: 0, blue: 0, alpha: 1)
        label.backgroundColor = .white
        expectMatchesGolden(ContentTestSupport.render(label, size: CGSize(width: 60, height: 32), scale: 2),
                            named: "label-scale-2", in: goldens)
    }
}
