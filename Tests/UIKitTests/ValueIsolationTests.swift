import CoreGraphics
import Foundation
import Raster
import Testing
import UIKit

/// A brand colour in a global let: it compiles in Swift 6 only because UIColor is Sendable.
private let brandOrange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)

/// Colours, fonts and images are isolated to no actor and Sendable, as in Apple's SDK:
/// palettes, global lets and helpers make and share them anywhere (this file compiles in
/// Swift 6 with no warning).
@Suite struct ValueIsolationTests {
    /// What a helper made off the main actor.
    struct Made: Sendable {
        var faded: UIColor
        var components: [CGFloat]
        var font: UIFont
        var imageSize: CGSize
        var caps: UIEdgeInsets
    }

    @Test func coloursFontsAndImagesAreMadeOffTheMainActorAndShared() async throws {
        let made = await Task.detached { () -> Made in
            let faded = brandOrange.withAlphaComponent(0.25)
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = faded.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            let image = UIImage(cgImage: CGImage(bitmap: Bitmap(width: 30, height: 20)), scale: 2)
            let caps = image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).capInsets
            return Made(faded: faded, components: [red, green, blue, alpha],
                        font: UIFont.boldSystemFont(ofSize: 20), imageSize: image.size, caps: caps)
        }.value
        #expect(made.components == [1, 0.5, 0, 0.25])
        #expect(made.faded == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(made.font.pointSize == 20)
        #expect(made.imageSize == CGSize(width: 15, height: 10))
        #expect(made.caps == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
