import Foundation
import PokeSearch
import Synchronization

/// Counts attempts per key (an account, a client address) in a sliding
/// window; past `maximum` in `window`, the key is refused until its oldest
/// attempt leaves the window (429 with `Retry-After`). Failed logins count
/// per account and per address; sign-ups, which each cost a bcrypt hash,
/// count per address.
///
/// An attempt is reserved before the work it limits (a bcrypt hash takes a
/// quarter of a second) in the same step as the check, so requests sent in
/// parallel cannot all pass the check before any of them is counted.
final class RateLimiter: Sendable {
    let maximum: Int
    let window: TimeInterval
    private let attempts = Mutex<[String: [Date]]>([:])

    /// An attempt counted under each of `keys`, until `cancel` takes it back.
    struct Reservation: Sendable {
        let keys: [String]
        let date: Date
    }

    init(maximum: Int, window: TimeInterval) {
        self.maximum = maximum
        self.window = window
    }

    /// Counts an attempt under every one of `keys` when each may try now;
    /// otherwise counts nothing and throws a 429 whose message `refusal`
    /// words from the seconds to wait.
    @discardableResult
    func reserve(_ keys: [String], now: Date, refusal: (Int) -> String) throws -> Reservation {
        let wait = attempts.withLock { table -> Int? in
            var waits: [TimeInterval] = []
            for key in keys {
                let recent = (table[key] ?? []).filter { now.timeIntervalSince($0) < window }
                table[key] = recent.isEmpty ? nil : recent
                if recent.count >= maximum, let oldest = recent.first { waits.append(window - now.timeIntervalSince(oldest)) }
            }
            if let wait = waits.max() { return max(1, Int(wait.rounded(.up))) }
            for key in keys { table[key, default: []].append(now) }
            // Forget idle entries now and then, so the table stays small.
            if table.count > 10_000 {
                table = table.filter { $0.value.contains { now.timeIntervalSince($0) < window } }
            }
            return nil
        }
        if let wait { throw APIError.tooManyRequests(refusal(wait), retryAfter: wait) }
        return Reservation(keys: keys, date: now)
    }

    /// Takes back the attempt `reservation` counted (a login that succeeded).
    func cancel(_ reservation: Reservation) {
        attempts.withLock { table in
            for key in reservation.keys {
                guard var dates = table[key], let index = dates.firstIndex(of: reservation.date) else { continue }
                dates.remove(at: index)
                table[key] = dates.isEmpty ? nil : dates
            }
        }
    }

    /// Forgets `key`'s attempts (an account after a successful login).
    func forget(_ key: String) {
        attempts.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// The key of an account: its name folded as the user data folds it, so
    /// `Pokémon` and `POKEMON` share one count.
    static func account(_ name: String) -> String {
        "account:" + UserNameKey.of(name)
    }

    static func address(_ address: String) -> String {
        "address:" + address
    }
}
