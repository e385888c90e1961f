import CoreGraphics
import Dispatch
import UIKit

/// What a crash loop shows while it backs off (`CrashLoopGuard`): the board's
/// `fallback-image` scaled to fit on black (black alone without one), drawn by Kiosk
/// with no app code running. After `duration` seconds the window's root becomes the
/// view controller `next` makes: the app gets its next try in the same process, so
/// the screen goes from the fallback picture to the app without the console between.
public final class FallbackViewController: UIViewController {
    public let image: CGImage?
    public let duration: Double
    private let makeApp: @MainActor () -> UIViewController
    private var scheduled = false

    public init(image: CGImage?, duration: Double, next: @escaping @MainActor () -> UIViewController) {
        self.image = image
        self.duration = duration
        makeApp = next
        super.init(nibName: nil, bundle: nil)
    }

    public override func viewDidLoad() {
        view.backgroundColor = .black
        guard let image else { return }
        let imageView = UIImageView(image: UIImage(cgImage: image))
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFit
        view.addSubview(imageView)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !scheduled else { return }
        scheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) { [weak self] in
            MainActor.assumeIsolated { self?.finish() }
        }
    }

    /// Ends the back-off: the app becomes the window's root.
    public func finish() {
        guard let window = view.window, window.rootViewController === self else { return }
        window.rootViewController = makeApp()
    }
}
