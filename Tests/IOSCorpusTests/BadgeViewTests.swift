@testable import IOSCorpus
import Testing
import UIKit

/// `BadgeView.swift`: `layerClass` as `AnyClass`, a layer subclass with its own property.
@MainActor @Suite struct BadgeViewTests {
    @Test func theViewIsBackedByItsBadgeLayer() {
        let screen = CorpusStage.screen()
        let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        #expect(type(of: badge.layer) == BadgeLayer.self)
        #expect(badge.layer.cornerRadius == 4)
        screen.window.addSubview(badge)
        screen.advance(by: 0)
        #expect(CorpusStage.rgba(screen, 25, 20) == [255, 0, 0, 255])
        // A view's layer never animates implicitly: the new colour shows at the next frame.
        badge.badgeColor = .brandTeal
        screen.advance(by: 0)
        #expect(CorpusStage.rgba(screen, 25, 20) == [46, 196, 182, 255])
        #expect(badge.layer.animationKeys() == nil)
        // The presentation copy is a BadgeLayer too, showing the new colour.
        let presented = badge.layer.presentation()
        #expect(presented is BadgeLayer && presented !== badge.layer)
        #expect(presented?.backgroundColor == UIColor.brandTeal.cgColor)
    }
}
