import Foundation

extension UIApplication {
    /// Kiosk's own: moves the app to `state` as iOS does, one step at a time, each with
    /// its delegate call and notification: leaving `.active` is announced
    /// (will-resign-active) before the state changes, arriving in `.background` after it
    /// (did-enter-background); leaving `.background` is announced before
    /// (will-enter-foreground), arriving in `.active` after (did-become-active). So
    /// active → background posts will-resign-active then did-enter-background, and
    /// background → active will-enter-foreground then did-become-active. Moving to the
    /// state the app is in does nothing.
    @_spi(KioskRuntime) public func moveState(to state: State) {
        let from = applicationState
        guard state != from else { return }
        if from == .active {
            delegate?.applicationWillResignActive(self)
            post(Self.willResignActiveNotification)
        }
        if from == .background {
            delegate?.applicationWillEnterForeground(self)
            post(Self.willEnterForegroundNotification)
        }
        applicationState = state
        if state == .background {
            delegate?.applicationDidEnterBackground(self)
            post(Self.didEnterBackgroundNotification)
        }
        if state == .active {
            delegate?.applicationDidBecomeActive(self)
            post(Self.didBecomeActiveNotification)
        }
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
