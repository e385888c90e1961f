import UIKit

/// A label that counts from one number to another over a duration, one step per
/// screen refresh, driven by a display link (the usual "count-up" label).
class CountingLabel: UILabel {
    private var displayLink: CADisplayLink?
    private var startValue: Double = 0
    private var endValue: Double = 0
    private var duration: CFTimeInterval = 0
    private var startTime: CFTimeInterval = 0
    private var completion: (() -> Void)?

    /// How many refreshes updated the text so far.
    private(set) var updateCount = 0
    private(set) var currentValue: Double = 0

    var isCounting: Bool { displayLink != nil }

    func count(from start: Double, to end: Double, duration: CFTimeInterval, completion: (() -> Void)? = nil) {
        displayLink?.invalidate()
        startValue = start
        endValue = end
        self.duration = duration
        self.completion = completion
        startTime = CACurrentMediaTime()
        currentValue = start
        text = format(start)
        let link = CADisplayLink(target: self, selector: { [weak self] link in
            self?.step(link)
        })
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    func stop() {
        displayLink?.invalidate()
        displayLink = nil
    }

    private func step(_ link: CADisplayLink) {
        updateCount += 1
        let elapsed = link.timestamp - startTime
        let progress = duration > 0 ? min(max(elapsed / duration, 0), 1) : 1
        currentValue = startValue + (endValue - startValue) * progress
        text = format(currentValue)
        if progress >= 1 {
            stop()
            completion?()
        }
    }

    private func format(_ value: Double) -> String {
        return String(format: "%.0f", value)
    }
}
