import Foundation

/// A touch script played live: the input source a kiosk uses instead of (or beside)
/// libinput for demos. Each frame the runtime asks for the events due by the media
/// clock's time and hands them to the `TouchDispatcher`.
public struct ScriptedTouchSource: Sendable {
    public let script: TouchScript
    /// The media time at which the script's time 0 falls.
    public let startTime: TimeInterval
    private var next = 0
    /// Where each finger that is down was last put (an up event reports it).
    private var locations: [Int: CGPoint] = [:]

    public init(script: TouchScript, startingAt startTime: TimeInterval) {
        self.script = script
        self.startTime = startTime
    }

    /// Whether every step has been handed out.
    public var isFinished: Bool { next == script.steps.count }

    /// The media time of the next step, or nil when finished: when the runtime should look again.
    public var nextEventTime: TimeInterval? {
        isFinished ? nil : startTime + script.steps[next].time
    }

    /// The steps due by media time `time` and not handed out yet, as touch events
    /// stamped with their own (scripted) times.
    public mutating func events(dueBy time: TimeInterval) -> [TouchInputEvent] {
        var events: [TouchInputEvent] = []
        while next < script.steps.count, startTime + script.steps[next].time <= time {
            let step = script.steps[next]
            let stamp = startTime + step.time
            switch step.action {
            case .down(let p):
                locations[step.finger] = p
                events.append(TouchInputEvent(finger: step.finger, phase: .began, location: p, timestamp: stamp))
            case .move(let p):
                locations[step.finger] = p
                events.append(TouchInputEvent(finger: step.finger, phase: .moved, location: p, timestamp: stamp))
            case .up:
                events.append(TouchInputEvent(finger: step.finger, phase: .ended, location: locations[step.finger] ?? .zero, timestamp: stamp))
                locations[step.finger] = nil
            }
            next += 1
        }
        return events
    }

    /// Queues the steps due by `time` (the media clock's now) on `dispatcher`.
    public mutating func feed(_ dispatcher: TouchDispatcher, at time: TimeInterval) {
        dispatcher.enqueue(events(dueBy: time))
    }
}
