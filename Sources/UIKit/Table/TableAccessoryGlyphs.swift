import CoreGraphics
import Foundation

/// The pictures of UIKit's cell accessories, drawn with paths: the disclosure chevron,
/// the checkmark and the circled "i" of the detail button, each made once per colour.
@MainActor enum TableAccessoryGlyphs {
    /// The chevron's grey (UIKit's systemGray3).
    static let chevronColor = UIColor(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1)
    static let chevronSize = CGSize(width: 8, height: 13)
    static let checkmarkSize = CGSize(width: 14, height: 11)
    static let detailButtonSize = CGSize(width: 22, height: 22)

    private static var made: [String: UIImage] = [:]

    /// A chevron pointing right.
    static func chevron() -> UIImage {
        image("chevron", size: chevronSize, color: chevronColor) { cg in
            cg.addLines(between: [CGPoint(x: 1.5, y: 1.5), CGPoint(x: 6.5, y: 6.5), CGPoint(x: 1.5, y: 11.5)])
            cg.strokePath()
        }
    }

    static func checkmark(_ color: UIColor) -> UIImage {
        image("checkmark", size: checkmarkSize, color: color) { cg in
            cg.addLines(between: [CGPoint(x: 1.5, y: 6), CGPoint(x: 5, y: 9.5), CGPoint(x: 12.5, y: 1.5)])
            cg.strokePath()
        }
    }

    /// A circle with an "i": a dot over a stem.
    static func detailButton(_ color: UIColor) -> UIImage {
        image("detail", size: detailButtonSize, color: color) { cg in
            cg.setLineWidth(1.5)
            cg.addEllipse(in: CGRect(x: 1.75, y: 1.75, width: 18.5, height: 18.5))
            cg.strokePath()
            cg.fillEllipse(in: CGRect(x: 9.75, y: 5.25, width: 2.5, height: 2.5))
            cg.fill(CGRect(x: 10, y: 9, width: 2, height: 8))
        }
    }

    /// The glyph `name` in `color`, stroked 2 points wide with round ends unless `draw` says otherwise.
    private static func image(_ name: String, size: CGSize, color: UIColor, draw: (CGContext) -> Void) -> UIImage {
        let c = color.cgColor
        let key = "\(name) \(c.red) \(c.green) \(c.blue) \(c.alpha)"
        if let image = made[key] { return image }
        let image = UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            cg.setStrokeColor(c)
            cg.setFillColor(c)
            cg.setLineWidth(2)
            cg.setLineCap(.round)
            cg.setLineJoin(.round)
            draw(cg)
        }
        made[key] = image
        return image
    }
}
