import CKioskSwiftRuntime

/// A reference that neither keeps its object alive nor gives it a side table, for the
/// references every layer and every view has: the registry's entry for each layer and
/// a view's layer's link back to the view.
///
/// A weak reference moves its object's counts into a side table, and from then on
/// every retain and release of the object takes the runtime's slow path: a frame where
/// a page of 500 labels comes into view spent a tenth of its instructions there. This
/// one holds the address alone, and reading it asks the runtime whether the object's
/// deinit has begun or is due (the test a weak reference makes): then it reads nil.
///
/// The object's memory must outlive the reference: the object takes it away in its
/// deinit (the registry's entries go first thing in `CALayer`'s), or its holder also
/// holds the object `unowned`, which keeps the memory, not the object (a layer's view).
struct UnretainedReference<Object: AnyObject> {
    private let address: UnsafeMutableRawPointer

    init(_ object: Object) { address = Unmanaged.passUnretained(object).toOpaque() }

    /// The object, or nil when its deinit has begun or is due.
    var object: Object? {
        guard kiosk_swift_try_retain(address) else { return nil }
        return Unmanaged<Object>.fromOpaque(address).takeRetainedValue()
    }

    /// Whether the object's deinit has neither begun nor is due.
    var isAlive: Bool {
        guard kiosk_swift_try_retain(address) else { return false }
        Unmanaged<Object>.fromOpaque(address).release()
        return true
    }
}
