import Glibc
import Raster

/// Feeds a `FrameRecorder` from a thread of its own, so that encoding PNGs never holds
/// up the display's frames (`--record` and `--dump-frames` on a real clock).
///
/// The render thread copies each frame into one of a few frame-sized slots — only
/// what changed since that slot last held a frame — and goes on; the recording thread
/// hands the slots to the recorder in order. When no slot is free (the encoder is
/// behind), the frame replaces the newest one still waiting, which is counted as
/// dropped: the render thread never waits for the encoder, and the newest picture is
/// always the one kept. Plain pthreads, so ThreadSanitizer sees every hand-over.
public final class RecordingThread: @unchecked Sendable {
    /// Frame-sized buffers: one being encoded and one waiting, at least.
    public static let defaultSlots = 2

    private let recorder: FrameRecorder
    private let slots: [Bitmap]
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
    private let wake: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)
    private var thread = pthread_t()
    /// Called on the recording thread before each frame is recorded (tests hold it there).
    private let beforeEachFrame: (@Sendable () -> Void)?

    /// A frame waiting for the recorder: its slot, what changed since the frame the
    /// recorder had before, and its time.
    private struct Waiting {
        let slot: Int
        var damage: Region
        var time: Double
    }

    // Guarded by `mutex`:
    private var free: [Int]
    private var waiting: [Waiting] = []
    private var dropped = 0
    private var finishing = false

    // The render thread's own:
    /// Per slot, what changed since the slot last took a frame (all of it at first).
    private var stale: [Region]
    /// What changed since the last frame handed on.
    private var unsent: Region

    /// Starts the recording thread for `recorder`, which is used there only until `finish`.
    public convenience init(recorder: FrameRecorder, slots: Int = defaultSlots) {
        self.init(recorder: recorder, slots: slots, beforeEachFrame: nil)
    }

    init(recorder: FrameRecorder, slots count: Int, beforeEachFrame: (@Sendable () -> Void)?) {
        self.recorder = recorder
        self.beforeEachFrame = beforeEachFrame
        let whole = Rect(x: 0, y: 0, width: recorder.width, height: recorder.height)
        let count = max(count, 2)
        slots = (0..<count).map { _ in Bitmap(width: recorder.width, height: recorder.height) }
        free = Array(0..<count)
        stale = Array(repeating: Region(whole), count: count)
        unsent = Region(whole)
        precondition(pthread_mutex_init(mutex, nil) == 0 && pthread_cond_init(wake, nil) == 0,
                     "RecordingThread: cannot make a mutex")
        let status = pthread_create(&thread, nil, { argument in
            Unmanaged<RecordingThread>.fromOpaque(argument!).takeRetainedValue().loop()
            return nil
        }, Unmanaged.passRetained(self).toOpaque())
        precondition(status == 0, "RecordingThread: pthread_create failed (\(status))")
    }

    deinit {
        pthread_cond_destroy(wake)
        pthread_mutex_destroy(mutex)
        wake.deallocate()
        mutex.deallocate()
    }

    /// Takes the frame `frame` shown from media time `time` (on the render thread);
    /// only `damage` differs from the frame before. Never waits for the encoder.
    public func record(_ frame: BitmapView, damage: Region, at time: Double) {
        for index in stale.indices { stale[index].formUnion(damage) }
        unsent.formUnion(damage)
        pthread_mutex_lock(mutex)
        if let slot = free.popLast() {
            pthread_mutex_unlock(mutex)
            bring(slot, upTo: frame)
            pthread_mutex_lock(mutex)
            waiting.append(Waiting(slot: slot, damage: unsent, time: time))
            pthread_cond_signal(wake)
        } else {
            // The encoder is behind: this frame takes the place of the newest one waiting.
            let newest = waiting.count - 1
            bring(waiting[newest].slot, upTo: frame)
            waiting[newest].damage.formUnion(unsent)
            waiting[newest].time = time
            dropped += 1
        }
        pthread_mutex_unlock(mutex)
        unsent = Region()
    }

    /// Records what is still waiting, ends the thread and finishes the recording at
    /// media time `time`: what was written, with the frames dropped, or the error that
    /// stopped the recorder. Call it once, from the thread that calls `record`.
    public func finish(at time: Double) throws(RecordingError) -> FrameRecorder.Summary {
        pthread_mutex_lock(mutex)
        finishing = true
        pthread_cond_signal(wake)
        pthread_mutex_unlock(mutex)
        pthread_join(thread, nil)
        var summary = try recorder.finish(at: time)
        pthread_mutex_lock(mutex)
        summary.droppedFrames = dropped
        pthread_mutex_unlock(mutex)
        return summary
    }

    /// Copies into `slot` what changed since it last took a frame.
    private func bring(_ slot: Int, upTo frame: BitmapView) {
        for rect in stale[slot].rects { Kernels.simd.copy(frame.view(of: rect), to: slots[slot].view, x: rect.x, y: rect.y) }
        stale[slot] = Region()
    }

    /// The recording thread: records each waiting frame in order, then frees its slot.
    /// The render thread never has a slot between taking it from `waiting` and freeing it.
    private func loop() {
        pthread_mutex_lock(mutex)
        while true {
            while waiting.isEmpty && !finishing { pthread_cond_wait(wake, mutex) }
            guard !waiting.isEmpty else { break }
            let next = waiting.removeFirst()
            pthread_mutex_unlock(mutex)
            beforeEachFrame?()
            recorder.record(slots[next.slot].view, damage: next.damage, at: next.time)
            pthread_mutex_lock(mutex)
            free.append(next.slot)
        }
        pthread_mutex_unlock(mutex)
    }
}
