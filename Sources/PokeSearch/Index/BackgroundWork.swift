import Foundation

/// A value made on a thread of its own while the index build writes other
/// tables: the full-text postings, the entities' effect words and names are pure
/// work on values, the build's longest, and the database connection is busy
/// meanwhile with the names, lexicon, matchups and summaries.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var made: Value?

    /// Starts `work`.
    init(_ work: @escaping @Sendable () -> Value) {
        Thread { [self] in
            made = work()
            done.signal()
        }.start()
    }

    /// Waits for the value.
    func wait() -> Value {
        done.wait()
        return made!
    }
}
