import Foundation

/// UIKit's handler type: what an action does, given the action.
@preconcurrency public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Something to do, as a closure, with a title and image for menus and buttons;
/// controls run it for the events it is added for (`UIControl.addAction(_:for:)`).
@preconcurrency @MainActor open class UIAction {
    /// Names an action; a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    public let identifier: Identifier
    /// The object the handler runs for (the control, while it sends the action); nil otherwise.
    public internal(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action; without an identifier it gets a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
