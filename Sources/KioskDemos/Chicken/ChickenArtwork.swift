import CoreGraphics
import UIKit

/// The demo's pictures, drawn with Core Graphics paths: the chicken (a cartoon hen
/// facing right) and the road (asphalt between verges, edge lines, a dashed centre
/// line). Each is a list of shapes painted in order.
@MainActor enum ChickenArtwork {
    static var grass: UIColor { UIColor(red: 0.55, green: 0.78, blue: 0.38, alpha: 1) }
    static var sky: UIColor { UIColor(red: 0.82, green: 0.91, blue: 1, alpha: 1) }
    static var ink: UIColor { UIColor(red: 0.15, green: 0.13, blue: 0.12, alpha: 1) }

    /// One shape of a picture: an outline, filled and/or stroked.
    struct Shape {
        enum Outline {
            case ellipse(CGRect)
            case rect(CGRect)
            /// A closed polygon.
            case polygon([CGPoint])
            /// An open line through the points.
            case polyline([CGPoint])
        }
        var outline: Outline
        var fill: UIColor?
        var stroke: UIColor?
        var lineWidth: CGFloat = 1

        /// Fills the outline, then strokes it, in `context`.
        @MainActor func draw(in context: CGContext) {
            if let fill {
                addOutline(to: context)
                context.setFillColor(fill.cgColor)
                context.fillPath()
            }
            if let stroke {
                addOutline(to: context)
                context.setStrokeColor(stroke.cgColor)
                context.setLineWidth(lineWidth)
                context.strokePath()
            }
        }

        private func addOutline(to context: CGContext) {
            switch outline {
            case .ellipse(let r): context.addEllipse(in: r)
            case .rect(let r): context.addRect(r)
            case .polygon(let points):
                context.addLines(between: points)
                context.closePath()
            case .polyline(let points): context.addLines(between: points)
            }
        }
    }

    /// Paints `shapes` in order into a new image of `size` points at the screen's scale.
    static func picture(size: CGSize, _ shapes: [Shape]) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { renderer in
            let context = renderer.cgContext
            context.setLineCap(.round)
            context.setLineJoin(.round)
            for shape in shapes { shape.draw(in: context) }
        }
    }

    /// The chicken, drawn for a 62 × 90 point box and scaled to `size`.
    static func chicken(size: CGSize) -> UIImage {
        let white = UIColor(white: 0.99, alpha: 1), red = UIColor(red: 0.87, green: 0.14, blue: 0.1, alpha: 1)
        let orange = UIColor(red: 0.97, green: 0.6, blue: 0.1, alpha: 1)
        let cream = UIColor(red: 0.95, green: 0.9, blue: 0.78, alpha: 1)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: x * size.width / 62, y: y * size.height / 90)
        }
        func box(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(origin: p(x, y), size: CGSize(width: w * size.width / 62, height: h * size.height / 90))
        }
        // Tail, body, neck and head: outlined together first, then filled, so that
        // they read as one silhouette.
        let silhouette: [Shape.Outline] = [
            .polygon([p(12, 48), p(3, 30), p(10, 36), p(9, 25), p(17, 36), p(20, 42)]),
            .ellipse(box(6, 38, 48, 32)),
            .polygon([p(36, 28), p(52, 28), p(50, 44), p(32, 46)]),
            .ellipse(box(34, 12, 20, 20)),
        ]
        let legs: [Shape] = [
            [p(26, 68), p(24, 84)], [p(17, 87), p(24, 84), p(31, 87)], [p(24, 84), p(22, 88)],
            [p(36, 68), p(38, 84)], [p(31, 87), p(38, 84), p(45, 87)], [p(38, 84), p(37, 88)],
        ].map { Shape(outline: .polyline($0), stroke: orange, lineWidth: 2.5) }
        let comb: [Shape] = [box(34, 7, 8, 8), box(39, 3, 9, 9), box(45, 6, 8, 8)]
            .map { Shape(outline: .ellipse($0), fill: red, stroke: ink, lineWidth: 1) }
        return picture(size: size, legs
            + silhouette.map { Shape(outline: $0, stroke: ink, lineWidth: 3) }
            + comb
            + silhouette.map { Shape(outline: $0, fill: white) }
            + [
                Shape(outline: .ellipse(box(17, 47, 25, 14)), fill: cream, stroke: ink, lineWidth: 1.2),
                Shape(outline: .polyline([p(22, 55), p(30, 57), p(38, 54)]), stroke: ink, lineWidth: 0.8),
                Shape(outline: .polygon([p(53, 18), p(61, 23), p(53, 27)]), fill: orange, stroke: ink, lineWidth: 1),
                Shape(outline: .ellipse(box(49.5, 26, 5, 9)), fill: red),
                Shape(outline: .ellipse(box(44, 16, 5, 5)), fill: ink),
                Shape(outline: .ellipse(box(45.5, 17, 1.8, 1.8)), fill: .white),
            ])
    }

    /// The road for a band `size` points wide and tall, running across it: verges of
    /// grass along both edges, white edge lines, and a dashed yellow centre line.
    static func road(size: CGSize) -> UIImage {
        let (w, h) = (size.width, size.height)
        let verge = UIColor(red: 0.42, green: 0.6, blue: 0.28, alpha: 1)
        let asphalt = UIColor(white: 0.32, alpha: 1), paint = UIColor(white: 0.96, alpha: 1)
        let yellow = UIColor(red: 1, green: 0.83, blue: 0.2, alpha: 1)
        let band: [Shape] = [
            Shape(outline: .rect(CGRect(x: 0, y: 0, width: w, height: h)), fill: verge),
            Shape(outline: .rect(CGRect(x: 0, y: 8, width: w, height: h - 16)), fill: asphalt),
            Shape(outline: .polyline([CGPoint(x: 0, y: 12), CGPoint(x: w, y: 12)]), stroke: paint, lineWidth: 2),
            Shape(outline: .polyline([CGPoint(x: 0, y: h - 12), CGPoint(x: w, y: h - 12)]), stroke: paint, lineWidth: 2),
        ]
        let dashes = Swift.stride(from: 8, to: w, by: 40).map { x in
            Shape(outline: .polyline([CGPoint(x: x, y: h / 2), CGPoint(x: x + 20, y: h / 2)]), stroke: yellow, lineWidth: 4)
        }
        // Tufts of grass on the verges, alternating sides.
        let tufts = Swift.stride(from: 6, to: w, by: 26).enumerated().map { i, x in
            let y: CGFloat = i.isMultiple(of: 2) ? 7 : h - 1
            return Shape(outline: .polygon([CGPoint(x: x, y: y), CGPoint(x: x + 3, y: y - 6), CGPoint(x: x + 5, y: y - 2),
                                            CGPoint(x: x + 7, y: y - 7), CGPoint(x: x + 9, y: y)]),
                         fill: UIColor(red: 0.3, green: 0.5, blue: 0.2, alpha: 1))
        }
        return picture(size: size, band + dashes + tufts)
    }
}
