import CoreGraphics
import QuartzCore
import UIKit

/// The Core Animation chapter's sample app (CoreAChicken): a chicken above a road in
/// `firstView`, a hidden `secondView` with two labels, and a toolbar whose animate
/// button plays the chapter's fourteen routines in turn. The button is disabled while
/// a routine plays and enabled again by the routine's did-stop callback.
@MainActor public final class ChickenViewController: UIViewController, CAAnimationDelegate {
    public private(set) var firstView: UIView!
    public private(set) var secondView: UIView!
    public private(set) var theRoad: UIImageView!
    public private(set) var theChicken: UIImageView!
    public private(set) var toolbar: UIToolbar!
    public private(set) var animateButton: UIBarButtonItem!
    /// The seed's `static int counter`: the number of the routine last played, back to
    /// 0 after the fourteenth.
    public private(set) var counter = 0
    /// The routine the button played last (nil before the first tap).
    public private(set) var lastRoutine: ChickenRoutine?

    /// Where things go on the current screen.
    var layout: ChickenLayout { ChickenLayout(bounds: view.bounds) }

    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        let layout = ChickenLayout(bounds: root.bounds)

        firstView = UIView(frame: layout.contentFrame)
        firstView.backgroundColor = ChickenArtwork.grass
        theRoad = UIImageView(image: ChickenArtwork.road(size: layout.roadFrame.size))
        theRoad.frame = layout.roadFrame
        theRoad.autoresizingMask = [.flexibleWidth]
        theChicken = UIImageView(image: ChickenArtwork.chicken(size: ChickenLayout.chickenSize))
        theChicken.frame = layout.chickenHome
        firstView.addSubview(theRoad)
        firstView.addSubview(theChicken)

        secondView = UIView(frame: layout.contentFrame)
        secondView.backgroundColor = ChickenArtwork.sky
        secondView.isHidden = true
        let lines = [("Why did the chicken", UIFont.boldSystemFont(ofSize: 24)), ("cross the road?", .systemFont(ofSize: 20))]
        for (i, (text, font)) in lines.enumerated() {
            let label = UILabel(frame: CGRect(x: 0, y: layout.contentFrame.midY - 40 + CGFloat(i) * 44,
                                              width: layout.contentFrame.width, height: 36))
            label.text = text
            label.font = font
            label.textColor = ChickenArtwork.ink
            label.textAlignment = .center
            label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
            secondView.addSubview(label)
        }

        for content in [firstView!, secondView!] { content.autoresizingMask = [.flexibleWidth, .flexibleHeight] }

        toolbar = UIToolbar(frame: layout.toolbarFrame)
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        animateButton = UIBarButtonItem(title: "Animate", style: .plain, target: self) { [weak self] _ in self?.animate() }
        toolbar.items = [.flexibleSpace(), animateButton, .flexibleSpace()]

        root.addSubview(firstView)
        root.addSubview(secondView)
        root.addSubview(toolbar)
        view = root
    }

    /// The animate button's action (the seed's `animate` IBAction): plays the next
    /// routine and disables the button until the routine's did-stop callback.
    public func animate() {
        counter += 1
        let routine = ChickenRoutine(rawValue: counter) ?? .transition4
        switch routine {
        case .viewAnimation1: viewAnimation1()
        case .viewAnimation2: viewAnimation2()
        case .viewAnimation3: viewAnimation3()
        case .viewAnimation4: viewAnimation4()
        case .viewAnimation5: viewAnimation5()
        case .viewAnimation6: viewAnimation6()
        case .viewAnimation7: viewAnimation7()
        case .viewAnimation8: viewAnimation8()
        case .viewAnimation9: viewAnimation9()
        case .viewAnimation10: viewAnimation10()
        case .transition1: transition1()
        case .transition2: transition2()
        case .transition3: transition3()
        case .transition4:
            transition4()
            counter = 0
        }
        lastRoutine = routine
        animateButton.isEnabled = false
    }

    // MARK: Did-stop callbacks

    /// The standard did-stop callback (the seed's `animationDidStop:finished:context:`).
    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        animateButton.isEnabled = true
    }

    /// The seed's parameterless `animationDidStop`.
    func animationDidStop() {
        animateButton.isEnabled = true
    }

    /// Puts back what viewAnimation3 faded: the view passed as the block's context.
    func theRoadAnimationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        if let context { Unmanaged<UIView>.fromOpaque(context).takeUnretainedValue().alpha = 1 }
        animateButton.isEnabled = true
    }

    /// Puts the chicken back home, unturned (after viewAnimation4 and viewAnimation8).
    func resetTheChickenProperties() {
        theChicken.transform = .identity
        theChicken.frame = layout.chickenHome
        animateButton.isEnabled = true
    }

    /// The transitions' delegate callback.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        animateButton.isEnabled = true
    }
}
