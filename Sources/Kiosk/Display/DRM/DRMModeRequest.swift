/// A mode asked for by a board file or flag: "WxH" or "WxH@Hz" (e.g. "800x480@60").
public struct DRMModeRequest: Sendable, Equatable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// Whole hertz, or nil for any refresh (the preferred one first, else the fastest).
    public var refreshHertz: Int?

    public init(width: Int, height: Int, refreshHertz: Int? = nil) {
        self.width = width
        self.height = height
        self.refreshHertz = refreshHertz
    }

    /// Parses "WxH" or "WxH@Hz"; nil when the text is not one of those with positive numbers.
    public init?(_ text: String) {
        let sizeAndRate = text.split(separator: "@", omittingEmptySubsequences: false)
        guard sizeAndRate.count <= 2 else { return nil }
        let size = sizeAndRate[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]), width > 0, height > 0 else {
            return nil
        }
        var rate: Int?
        if sizeAndRate.count == 2 {
            guard let hertz = Int(sizeAndRate[1]), hertz > 0 else { return nil }
            rate = hertz
        }
        self.init(width: width, height: height, refreshHertz: rate)
    }

    public var description: String { "\(width)x\(height)" + (refreshHertz.map { "@\($0)" } ?? "") }
}
