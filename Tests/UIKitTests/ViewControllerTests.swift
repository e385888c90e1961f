import CoreGraphics
import Testing
@testable import UIKit

/// A view controller that logs its callbacks as "name: callback".
@MainActor final class LoggingViewController: UIViewController {
    let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    /// Where every logging controller of a test writes, in order.
    static var shared: [String] = []

    private func note(_ call: String) { Self.shared.append("\(name): \(call)") }

    override func loadView() {
        note("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    }
    override func viewDidLoad() { note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) { note("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { note("didMove(\(parent == nil ? "nil" : "parent"))") }
}

@MainActor @Suite(.serialized) struct ViewControllerTests {
    init() { LoggingViewController.shared = [] }

    @Test func theViewLoadsOnceOnFirstUse() {
        let controller = LoggingViewController("a")
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(LoggingViewController.shared.isEmpty)
        let view = controller.view
        #expect(controller.view === view && controller.isViewLoaded)
        #expect(LoggingViewController.shared == ["a: loadView", "a: viewDidLoad"])
        #expect(view?.bounds.size == CGSize(width: 50, height: 50))
    }

    @Test func theDefaultViewFillsTheMainScreen() {
        #expect(UIViewController().view.frame == UIScreen.main.bounds)
    }

    @Test func aWindowsRootAppearsWhenTheWindowIsShownAndDisappearsWhenReplaced() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let first = LoggingViewController("first"), second = LoggingViewController("second")
        window.rootViewController = first
        #expect(first.view.superview === window && first.view.frame == window.bounds)
        #expect(LoggingViewController.shared == ["first: loadView", "first: viewDidLoad"])
        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        window.rootViewController = second
        #expect(first.view.superview == nil && second.view.superview === window)
        #expect(LoggingViewController.shared == [
            "first: loadView", "first: viewDidLoad",
            "first: viewWillAppear(false)", "first: viewDidAppear(false)",
            "first: viewWillDisappear(false)", "first: viewDidDisappear(false)",
            "second: loadView", "second: viewDidLoad",
            "second: viewWillAppear(false)", "second: viewDidAppear(false)",
        ])
    }

    @Test func childrenGetTheirParentsAppearanceCallsAndTheMoveCalls() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let parent = LoggingViewController("parent"), child = LoggingViewController("child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child] && child.parent === parent)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(LoggingViewController.shared == [
            "child: willMove(parent)", "parent: loadView", "parent: viewDidLoad",
            "child: loadView", "child: viewDidLoad", "child: didMove(parent)",
            "parent: viewWillAppear(false)", "child: viewWillAppear(false)",
            "parent: viewDidAppear(false)", "child: viewDidAppear(false)",
            "child: willMove(nil)", "child: didMove(nil)",
        ])
    }

    @Test func theRootViewsNextResponderIsItsControllerThenTheSuperview() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let controller = UIViewController()
        window.rootViewController = controller
        let button = UIView()
        controller.view.addSubview(button)
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
    }

    @Test func layoutOfTheRootViewIsBracketedByTheControllersLayoutCalls() {
        let controller = LoggingViewController("a")
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(LoggingViewController.shared.suffix(2) == ["a: viewWillLayoutSubviews", "a: viewDidLayoutSubviews"])
    }
}
