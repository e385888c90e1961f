import CoreGraphics
import UIKit

/// A full-screen list that `ScrollFrames` flicks: its controller, the scroll view it
/// shows, and what it counts (cells made, data-source calls).
@MainActor protocol ScrollBenchList: AnyObject {
    var controller: UIViewController { get }
    var scrollView: UIScrollView { get }
    /// Cells made since the list was made.
    var cellsMade: Int { get }
    /// Calls into the data source since the list was made.
    var dataSourceCalls: Int { get }
}
