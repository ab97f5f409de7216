import Foundation
import PokeSearch
import Synchronization

/// Counts attempts per key (an account, a client address) in a sliding
/// window; past `maximum` in `window`, the key is refused until its oldest
/// attempt leaves the window (429 with `Retry-After`). Failed logins count
/// per account and per address; sign-ups, which each cost a bcrypt hash,
/// count per address.
final class RateLimiter: Sendable {
    let maximum: Int
    let window: TimeInterval
    private let attempts = Mutex<[String: [Date]]>([:])

    init(maximum: Int, window: TimeInterval) {
        self.maximum = maximum
        self.window = window
    }

    /// Seconds to wait before every one of `keys` may try again; nil when they may now.
    func retryAfter(_ keys: [String], now: Date) -> Int? {
        attempts.withLock { table in
            let waits = keys.compactMap { key -> TimeInterval? in
                let recent = (table[key] ?? []).filter { now.timeIntervalSince($0) < window }
                table[key] = recent.isEmpty ? nil : recent
                guard recent.count >= maximum, let oldest = recent.first else { return nil }
                return window - now.timeIntervalSince(oldest)
            }
            return waits.max().map { max(1, Int($0.rounded(.up))) }
        }
    }

    /// Records an attempt for each of `keys`.
    func record(_ keys: [String], now: Date) {
        attempts.withLock { table in
            for key in keys { table[key, default: []].append(now) }
            // Forget idle entries now and then, so the table stays small.
            if table.count > 10_000 {
                table = table.filter { $0.value.contains { now.timeIntervalSince($0) < window } }
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
