@_spi(KioskRuntime) import UIKit
import CoreGraphics
import KioskTesting
import Raster
import Testing

/// Labels and buttons in the world's scripts: shaped (Arabic joining, Devanagari
/// conjuncts), ordered right to left where the text is, in fallback fonts where DejaVu
/// has no glyphs, and `natural` alignment on the paragraph's side. Goldens are compared
/// exactly (tolerance 0): FreeType's rasterisation is deterministic.
@MainActor @Suite struct WorldScriptsTests {
    static let lines = [
        "مرحبا بكم في المعرض",        // Arabic: "welcome to the exhibition"
        "שער 12, קומה 3",            // Hebrew with numbers: "gate 12, floor 3"
        "नमस्ते, स्वागत है",            // Hindi: "hello, welcome"
        "欢迎光临，请登记",             // Chinese: "welcome, please sign in"
        "Check-in تسجيل 2024 ✓",    // mixed Latin, Arabic and numbers
    ]

    /// A 200-point-wide label per line, stacked 30 points apart.
    func labels(_ configure: (UILabel) -> Void = { _ in }) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 160))
        for (i, line) in Self.lines.enumerated() {
            let label = UILabel(frame: CGRect(x: 10, y: 5 + CGFloat(i) * 30, width: 200, height: 28))
            label.text = line
            label.backgroundColor = .white
            configure(label)
            root.addSubview(label)
        }
        return root
    }

    /// The columns of `bitmap` in `rows` that are darker than mid grey: where text is drawn.
    func inkColumns(_ bitmap: Bitmap, rows: Range<Int>) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for x in 0..<bitmap.width where rows.contains(where: { Pixel(rawValue: bitmap.view.row($0)[x]).green < 100 }) {
            columns.append(x)
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    @Test func naturalAlignmentPutsRightToLeftLinesOnTheRight() {
        let bitmap = ContentTestSupport.render(labels(), size: CGSize(width: 220, height: 160))
        // Each label spans x 10…210: Arabic and Hebrew end at its right edge, the others start at its left.
        let ink = (0..<5).map { inkColumns(bitmap, rows: 5 + $0 * 30..<33 + $0 * 30) }
        #expect(ink.map { $0.map { "\($0.lowerBound)…\($0.upperBound)" } ?? "none" }
            == ["52…208", "87…208", "10…109", "11…144", "11…202"])
        expectMatchesGolden(bitmap, named: "labels-world-scripts", in: ContentTestSupport.goldens)
    }

    @Test func forcingADirectionSetsTheBaseDirectionAndTheNaturalSide() {
        let rightToLeft = ContentTestSupport.render(labels { $0.semanticContentAttribute = .forceRightToLeft },
                                                    size: CGSize(width: 220, height: 160))
        let ink = (0..<5).map { inkColumns(rightToLeft, rows: 5 + $0 * 30..<33 + $0 * 30) }
        // Every line now ends at the right edge; the mixed line reads "✓ 2024 تسجيل Check-in".
        #expect(ink.map { $0.map { "\($0.lowerBound)…\($0.upperBound)" } ?? "none" }
            == ["52…208", "87…208", "110…209", "75…208", "17…207"])
        expectMatchesGolden(rightToLeft, named: "labels-world-scripts-forced-rtl", in: ContentTestSupport.goldens)
    }

    @Test func buttonTitlesInEveryScript() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 130))
        root.backgroundColor = .white
        for (i, title) in ["تسجيل الدخول", "जमा करें", "确认", "אישור 2"].enumerated() {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10 + CGFloat(i % 2) * 105, y: 10 + CGFloat(i / 2) * 60, width: 95, height: 44)
            button.backgroundColor = UIColor(white: 0.9, alpha: 1)
            button.setTitle(title, for: .normal)
            root.addSubview(button)
            button.layoutIfNeeded()
        }
        let bitmap = ContentTestSupport.render(root, size: CGSize(width: 220, height: 130))
        expectMatchesGolden(bitmap, named: "buttons-world-scripts", in: ContentTestSupport.goldens)
    }
}
