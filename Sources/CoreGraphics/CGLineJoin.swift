/// How a stroke turns a corner: a sharp point (a bevel when the point would reach
/// past the miter limit), a disc around the corner, or a flat cut.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
