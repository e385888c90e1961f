import Foundation
import QuartzCore

extension ViewAnimationBlock {
    /// The keyframe animation of one property changed in a keyframe block: from
    /// `start`, each keyframe that changed it moves it to its value over the
    /// keyframe's span, and the value holds between keyframes. Key times are the
    /// spans' ends as fractions of the block; overlapping keyframes play one after
    /// the other. The block's calculation mode computes the values in between (the
    /// paced modes ignore the times, as Core Animation does); in discrete mode each
    /// new value shows from the end of its keyframe.
    func makeKeyframeAnimation(for change: PropertyChange, from start: Any?) -> CAKeyframeAnimation {
        var times: [Double] = [0]
        var values: [Any?] = [start]
        for step in keyframes where step.view === change.view && step.key == change.key {
            let begin = min(max(step.start, times.last!), 1)
            let end = min(max(begin + max(step.duration, 0), begin), 1)
            if begin > times.last! {
                times.append(begin)
                values.append(values.last!)
            }
            times.append(end)
            values.append(step.value)
        }
        if times.last! < 1 {
            times.append(1)
            values.append(values.last!)
        }
        let animation = CAKeyframeAnimation(keyPath: change.key)
        animation.values = values.map { $0 as Any }
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = calculationMode ?? .linear
        return animation
    }
}
