/// Which xkb keymap a physical keyboard types with: the evdev rules' layout (the board
/// file's `keymap`, e.g. "us", "de", "fr") and optional variant (`keymap-variant`, e.g.
/// "nodeadkeys"), as `setxkbmap -layout L -variant V` names them.
public struct KeymapName: Sendable, Equatable, CustomStringConvertible {
    public var layout: String
    public var variant: String?

    public init(layout: String = "us", variant: String? = nil) {
        self.layout = layout
        self.variant = variant
    }

    /// "de" or "de(nodeadkeys)", as xkb writes a layout with its variant.
    public var description: String { layout + (variant.map { "(\($0))" } ?? "") }
}
