import Foundation
import PokeSearch
import Synchronization

/// Slows down guessing one account's password, and only that account's:
/// after `freeFailures` failed logins, each further attempt on the account
/// waits longer after the last failure (1 s, 2 s, 4 s, … up to
/// `longestWait`), whatever address it comes from. A failure is a login
/// that finished with a wrong password: logins still being checked count
/// nothing, and no one is locked out by failures on other accounts. A right
/// password clears the count; an account left alone for `memory` starts afresh.
///
/// Unknown names are counted like known ones, so the answers tell nothing of
/// which names exist.
final class LoginThrottle: Sendable {
    static let freeFailures = 5
    static let longestWait: TimeInterval = 300
    static let memory: TimeInterval = 900

    private struct Failures {
        var count: Int
        var last: Date
    }

    private let failures = Mutex<[String: Failures]>([:])

    /// Throws a 429 when `name`'s account must wait before another attempt.
    func check(_ name: String, now: Date) throws {
        let key = Self.key(name)
        let wait = failures.withLock { table -> TimeInterval in
            guard let record = table[key] else { return 0 }
            return record.last.addingTimeInterval(Self.wait(afterFailures: record.count)).timeIntervalSince(now)
        }
        if wait > 0 {
            let seconds = Int(wait.rounded(.up))
            throw APIError.tooManyRequests("too many failed logins for this trainer: try again in \(seconds) s", retryAfter: seconds)
        }
    }

    /// Counts a login of `name` that finished with a wrong password.
    func failed(_ name: String, now: Date) {
        let key = Self.key(name)
        failures.withLock { table in
            let earlier = table[key].flatMap { now.timeIntervalSince($0.last) < Self.memory ? $0.count : nil } ?? 0
            table[key] = Failures(count: earlier + 1, last: now)
            // Names nobody has tried for a while go, so that a stream of made-up names cannot fill memory.
            if table.count > 10_000 { table = table.filter { now.timeIntervalSince($0.value.last) < Self.memory } }
        }
    }

    /// Clears `name`'s failures: its right password was given.
    func succeeded(_ name: String) {
        let key = Self.key(name)
        failures.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// How long after its last failure an account with `count` failures waits.
    static func wait(afterFailures count: Int) -> TimeInterval {
        guard count >= freeFailures else { return 0 }
        // 2^(count − 5) seconds: past 2^9 the cap holds, and no shift overflows.
        return min(longestWait, TimeInterval(1 << min(count - freeFailures, 9)))
    }

    /// An account's key: its name folded as the user data folds it, so that
    /// `Pokémon` and `POKEMON` share one count.
    private static func key(_ name: String) -> String {
        UserNameKey.of(name)
    }
}
