import Foundation

/// Timed touches written as text, to drive a UI without hands: demos, CI, recordings.
/// A script plays on a `HeadlessScreen` (`play(_:)`) or, through a
/// `ScriptedTouchSource`, into the live `TouchDispatcher` by the media clock.
///
/// One statement per line, or several separated by `;`. `#` starts a comment that
/// runs to the end of the line. Times and durations are seconds (decimals allowed)
/// from the start of the script; points are `x,y` in screen points. Fingers are
/// numbered from 0; `tap` and `swipe` use finger 0 unless `finger N` follows.
///
///     # comment
///     at 0.5 tap 100,200                          # down, then up 0.05 s later
///     at 0.8 tap 100,200 for 0                    # down and up at the same instant
///     at 1.0 swipe 10,300 -> 600,300 over 0.3     # moves every 1/60 s, up at 1.3
///     at 1.0 swipe 10,400 -> 600,400 over 0.3 finger 1
///     at 2.0 down 1 50,50 ; at 2.1 move 1 60,60 ; at 2.2 up 1
///
/// Statements need not be in time order; steps at the same time keep the order
/// they were written in. A finger must be down to move or lift, must not go down
/// twice, and must be up when the script ends. Errors name the line and column.
///
/// Limits, so that no script can take unbounded memory or time (each refused with
/// its line and column): times up to `maximumTime` (one day, taps and swipes ending
/// by then too), swipes up to `maximumSwipeDuration` (a minute), coordinates within
/// `coordinateRange` (±100 000 points), fingers in `fingers` (0 to 9), at most
/// `maximumSteps` steps (a million) in all; a script file is at most
/// `maximumFileSize` (16 MiB).
public struct TouchScript: Sendable, Equatable {
    /// What a step does to its finger.
    public enum Action: Sendable, Equatable {
        case down(CGPoint)
        case move(CGPoint)
        case up
    }

    /// One finger change at one time, with the statement it came from.
    public struct Step: Sendable, Equatable {
        /// Seconds from the start of the script.
        public var time: TimeInterval
        public var finger: Int
        public var action: Action
        /// Where the statement that made this step starts (1-based).
        public var line: Int
        public var column: Int
    }

    /// Every down, move and up, in time order.
    public let steps: [Step]

    /// How long a `tap` without `for` holds the finger down.
    public static let defaultTapDuration: TimeInterval = 0.05
    /// How far apart a swipe's moves are: one display frame at 60 Hz.
    public static let swipeStepInterval: TimeInterval = 1.0 / 60

    /// The latest time a step may have: one day. Demo and test scripts last minutes;
    /// the bound keeps a typo from scheduling a touch years away.
    public static let maximumTime: TimeInterval = 86_400
    /// The longest swipe (`over`): a minute, 3 600 moves.
    public static let maximumSwipeDuration: TimeInterval = 60
    /// The most steps (downs, moves and ups) a script may have: a million, about
    /// 56 MB, or four and a half hours of moves every 1/60 s.
    public static let maximumSteps = 1_000_000
    /// Where a point may be, in points, in x and in y: far beyond any screen, so a
    /// touch may start off screen, but no absurd value reaches the gesture arithmetic.
    public static let coordinateRange: ClosedRange<CGFloat> = -100_000...100_000
    /// The finger numbers a script may use: ten fingers.
    public static let fingers = 0...9
    /// The largest script file a run reads: 16 MiB (a million taps fit in about 24 MB
    /// of text, but only half a million in `maximumSteps`).
    public static let maximumFileSize = 16 << 20

    /// Parses `text`; `name` (a file name) prefixes error messages.
    public init(parsing text: String, name: String = "script") throws(TouchScriptError) {
        var parser = TouchScriptParser(text, name: name)
        steps = Self.inTimeOrder(try parser.parseSteps())
        try Self.checkFingers(steps: steps, name: name)
    }

    /// The time of the last step (0 for an empty script).
    public var duration: TimeInterval { steps.last?.time ?? 0 }

    /// `steps` by time, steps at the same time in the order given; as they are when
    /// already in order (the usual case), else sorted through a list of indices, so
    /// the steps are copied once.
    private static func inTimeOrder(_ steps: [Step]) -> [Step] {
        guard zip(steps, steps.dropFirst()).contains(where: { $0.time > $1.time }) else { return steps }
        return steps.indices.sorted { (steps[$0].time, $0) < (steps[$1].time, $1) }.map { steps[$0] }
    }

    /// Every finger must go down before it moves or lifts, not go down twice, and be up at the end.
    private static func checkFingers(steps: [Step], name: String) throws(TouchScriptError) {
        var down: [Int: Step] = [:]
        for step in steps {
            switch step.action {
            case .down:
                if let earlier = down[step.finger] {
                    throw TouchScriptError(name: name, line: step.line, column: step.column,
                                           message: "finger \(step.finger) is already down (since line \(earlier.line), column \(earlier.column))")
                }
                down[step.finger] = step
            case .move, .up:
                guard down[step.finger] != nil else {
                    throw TouchScriptError(name: name, line: step.line, column: step.column,
                                           message: "finger \(step.finger) is not down at \(step.time) s")
                }
                if step.action == .up { down[step.finger] = nil }
            }
        }
        if let left = down.values.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            throw TouchScriptError(name: name, line: left.line, column: left.column,
                                   message: "finger \(left.finger) is still down when the script ends")
        }
    }
}
