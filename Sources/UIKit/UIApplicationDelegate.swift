/// What an app's delegate hears of its state changes, each just before the matching
/// `UIApplication` notification. Every method has an empty default, as Apple's are optional.
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
}
