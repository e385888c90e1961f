@testable import IOSCorpus
import Testing
@testable import UIKit

/// `QuantityKeypadViewController.swift`: a Done toolbar as the number pad's accessory
/// view, and a field that moves up with the keyboard's frame notifications.
@MainActor @Suite struct QuantityKeypadViewControllerTests {
    @Test func theFieldRidesAboveTheKeypadAndItsDoneButton() {
        let screen = CorpusStage.screen(width: 320, height: 480)
        screen.window.showsOnScreenKeyboard = true
        let controller = QuantityKeypadViewController()
        var quantities: [Int] = []
        controller.onDone = { quantities.append($0) }
        screen.window.rootViewController = controller
        screen.advance(by: 0)
        #expect(controller.quantityField.frame.minY == 420)
        screen.tap(at: CGPoint(x: 160, y: 440))
        #expect(controller.quantityField.isFirstResponder)
        screen.advance(by: 0.3)
        // The number pad (216) and the toolbar (44) cover 260 points: the field sits 60 above.
        #expect(controller.quantityField.frame.minY == 160)
        #expect(controller.toolbar.frame.size == CGSize(width: 320, height: 44))
        #expect(controller.toolbar.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 220))
        // 1, 2 on the pad: row one, columns one and two (keys 98.7 points wide from x = 6).
        screen.tap(at: CGPoint(x: 55, y: 291))
        screen.tap(at: CGPoint(x: 160, y: 291))
        #expect(controller.quantityField.text == "12")
        // Done, at the toolbar's right end.
        screen.tap(at: CGPoint(x: 290, y: 242))
        #expect(quantities == [12])
        screen.advance(by: 0.3)
        #expect(!controller.quantityField.isFirstResponder)
        #expect(controller.quantityField.frame.minY == 420)
        #expect(CorpusStage.rgba(screen, 160, 300) == [255, 255, 255, 255])
    }
}
