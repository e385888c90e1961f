import Foundation

/// Turns libinput's events (as `RawInputEvent`s) into fingers: touches, a pointer
/// standing in for a finger while its left button is down, and pens while their tip
/// is down. Events come in batches (what one `libinput_dispatch` read); `finishBatch()`
/// hands out a batch's finger changes in order.
///
/// A device that goes away takes its fingers with it: they are cancelled, never
/// ended. The kernel releases every key of a device it unregisters, so libinput first
/// reports a normal up or button release and then the removal, in the same batch: an
/// end followed in its batch by its device's removal is therefore a cancel too — a
/// touchscreen unplugged mid-touch must not fire the control under the finger.
struct InputTouchTracker {
    /// Normalized panel positions to screen points.
    var mapping: TouchMapping

    /// The pointer's finger: far from libinput's seat slots (small numbers).
    static let pointerFinger = 1 << 20
    /// The first pen's finger; each pen device has its own after it.
    static let firstPenFinger = 1 << 21
    /// BTN_LEFT in <linux/input-event-codes.h>.
    static let leftButton: UInt32 = 0x110

    /// Each finger that is down: where it is and which device it is on.
    private var fingers: [Int: (location: CGPoint, device: Int)] = [:]
    /// Touch changes read since the last touch frame.
    private var frame: [(event: TouchInputEvent, device: Int)] = []
    /// The finger changes of the batch so far.
    private var batch: [(event: TouchInputEvent, device: Int)] = []
    private var pointer = PointerHistory()
    /// The finger number of each pen device seen.
    private var penFingers: [Int: Int] = [:]

    init(mapping: TouchMapping) {
        self.mapping = mapping
    }

    /// The devices with a finger ended in the batch so far: a source checks that each
    /// is still there before the batch goes out (the removal itself may come later).
    var devicesEndingInBatch: Set<Int> { Set(batch.filter { $0.event.phase == .ended }.map(\.device)) }

    /// The fingers down now, in finger order (for tests and logs).
    var fingersDown: [Int] { fingers.keys.sorted() }

    /// Takes in one event.
    mutating func handle(_ event: RawInputEvent) {
        switch event {
        case .deviceRemoved(let device, let time):
            removed(device, at: time)
        case .touchDown(let device, let slot, let x, let y, let time):
            put(slot, .began, at: mapping.screenPoint(normalizedX: x, normalizedY: y), time: time, device: device, into: .frame)
        case .touchMotion(let device, let slot, let x, let y, let time):
            put(slot, .moved, at: mapping.screenPoint(normalizedX: x, normalizedY: y), time: time, device: device, into: .frame)
        case .touchUp(let device, let slot, let time):
            lift(slot, .ended, time: time, device: device, into: .frame)
        case .touchCancel(let device, let slot, let time):
            lift(slot, .cancelled, time: time, device: device, into: .frame)
        case .touchFrame:
            batch += frame
            frame.removeAll()
        case .pointerMotion(let device, let dx, let dy, let time):
            let size = mapping.screenSize
            let location = CGPoint(x: min(max(pointer.location.x + dx, 0), size.width),
                                   y: min(max(pointer.location.y + dy, 0), size.height))
            movePointer(to: location, at: time, device: device)
        case .pointerMotionAbsolute(let device, let x, let y, let time):
            movePointer(to: mapping.screenPoint(normalizedX: x, normalizedY: y), at: time, device: device)
        case .pointerButton(let device, let button, let pressed, let time):
            guard button == Self.leftButton else { return }
            pointerButton(pressed: pressed, at: time, device: device)
        case .tabletTip(let device, let down, let x, let y, let time):
            let finger = penFinger(device)
            let location = mapping.screenPoint(normalizedX: x, normalizedY: y)
            if down {
                put(finger, .began, at: location, time: time, device: device, into: .batch)
            } else if fingers[finger] != nil {
                // The tip's own position first, should it differ from the last motion's.
                put(finger, .moved, at: location, time: time, device: device, into: .batch)
                lift(finger, .ended, time: time, device: device, into: .batch)
            }
        case .tabletMotion(let device, let x, let y, let time):
            let finger = penFinger(device)
            guard fingers[finger] != nil else { return }
            put(finger, .moved, at: mapping.screenPoint(normalizedX: x, normalizedY: y), time: time, device: device, into: .batch)
        case .tabletProximityOut(let device, let time):
            // libinput lifts the tip first; a pen gone with its tip down is cancelled.
            lift(penFinger(device), .cancelled, time: time, device: device, into: .batch)
        }
    }

    /// The finger changes of the batch, in order; the next batch starts empty. A
    /// touch frame not yet complete stays for the next batch.
    mutating func finishBatch() -> [TouchInputEvent] {
        defer { batch.removeAll(keepingCapacity: true) }
        return batch.map(\.event)
    }

    // MARK: Fingers

    /// Where a change goes: the touch frame being read, or the batch (pointers and
    /// pens have no frames).
    private enum Queue { case frame, batch }

    private mutating func append(_ event: TouchInputEvent, device: Int, to queue: Queue) {
        switch queue {
        case .frame: frame.append((event, device))
        case .batch: batch.append((event, device))
        }
    }

    /// Finger `finger` begins or moves to `location`; a move of a finger that is not
    /// down, or a begin of one that is, is dropped.
    private mutating func put(_ finger: Int, _ phase: TouchInputEvent.Phase, at location: CGPoint, time: TimeInterval,
                              device: Int, into queue: Queue) {
        guard (phase == .began) == (fingers[finger] == nil) else { return }
        if phase == .moved, fingers[finger]?.location == location { return }
        fingers[finger] = (location, device)
        append(TouchInputEvent(finger: finger, phase: phase, location: location, timestamp: time), device: device, to: queue)
    }

    /// Finger `finger` ends or is cancelled where it was (ups carry no position).
    private mutating func lift(_ finger: Int, _ phase: TouchInputEvent.Phase, time: TimeInterval, device: Int,
                               into queue: Queue) {
        guard let state = fingers.removeValue(forKey: finger) else { return }
        append(TouchInputEvent(finger: finger, phase: phase, location: state.location, timestamp: time), device: device, to: queue)
    }

    /// `device` went away: its ends in this batch become cancels, a touch frame it
    /// left incomplete is taken as it is, and its fingers still down are cancelled.
    private mutating func removed(_ device: Int, at time: TimeInterval) {
        batch += frame
        frame.removeAll()
        for index in batch.indices where batch[index].device == device && batch[index].event.phase == .ended {
            batch[index].event.phase = .cancelled
        }
        for (finger, state) in fingers.sorted(by: { $0.key < $1.key }) where state.device == device {
            lift(finger, .cancelled, time: time, device: device, into: .batch)
        }
        penFingers[device] = nil
    }

    // MARK: Pointer

    /// The pointer moved: its finger, if down, moves with it.
    private mutating func movePointer(to location: CGPoint, at time: TimeInterval, device: Int) {
        pointer.record(location, at: time)
        put(Self.pointerFinger, .moved, at: location, time: time, device: device, into: .batch)
    }

    /// The left button: its press begins the pointer's finger where the pointer was
    /// at the press's time, and moves it on to where it is now; its release ends it.
    private mutating func pointerButton(pressed: Bool, at time: TimeInterval, device: Int) {
        if pressed {
            guard fingers[Self.pointerFinger] == nil else { return }
            put(Self.pointerFinger, .began, at: pointer.location(at: time), time: time, device: device, into: .batch)
            put(Self.pointerFinger, .moved, at: pointer.location, time: max(time, pointer.latestTime), device: device,
                into: .batch)
        } else {
            lift(Self.pointerFinger, .ended, time: time, device: device, into: .batch)
        }
    }

    // MARK: Pens

    /// The finger of `device`'s pen (one pen per tablet is on the surface at a time).
    private mutating func penFinger(_ device: Int) -> Int {
        if let finger = penFingers[device] { return finger }
        let used = Set(penFingers.values)
        let finger = (Self.firstPenFinger...).first { !used.contains($0) }!
        penFingers[device] = finger
        return finger
    }
}
