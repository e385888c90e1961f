import Glibc
import Synchronization

/// A pool of threads that draws the independent pieces of one job (a frame's
/// bands) together with the thread that asks: `run(_:_:)` returns when every piece
/// is drawn. Threads take pieces one at a time, so a slow band does not hold the
/// others up.
///
/// Plain pthreads and one pthread mutex with two conditions: a job allocates
/// nothing (its closure stays on the caller's stack), and ThreadSanitizer sees every
/// hand-over. A helper that drew a piece polls for the next job for `spinSeconds`
/// before it sleeps, and so does the caller waiting for the helpers' last pieces: a
/// frame's jobs come in quick succession (paint, a backdrop's row and column blurs,
/// paint again), and a sleeping thread woken through the kernel joins the next one
/// late — under a hypervisor, tens of microseconds. Between frames and when idle they
/// sleep. One job at a time; `run` is called from one thread (the render
/// server's) and not from inside a piece.
public final class RenderWorkers: @unchecked Sendable {
    /// Threads that draw, the caller's included (at least 1).
    public let threadCount: Int
    private let core: Core
    private var threads: [pthread_t] = []

    /// A pool of `threads` drawing threads (clamped to 1…64): `threads − 1` helpers
    /// are started here and wait for jobs until the pool goes away.
    public init(threads: Int) {
        threadCount = min(max(threads, 1), 64)
        core = Core()
        guard threadCount > 1 else { return }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 1 << 20)
        for worker in 1..<threadCount {
            let start = Unmanaged.passRetained(Start(core: core, worker: worker)).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(&thread, &attributes, { argument in
                let start = Unmanaged<Start>.fromOpaque(argument!).takeRetainedValue()
                start.core.helperLoop(worker: start.worker)
                return nil
            }, start)
            precondition(status == 0, "RenderWorkers: pthread_create failed (\(status))")
            self.threads.append(thread)
        }
    }

    deinit {
        core.stop()
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Calls `body(piece, worker)` once for every piece in 0..<`pieces`, on this
    /// thread (worker 0) and the helpers (workers 1..<`threadCount`), in no set order;
    /// returns when all have returned. A worker runs one piece at a time, so memory
    /// kept per worker number is never shared.
    public func run(_ pieces: Int, _ body: (_ piece: Int, _ worker: Int) -> Void) {
        guard pieces > 1, threadCount > 1 else {
            for piece in 0..<max(pieces, 0) { body(piece, 0) }
            return
        }
        withoutActuallyEscaping(body) { core.run(pieces, $0) }
    }

    /// The cores online (`sysconf(_SC_NPROCESSORS_ONLN)`, at least 1): the default
    /// number of render threads.
    public static var onlineCores: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// What a helper thread is started with.
    private final class Start {
        let core: Core
        let worker: Int
        init(core: Core, worker: Int) { (self.core, self.worker) = (core, worker) }
    }

    /// The job and the lock the threads share (the helpers keep it alive until they end).
    private final class Core: @unchecked Sendable {
        private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
        private let wake: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)
        private let finished: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)
        // Guarded by `mutex`:
        private var job: ((_ piece: Int, _ worker: Int) -> Void)?
        private var pieceCount = 0
        private var nextPiece = 0
        private var stopping = false
        // Changed with the mutex held, also read without it while polling:
        private let jobsPosted = Atomic<Int>(0)
        private let helpersDrawing = Atomic<Int>(0)

        init() {
            precondition(pthread_mutex_init(mutex, nil) == 0 && pthread_cond_init(wake, nil) == 0
                             && pthread_cond_init(finished, nil) == 0, "RenderWorkers: cannot make a mutex")
        }

        deinit {
            pthread_cond_destroy(finished)
            pthread_cond_destroy(wake)
            pthread_mutex_destroy(mutex)
            finished.deallocate()
            wake.deallocate()
            mutex.deallocate()
        }

        /// Posts the job, draws pieces on this thread while any are left, then waits
        /// for the helpers' last pieces.
        func run(_ pieces: Int, _ body: @escaping (_ piece: Int, _ worker: Int) -> Void) {
            pthread_mutex_lock(mutex)
            precondition(job == nil, "RenderWorkers.run: called from inside a job")
            job = body
            pieceCount = pieces
            nextPiece = 0
            jobsPosted.add(1, ordering: .releasing)
            pthread_cond_broadcast(wake)
            while nextPiece < pieceCount {
                let piece = nextPiece
                nextPiece += 1
                pthread_mutex_unlock(mutex)
                body(piece, 0)
                pthread_mutex_lock(mutex)
            }
            if helpersDrawing.load(ordering: .relaxed) > 0 {
                pthread_mutex_unlock(mutex)
                Self.spin { helpersDrawing.load(ordering: .acquiring) == 0 }
                pthread_mutex_lock(mutex)
            }
            while helpersDrawing.load(ordering: .relaxed) > 0 { pthread_cond_wait(finished, mutex) }
            job = nil
            pthread_mutex_unlock(mutex)
        }

        /// Ends the helpers' loops.
        func stop() {
            pthread_mutex_lock(mutex)
            stopping = true
            pthread_cond_broadcast(wake)
            pthread_mutex_unlock(mutex)
        }

        /// A helper's life: take a piece of the current job while there is one, else sleep.
        func helperLoop(worker: Int) {
            pthread_mutex_lock(mutex)
            var drewJob = false
            while true {
                if drewJob && !stopping && (job == nil || nextPiece >= pieceCount) {
                    let seen = jobsPosted.load(ordering: .acquiring)
                    pthread_mutex_unlock(mutex)
                    Self.spin { jobsPosted.load(ordering: .acquiring) != seen }
                    pthread_mutex_lock(mutex)
                }
                while !stopping && (job == nil || nextPiece >= pieceCount) { pthread_cond_wait(wake, mutex) }
                if stopping { break }
                let body = job!
                let piece = nextPiece
                nextPiece += 1
                helpersDrawing.add(1, ordering: .relaxed)
                pthread_mutex_unlock(mutex)
                body(piece, worker)
                pthread_mutex_lock(mutex)
                let drawing = helpersDrawing.subtract(1, ordering: .releasing).newValue
                drewJob = true
                if drawing == 0 && nextPiece >= pieceCount { pthread_cond_signal(finished) }
            }
            pthread_mutex_unlock(mutex)
        }

        /// Polls `done` for up to `spinSeconds`, without the mutex.
        private static func spin(until done: () -> Bool) {
            var start = timespec(), now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            while !done() {
                clock_gettime(CLOCK_MONOTONIC, &now)
                if Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9 > spinSeconds { return }
            }
        }

        /// How long a thread polls before sleeping: at most this much of a core per
        /// helper after each frame's last job (0.6 % of one at 60 frames a second).
        static let spinSeconds = 100e-6
    }
}
