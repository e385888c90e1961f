@_spi(KioskRuntime) import UIKit

/// The check-in kiosk: the form, and the badges it pushes. A check-in stand has no
/// keyboard of its own, so while the demo is on screen its window shows the on-screen
/// keyboard whatever the board says, in the form's language (English QWERTY or
/// Arabic; Kiosk's stand-in for an iOS responder's `textInputMode`); both go back to
/// what they were when the demo leaves the window.
final class CheckinNavigationController: UINavigationController {
    let form: CheckinFormViewController
    private var windowSettings: (window: UIWindow, showsKeyboard: Bool, layout: OnScreenKeyboardLayout)?

    init() {
        let form = CheckinFormViewController()
        self.form = form
        super.init(rootViewController: form)
        form.onLanguageChange = { [weak self] language in self?.showKeyboard(for: language) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let window = view.window, windowSettings == nil else { return }
        windowSettings = (window, window.showsOnScreenKeyboard, window.onScreenKeyboardLayout)
        window.showsOnScreenKeyboard = true
        showKeyboard(for: form.language)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard let settings = windowSettings else { return }
        settings.window.showsOnScreenKeyboard = settings.showsKeyboard
        settings.window.onScreenKeyboardLayout = settings.layout
        windowSettings = nil
    }

    private func showKeyboard(for language: CheckinLanguage) {
        windowSettings?.window.onScreenKeyboardLayout = language == .arabic ? .ar : .en
    }
}
