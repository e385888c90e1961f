import Foundation

/// UIKit's table addresses: a section and a row in it, as a two-element index path.
extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
