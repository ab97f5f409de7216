import Foundation

/// One build of a database file at a time, across processes: an advisory
/// lock (flock(2)) on `<file>.lock` beside it. A second import waits for the
/// first to finish, saying so, then builds: the last one started is the one
/// kept, as when they run one after the other, instead of two builds racing
/// and the last rename silently winning. The kernel releases the lock of a
/// killed build. Re-entrant within a thread (an import holds it around the
/// build that takes it again); other threads of the process wait like other
/// processes.
///
/// The lock file lives only while a build runs: the holder removes it
/// before unlocking, so a waiter checks, once it has the lock, that its file
/// is still the one at the path, and starts again if not.
enum BuildLock {
    /// Runs `body` holding the build lock of `destination`. When another
    /// process holds it, `waiting` is called with that process's id (when it
    /// wrote one), then the call blocks until the lock is free. A folder where
    /// the lock file cannot be made (read-only) builds without it: the build
    /// itself then fails with its own message.
    static func holding<T>(_ destination: String, waiting: (pid_t?) -> Void = { _ in }, _ body: () throws -> T) throws -> T {
        let path = destination + ".lock"
        if heldByThisThread.contains(path) { return try body() }
        // A first run makes the folder (the owner's only): processes started at once must share one lock there.
        try? PrivateFiles.createFolder((destination as NSString).deletingLastPathComponent)
        var announced = false
        guard let descriptor = lock(path, onWait: { holder in
            if !announced { waiting(holder) }
            announced = true
        }) else { return try body() }
        defer {
            unlink(path)
            close(descriptor)
        }
        // Who holds it, for the message of the next one that waits.
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pwrite(descriptor, pid, pid.count, 0)
        heldByThisThread.insert(path)
        defer { heldByThisThread.remove(path) }
        return try body()
    }

    /// Removes the lock file a killed build left (nobody holds its lock):
    /// cheap when there is none, as there almost always is.
    static func removeStale(of destination: String) {
        let path = destination + ".lock"
        guard access(path, F_OK) == 0, !heldByThisThread.contains(path) else { return }
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 && isCurrent(descriptor, at: path) { unlink(path) }
    }

    /// A descriptor of the lock file at `path`, locked; `onWait` is called
    /// before blocking on another holder. Nil when the file cannot be made.
    private static func lock(_ path: String, onWait: (pid_t?) -> Void) -> Int32? {
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return nil }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                onWait(holder(descriptor))
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        close(descriptor)
                        return nil
                    }
                }
            }
            if isCurrent(descriptor, at: path) { return descriptor }
            // The holder removed this file when it finished: lock the next one.
            close(descriptor)
        }
    }

    /// Whether `descriptor` is the file now at `path`.
    private static func isCurrent(_ descriptor: Int32, at path: String) -> Bool {
        var open = stat(), named = stat()
        return fstat(descriptor, &open) == 0 && stat(path, &named) == 0
            && open.st_ino == named.st_ino && open.st_dev == named.st_dev
    }

    /// The process id the holder wrote in the lock file.
    private static func holder(_ descriptor: Int32) -> pid_t? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return pid_t(String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The lock files this thread holds.
    private static var heldByThisThread: Set<String> {
        get { Thread.current.threadDictionary[key] as? Set<String> ?? [] }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    private static let key = "pokesearch.BuildLock.held"
}
