@testable import IOSCorpus
import Testing
import UIKit

/// `BrandNavigationStyle.swift`: a solid brand bar with white title and buttons, and a clear bar.
@MainActor @Suite struct BrandNavigationStyleTests {
    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels(in: $0) }
    }

    @Test func theSolidStyleColoursTheBarTitleAndButtons() {
        let screen = CorpusStage.screen(width: 200, height: 120, background: .green)
        let root = UIViewController()
        root.title = "Home"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, action: { _ in })
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        navigation.applyBrandStyle()
        screen.advance(by: 0)
        let bar = navigation.navigationBar
        #expect(!bar.isTranslucent)
        #expect(CorpusStage.rgba(screen, 2, 2) == [0, 102, 204, 255])
        let title = labels(in: bar).first { $0.text == "Home" }
        #expect(title?.font.pointSize == 20 && title?.textColor == .white)
        #expect(labels(in: bar).first { $0.text == "Edit" }?.textColor == .white)

        navigation.applyBrandStyle(transparent: true)
        screen.advance(by: 0)
        #expect(bar.isTranslucent && bar.backgroundImage(for: .default)?.size == .zero)
        #expect(CorpusStage.rgba(screen, 2, 2) == CorpusStage.rgba(screen, 2, 60))
        #expect(CorpusStage.rgba(screen, 2, 43) == CorpusStage.rgba(screen, 2, 60))
    }

    @Test func theAppearanceStyleGivesASolidBarWithNoLine() {
        let screen = CorpusStage.screen(width: 200, height: 120, background: .green)
        let root = UIViewController()
        root.title = "Home"
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        BrandNavigationStyle().applyAppearance(to: navigation.navigationBar)
        screen.advance(by: 0)
        #expect(CorpusStage.rgba(screen, 2, 2) == [0, 102, 204, 255])
        #expect(CorpusStage.rgba(screen, 2, 43) == [0, 102, 204, 255])
        let title = labels(in: navigation.navigationBar).first { $0.text == "Home" }
        #expect(title?.font.pointSize == 20 && title?.textColor == .white)
    }
}
