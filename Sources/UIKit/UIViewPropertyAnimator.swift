import CoreGraphics
import Foundation
@_spi(KioskRuntime) import QuartzCore

/// An animation of view properties that can be started, paused, scrubbed, reversed,
/// interrupted with more animations and stopped, as UIKit's.
///
/// The closures run when the animator first becomes active (or at once when added to
/// an active one); the property changes they make become Core Animation animations,
/// which the render server plays. The animator keeps the motion as runs: one run takes
/// every property from its shown value towards the end (or, reversed, the start) on the
/// timing curve, and `fractionComplete` moves linearly in time through the run.
/// Pausing freezes the shown values; starting again continues the same run, unless it
/// was scrubbed with `scrubsLinearly`, reversed, interrupted or given new timing: then
/// a new run starts from the values shown, over the rest of the duration.
/// While paused, `fractionComplete` shows the properties at that fraction — linearly
/// when `scrubsLinearly` (the default), else on the curve.
@preconcurrency @MainActor open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The timing the animator was made with.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The whole animation's length (for a physical spring: its settling duration).
    open private(set) var duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`.
    open private(set) var delay: TimeInterval = 0
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    /// When false, the animator only runs to its end: pausing, scrubbing and reversing
    /// are ignored (UIKit raises an exception there).
    open var isInterruptible = true
    open var scrubsLinearly = true
    /// Stay active, paused at the end, instead of completing.
    open var pausesOnCompletion = false
    open private(set) var state: UIViewAnimatingState = .inactive

    /// One animated property: its values at the start and end, and the run progress at
    /// which it was added (properties added while running start from there).
    struct Track {
        let view: UIView
        let key: String
        var from: Any?
        var to: Any?
        var offset: Double

        /// The value at overall progress `p`.
        func value(at p: Double) -> Any? {
            let local = offset < 1 ? (p - offset) / (1 - offset) : 1
            return AnimatableValues.interpolate(from: from, to: to, fraction: max(local, 0))
        }
    }

    /// A stretch of motion: progress p from `pStart` to `pEnd` along `timing`, and
    /// `fractionComplete` from `fStart` to `fEnd`, over `duration` seconds.
    @MainActor struct Run {
        var pStart: Double, pEnd: Double
        var fStart: Double, fEnd: Double
        var duration: TimeInterval
        var timing: AnimatorTiming

        func progress(at tau: Double) -> Double {
            guard duration > 0 else { return pEnd }
            return pStart + (pEnd - pStart) * timing.progress(at: tau, duration: duration)
        }

        func fraction(at tau: Double) -> Double { fStart + (fEnd - fStart) * tau }
    }

    private var timing: AnimatorTiming
    private var pending: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    private var run: Run
    /// How far through the run (0…1) the animator was at `anchorTime`.
    private var tau = 0.0
    private var anchorTime: CFTimeInterval = 0
    private var running = false
    /// The next start must begin a new run from the values shown.
    private var needsNewRun = false
    /// Counts the sets of animations added; stops of older sets are ignored.
    private var generation = 0
    private var animationsPlaying = 0

    // MARK: Making one

    /// An animator with `parameters`' timing over `duration` seconds (a physical
    /// spring sets its own duration).
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        timingParameters = parameters
        timing = AnimatorTiming(parameters)
        let physical = parameters.timingCurveType != .builtin && parameters.timingCurveType != .cubic
            ? parameters.springTimingParameters?.settlingDuration : nil
        self.duration = max(physical ?? duration, 0)
        run = Run(pStart: 0, pEnd: 1, fStart: 0, fEnd: 1, duration: self.duration, timing: timing)
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { pending.append(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { pending.append(animations) }
    }

    /// A spring with `ratio` that comes to rest at the end of `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { pending.append(animations) }
    }

    /// An animator already running: it starts after `delay` on the options' curve and
    /// calls `completion` with its end position.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.pending.append(animations)
        if let completion { animator.addCompletion(completion) }
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    open var isRunning: Bool { state == .active && running }

    /// Whether the animation heads for its start. Changing it while running turns the
    /// motion round from where it is.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, state == .active, isInterruptible else { return }
            needsNewRun = true
            if running {
                freeze()
                resume(delay: 0, durationFactor: 1)
            }
        }
    }

    /// How far the animation is, 0 at its start to 1 at its end. Setting it (not while
    /// running) makes the animator active and paused there.
    open var fractionComplete: CGFloat {
        get { state == .inactive ? 0 : CGFloat(min(max(run.fraction(at: currentTau), 0), 1)) }
        set {
            guard isInterruptible, state != .stopped, !running else { return }
            activate()
            let f = min(max(Double(newValue), 0), 1)
            // A run through the whole animation, at time fraction f: linear when
            // scrubbing linearly (the next start then begins a new run on the curve).
            run = Run(pStart: 0, pEnd: 1, fStart: 0, fEnd: 1, duration: duration,
                      timing: scrubsLinearly ? .curve(CAMediaTimingFunction(name: .linear)) : timing)
            tau = f
            needsNewRun = scrubsLinearly || needsNewRun
            showPaused()
        }
    }

    // MARK: Animations and completions

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Before the start, the closure runs at the start; while active, at once, and its
    /// changes play from the values shown to their new ones over the rest of the run.
    /// (`delayFactor` is not used: added animations start at once.)
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        switch state {
        case .inactive: pending.append(animation)
        case .stopped: return
        case .active:
            let wasRunning = running
            if wasRunning { freeze() }
            let p = run.progress(at: tau)
            record(animation, offset: min(max(p, 0), 1))
            needsNewRun = true
            if wasRunning { resume(delay: 0, durationFactor: 1) } else { showPaused() }
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !running else { return }
        self.delay = max(delay, 0)
        activate()
        resume(delay: self.delay, durationFactor: 1)
    }

    open func pauseAnimation() {
        guard isInterruptible, state != .stopped else { return }
        activate()
        guard running else { return }
        freeze()
        showPaused()
    }

    /// Plays the rest of a paused animation, on `parameters` if given (else the
    /// animator's timing), taking `durationFactor` times the remaining time.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !running else { return }
        if let parameters {
            timing = AnimatorTiming(parameters)
            needsNewRun = true
        }
        if durationFactor != 1 { needsNewRun = true }
        resume(delay: 0, durationFactor: max(Double(durationFactor), 0))
    }

    /// Stops where the animation is: the properties keep the values shown. Without
    /// finishing, the animator becomes inactive and no completion is called; otherwise
    /// it waits in `.stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if running { freeze() }
        let p = run.progress(at: tau)
        setModel { $0.value(at: p) }
        removeAnimations()
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { reset() }
    }

    /// Ends a stopped animator: the properties take their end or start values (or stay),
    /// and the completions hear `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        switch finalPosition {
        case .end: setModel { $0.to }
        case .start: setModel { $0.from }
        case .current: break
        }
        complete(at: finalPosition)
    }

    // MARK: Inner workings

    /// The media time now.
    private var now: CFTimeInterval { CACurrentMediaTime() }

    /// Where the run is now (0…1).
    private var currentTau: Double {
        guard running else { return tau }
        guard run.duration > 0 else { return 1 }
        return min(max(tau + (now - anchorTime) / run.duration, tau), 1)
    }

    /// Inactive → active: runs the closures added so far, paused at the start.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let closures = pending
        pending = []
        for closure in closures { record(closure, offset: 0) }
        run = Run(pStart: 0, pEnd: 1, fStart: 0, fEnd: 1, duration: duration, timing: timing)
        tau = 0
        showPaused()
    }

    /// Runs `closure`, noting each property it changes as a track from its shown
    /// value (the model value when nothing animates it) to the new one.
    private func record(_ closure: () -> Void, offset: Double) {
        let block = ViewAnimationBlock(duration: duration)
        var changes: [ViewAnimationBlock.PropertyChange] = []
        block.collector = { changes = $0 }
        ViewAnimations.open(block)
        closure()
        ViewAnimations.closeCurrent()
        for change in changes {
            let to = change.view.layer.value(forKeyPath: change.key)
            let from = offset > 0 ? (change.presentedValue ?? change.modelValue) : change.modelValue
            let track = Track(view: change.view, key: change.key, from: from, to: to, offset: offset)
            if let i = tracks.firstIndex(where: { $0.view === change.view && $0.key == change.key }) {
                tracks[i] = track
            } else {
                tracks.append(track)
            }
        }
    }

    /// Stops the clock at the position now.
    private func freeze() {
        tau = currentTau
        running = false
    }

    /// Runs on from where the animator stands, after `delay` seconds.
    private func resume(delay: TimeInterval, durationFactor: Double) {
        if needsNewRun || durationFactor != 1 {
            let p = run.progress(at: tau), f = run.fraction(at: tau)
            let target = isReversed ? 0.0 : 1.0
            var length = duration * abs(target - f) * durationFactor
            if case .spring(let spring) = timing, let settling = spring.settlingDuration { length = settling }
            run = Run(pStart: p, pEnd: target, fStart: f, fEnd: target, duration: length, timing: timing)
            tau = 0
            needsNewRun = false
        }
        running = true
        anchorTime = now + delay
        play(delay: delay)
    }

    /// Adds the running animations of the run from `tau` on: each track from its value
    /// at the run's start to its value at the run's end, begun in the past so that it
    /// stands at `tau` now. The model takes the run's end values, shown once it ends.
    private func play(delay: TimeInterval) {
        generation += 1
        let (pStart, pEnd) = (run.pStart, run.pEnd)
        setModel { $0.value(at: pEnd) }
        animationsPlaying = tracks.count
        guard !tracks.isEmpty else {
            CATransaction.begin()
            CATransaction.setCompletionBlock { [generation] in self.runEnded(generation: generation) }
            CATransaction.commit()
            return
        }
        for track in tracks {
            let animation = run.timing.makeAnimation(keyPath: track.key, duration: max(run.duration, 1e-6))
            animation.fromValue = track.value(at: pStart)
            animation.toValue = track.value(at: pEnd)
            let layer = track.view.layer
            let begin = layer.convertTime(now, from: nil) + delay - tau * run.duration
            // A begin time of exactly 0 means "at the commit" to Core Animation.
            animation.beginTime = begin == 0 ? -Double.ulpOfOne : begin
            if delay > 0 { animation.fillMode = .backwards }
            animation.delegate = RunDelegate(animator: self, generation: generation)
            layer.add(animation, forKey: track.key)
        }
    }

    /// Replaces the running animations with frozen ones showing the run at `tau`.
    private func showPaused() {
        generation += 1
        animationsPlaying = 0
        let p = run.progress(at: tau)
        for track in tracks {
            let value = track.value(at: p)
            let animation = CABasicAnimation(keyPath: track.key)
            animation.fromValue = value
            animation.toValue = value
            animation.duration = 1
            animation.speed = 0
            animation.beginTime = track.view.layer.convertTime(now, from: nil)
            track.view.layer.add(animation, forKey: track.key)
        }
    }

    /// One of the run's animations stopped.
    fileprivate func animationStopped(generation: Int, finished: Bool) {
        guard generation == self.generation, running else { return }
        animationsPlaying -= 1
        if animationsPlaying <= 0 && finished { runEnded(generation: generation) }
    }

    /// The run reached its end: the animation is at its end (or start), or, when
    /// `pausesOnCompletion`, waits there paused.
    private func runEnded(generation: Int) {
        guard generation == self.generation, running else { return }
        tau = 1
        running = false
        if pausesOnCompletion {
            // Paused exactly at the end (a spring's last frame is only within 0.1 % of it).
            run = Run(pStart: run.pEnd, pEnd: run.pEnd, fStart: run.fEnd, fEnd: run.fEnd, duration: 0, timing: timing)
            needsNewRun = true
            showPaused()
            return
        }
        complete(at: run.pEnd >= 1 ? .end : .start)
    }

    /// Becomes inactive and calls the completions with `position`.
    private func complete(at position: UIViewAnimatingPosition) {
        removeAnimations()
        state = .inactive
        reset()
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }

    /// Forgets the tracks and the run, ready to be started afresh.
    private func reset() {
        tracks = []
        running = false
        needsNewRun = false
        tau = 0
        run = Run(pStart: 0, pEnd: 1, fStart: 0, fEnd: 1, duration: duration, timing: timing)
    }

    /// Removes the animator's animations (their stops are ignored).
    private func removeAnimations() {
        generation += 1
        for track in tracks { track.view.layer.removeAnimation(forKey: track.key) }
    }

    /// Sets each track's model value to `value(track)`, without animating.
    private func setModel(_ value: (Track) -> Any?) {
        ViewAnimations.withoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for track in tracks { track.view.layer.setValue(value(track), forKeyPath: track.key) }
            CATransaction.commit()
        }
    }
}

/// Reports the stop of one of a run's animations to its animator (which it keeps
/// alive while the animation plays, as UIKit keeps a running animator).
@MainActor private final class RunDelegate: CAAnimationDelegate {
    let animator: UIViewPropertyAnimator
    let generation: Int

    init(animator: UIViewPropertyAnimator, generation: Int) {
        self.animator = animator
        self.generation = generation
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        animator.animationStopped(generation: generation, finished: flag)
    }
}
