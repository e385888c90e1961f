/// What `CGContext.drawPath(using:)` does with the current path: fill it (by one of
/// the two rules), stroke it, or fill then stroke it.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}
