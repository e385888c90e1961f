@testable import IOSCorpus
import Testing
import UIKit

/// `FruitSearchViewController.swift`: filtering on `.editingChanged`, the clear
/// button, the search key resigning.
@MainActor @Suite struct FruitSearchViewControllerTests {
    @Test func typingFiltersAndTheClearButtonResets() {
        let screen = CorpusStage.screen(width: 240, height: 200)
        let controller = FruitSearchViewController()
        screen.window.rootViewController = controller
        screen.advance(by: 0)
        let field = controller.searchField
        #expect(field.frame == CGRect(x: 12, y: 12, width: 216, height: 36))
        #expect(controller.results.count == 6)
        // The left view: a grey disc at the field's left edge.
        #expect(CorpusStage.rgba(screen, 24, 30) == [142, 142, 147, 255])
        screen.tap(at: CGPoint(x: 120, y: 30))
        #expect(field.isFirstResponder)
        var counts: [Int] = []
        for key in ["a", "p", "r"] {
            field.insertText(key)
            counts.append(controller.results.count)
        }
        // "a": Apple, Apricot, Banana, Grape; "ap": Apple, Apricot, Grape; "apr": Apricot.
        #expect(counts == [4, 3, 1])
        #expect(controller.results == ["Apricot"])
        field.deleteBackward()
        #expect(controller.results == ["Apple", "Apricot", "Grape"])
        // The clear button (while editing, over text) empties the field and the filter.
        let clear = field.clearButtonRect(forBounds: field.bounds)
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: field.frame.minX + clear.midX, y: field.frame.minY + clear.midY))
        #expect(field.text == "" && controller.results.count == 6)
        // The search key resigns.
        field.insertText("berry")
        field.insertText("\n")
        #expect(controller.results == ["Blueberry"])
        #expect(controller.searchesSubmitted == 1 && !field.isFirstResponder)
    }
}
