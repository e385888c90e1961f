import CoreGraphics
import Foundation
import UIKit

extension Demo {
    /// The view-controller transitions article: custom animators through the
    /// navigation controller's delegate.
    public static let scenes = Demo(
        name: "scenes",
        summary: "view-controller transitions: a delegate's cross-fade, split-open snapshot halves, and the default slide",
        seed: "03-view-controller-transitions-and-snapshots",
        makeRootViewController: { UINavigationController(rootViewController: SceneViewController()) },
        tour: { screen in ScenesTour(screen: screen).script }
    )
}

/// The scenes demo's tour: for each animator style, push scene C and go back (with
/// the back button, and with an edge swipe for the default slide).
struct ScenesTour {
    let screen: CGSize
    /// The navigation bar's height: scene B's content starts below it.
    static let barHeight: CGFloat = 44
    static let step = 0.8

    func segment(_ style: SceneViewController.Style) -> CGPoint {
        let width = (screen.width - 40) / CGFloat(SceneViewController.Style.allCases.count)
        return CGPoint(x: 20 + width * (CGFloat(style.rawValue) + 0.5), y: Self.barHeight + 40)
    }
    var show: CGPoint { CGPoint(x: screen.width / 2, y: Self.barHeight + (screen.height - Self.barHeight) / 2) }
    var back: CGPoint { CGPoint(x: 30, y: 22) }

    var script: String {
        var tour = TourScript("scenes tour: the cross-fade, split-open and the default slide, there and back")
        tour.tap(show, then: Self.step, "push scene C with the cross-fade")
        tour.tap(back, then: Self.step, "pop with the cross-fade")
        tour.tap(segment(.splitOpen), then: Self.step, "choose Split")
        tour.tap(show, then: Self.step, "split scene B open")
        tour.tap(back, then: Self.step, "close it again")
        tour.tap(segment(.standard), then: Self.step, "choose Default")
        tour.tap(show, then: Self.step, "the default slide")
        tour.swipe(from: CGPoint(x: 2, y: screen.height / 2), to: CGPoint(x: screen.width * 0.8, y: screen.height / 2),
                   over: 0.3, then: Self.step, "edge swipe: interactive pop")
        return tour.text
    }
}
