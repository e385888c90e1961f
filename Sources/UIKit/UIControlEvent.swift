extension UIControl {
    /// The events a control sends actions for, with UIKit's raw values.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again quickly (`UITouch.tapCount` above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved and is still inside (the bounds grown by 70 points).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved and is still outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger came back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger went outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits free for the app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits kept for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
