/// Which points a fill paints: `winding`, those the outline winds around (a nonzero
/// count of signed crossings); `evenOdd`, those it crosses an odd number of times.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}
