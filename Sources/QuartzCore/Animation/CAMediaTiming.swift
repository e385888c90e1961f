import CoreGraphics

/// The timing of an animation or a layer: when it begins, how long one pass lasts,
/// how fast its time runs, how it repeats, and what it shows outside its active time.
/// Layers and animations form a hierarchy of timelines; each maps its parent's time
/// to its own as (t − beginTime) × speed + timeOffset. Not isolated, as in Apple's SDK:
/// animations conform from any context, layers on the main actor.
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Something a layer runs when one of its properties changes (an implicit
/// animation) or when it is told to by key. `CAAnimation` adds itself to the layer;
/// `NSNull` means "do nothing" and stops the search for an action. Layers run actions
/// on the main actor, where the layer tree lives.
@preconcurrency @MainActor public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
