import Foundation
import Synchronization

/// Runs the work that hashes or checks a password (bcrypt: a quarter of a
/// second of one core, on purpose) at most `slots` at a time, below the
/// number of cores, so that a storm of logins or sign-ups leaves a core to
/// the searches. Work beyond the slots waits its turn, up to `queueLimit`
/// requests; past that the request is refused at once with a 503 and
/// `Retry-After`, rather than waiting longer than a client would.
final class PasswordHashing: Sendable {
    let slots: Int
    let queueLimit: Int

    /// What a request waiting for a slot is told: go, or come back later.
    private enum Turn { case go, refused(retryAfter: Int) }

    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Turn, Never>] = []
    }

    private let state = Mutex(State())

    /// One slot fewer than the cores (at least one); a queue of a few seconds' work.
    init(slots: Int? = nil, queueLimit: Int? = nil) {
        let slots = max(1, slots ?? ProcessInfo.processInfo.activeProcessorCount - 1)
        self.slots = slots
        self.queueLimit = max(0, queueLimit ?? 16 * slots)
    }

    /// Runs `body` off the request threads (`BlockingWork`) once a slot is free.
    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await acquire()
        defer { release() }
        return try await BlockingWork.run(body)
    }

    private func acquire() async throws {
        // Decided, and queued when it must wait, in one step under the lock.
        let turn = await withCheckedContinuation { (continuation: CheckedContinuation<Turn, Never>) in
            let now = state.withLock { state -> Turn? in
                if state.running < slots {
                    state.running += 1
                    return .go
                }
                guard state.waiting.count < queueLimit else {
                    // About what the work ahead takes: a quarter of a second per hash and slot.
                    let ahead = Double(state.running + state.waiting.count) * 0.25 / Double(slots)
                    return .refused(retryAfter: max(1, Int(ahead.rounded(.up))))
                }
                state.waiting.append(continuation)
                return nil
            }
            if let now { continuation.resume(returning: now) }
        }
        if case .refused(let seconds) = turn {
            throw APIError.unavailable("too many logins and sign-ups at once: try again in \(seconds) s", retryAfter: seconds)
        }
    }

    /// Hands the slot to the first waiting request, or frees it.
    private func release() {
        let next = state.withLock { state -> CheckedContinuation<Turn, Never>? in
            if state.waiting.isEmpty {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume(returning: .go)
    }
}
