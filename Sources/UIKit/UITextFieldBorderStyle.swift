extension UITextField {
    /// What the text field draws around its text, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// Nothing.
        case none = 0
        /// A thin black rectangle.
        case line = 1
        /// A grey rectangle.
        case bezel = 2
        /// A white rounded rectangle with a light grey edge, as iOS's default fields.
        case roundedRect = 3
    }

    /// When an overlay (the clear button, the left or right view) shows, with UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3

        /// Whether the overlay shows in a field that is (or is not) editing.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }
}
