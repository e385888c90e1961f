import Glibc

/// A value only reached under a lock: `Synchronization.Mutex`'s shape on a pthread mutex,
/// the lock every module of this package uses.
///
/// Why not `Mutex`: on Linux it takes a contended lock inside libswiftSynchronization
/// (a futex; that library is not built for ThreadSanitizer), so TSan never sees the
/// acquire and reports each contended use as a data race. TSan intercepts
/// `pthread_mutex_lock`, so under `swift test --sanitize=thread` it checks this lock's
/// users for real races instead.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let storage: UnsafeMutablePointer<Value>

    package init(_ initialValue: consuming sending Value) {
        mutex = .allocate(capacity: 1)
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "Locked: pthread_mutex_init failed (\(status))")
        storage = .allocate(capacity: 1)
        storage.initialize(to: initialValue)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.pointee)
    }
}
