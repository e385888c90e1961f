/// A view controller's place in a navigation interface.
extension UIViewController {
    /// What a navigation bar shows for this controller, made on first use with the
    /// controller's title (which keeps it up to date).
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The nearest ancestor (parent, its parent …) that is a navigation controller.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}
