import Foundation

/// UIKit's collection addresses: a section and an item in it, as a two-element index path.
extension IndexPath {
    /// The index path of `item` in `section`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The item in the section: the second index (the same place as a table's `row`).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
