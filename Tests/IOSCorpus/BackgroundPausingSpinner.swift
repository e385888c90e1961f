import UIKit

/// Keeps a spinner from burning frames while the app is in the background: the
/// spinner's layer time is frozen when the app resigns active and picks up where it
/// left off when it is active again (the usual pause/resume-layer recipe).
@MainActor final class BackgroundPausingSpinner {
    let spinner: SpinnerView
    private var observers: [NSObjectProtocol] = []
    private(set) var pauseCount = 0

    init(spinner: SpinnerView) {
        self.spinner = spinner
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIApplication.willResignActiveNotification,
                                            object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.pause() }
        })
        observers.append(center.addObserver(forName: UIApplication.didBecomeActiveNotification,
                                            object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.resume() }
        })
    }

    deinit {
        observers.forEach { NotificationCenter.default.removeObserver($0) }
    }

    var isPaused: Bool { spinner.layer.speed == 0 }

    func pause() {
        let layer = spinner.layer
        guard layer.speed != 0 else { return }
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0.0
        layer.timeOffset = pausedTime
        pauseCount += 1
    }

    func resume() {
        let layer = spinner.layer
        guard layer.speed == 0 else { return }
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }
}
