import CoreGraphics
import Foundation
import KioskHeadless
import QuartzCore
import Testing
import UIKit

/// A layer with a look of its own, set in its init.
private final class StripedLayer: CALayer {
    required init() {
        super.init()
        backgroundColor = CGColor(red: 0, green: 0.4, blue: 0.8, alpha: 1)
        borderWidth = 2
        borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    }

    required init(layer: Any) { super.init(layer: layer) }
}

/// A view backed by it, declared as iOS code declares it: `AnyClass`.
private final class StripedView: UIView {
    override class var layerClass: AnyClass { StripedLayer.self }
}

/// `layerClass` is `AnyClass`, as in UIKit, and a view is backed by a layer of that class.
@MainActor @Suite struct LayerClassTests {
    @Test func aViewIsBackedByALayerOfItsLayerClass() {
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        let view = StripedView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(type(of: view.layer) == StripedLayer.self)
        #expect(view.layer.delegate === view)
        // Actions were off only while the layer was made.
        #expect(!CATransaction.disableActions())
        let screen = HeadlessScreen(width: 40, height: 40)
        screen.window.backgroundColor = .white
        screen.window.addSubview(view)
        screen.advance(by: 0)
        // The layer's own init drew the look: a red 2-point border around blue.
        #expect(rgba(screen.pixel(x: 20, y: 20)) == [0, 102, 204, 255])
        #expect(rgba(screen.pixel(x: 10, y: 20)) == [255, 0, 0, 255])
        #expect(rgba(screen.pixel(x: 5, y: 20)) == [255, 255, 255, 255])
    }

    @Test func aLayerClassThatIsNotALayerStopsWithAMessageNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = NotALayerView() }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("NotALayerView.layerClass is NSObject, which is not CALayer or a subclass of it"))
    }

    private func rgba(_ color: UIColor) -> [Int] {
        [color.cgColor.red, color.cgColor.green, color.cgColor.blue, color.cgColor.alpha].map { Int(($0 * 255).rounded()) }
    }
}

/// A mistake UIKit would also stop at: a layer class that is not a layer.
private final class NotALayerView: UIView {
    override class var layerClass: AnyClass { NSObject.self }
}

/// A view's layer names the view as its delegate while the view lives, and nothing
/// once it has gone (the layer kept by someone else); another delegate replaces it.
@MainActor @Suite struct ViewLayerDelegateTests {
    final class OtherDelegate: CALayerDelegate {}

    @Test func aLayerThatOutlivesItsViewHasNoDelegate() {
        var kept: CALayer?
        weak var gone: UIView?
        let fade = CABasicAnimation(keyPath: "opacity")
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            (kept, gone) = (view.layer, view)
            view.layer.actions = ["opacity": fade]
            #expect(view.layer.delegate === view)
            // The view answers first: no animation outside an animation block.
            #expect(view.layer.action(forKey: "opacity") == nil)
        }
        #expect(gone == nil)
        guard let layer = kept else { return }
        #expect(layer.delegate == nil)
        // Still usable, and with no view to ask, its own actions answer.
        #expect(layer.action(forKey: "opacity") === fade)
        layer.opacity = 0.5
        layer.layoutIfNeeded()
        #expect(layer.opacity == 0.5)
    }

    @Test func anotherDelegateReplacesTheView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let other = OtherDelegate()
            view.layer.delegate = other
            #expect(view.layer.delegate === other)
        }
        #expect(view.layer.delegate == nil)
        view.layer.delegate = view
        #expect(view.layer.delegate === view)
    }
}
