/// How a stroke ends an open subpath: flat at the end point, a half disc around it,
/// or a half square reaching past it by half the line width.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}
