import Foundation
import PokeSearch
import Synchronization

/// Counts events per key (a client address) in a sliding window; past
/// `maximum` in `window`, the key is refused until its oldest event leaves
/// the window (429 with `Retry-After`). Sign-ups, which each cost a bcrypt
/// hash, count per address whatever their outcome (`reserve`); failed
/// logins count per address once they have failed (`check`, then `record`).
///
/// Only addresses that tell clients apart count (`key(forAddress:)`): every
/// program and browser on this machine reaches a loopback server from the
/// same address, and one of them must not lock out the others.
final class RateLimiter: Sendable {
    let maximum: Int
    let window: TimeInterval
    private let events = Mutex<[String: [Date]]>([:])

    init(maximum: Int, window: TimeInterval) {
        self.maximum = maximum
        self.window = window
    }

    /// Counts an event under `key` when it may have one now; otherwise
    /// counts nothing and throws a 429 whose message `refusal` words from
    /// the seconds to wait. Checked and counted in one step, so requests sent
    /// at once cannot all pass the check before any of them is counted.
    func reserve(_ key: String, now: Date, refusal: (Int) -> String) throws {
        let wait = events.withLock { table -> Int? in
            if let wait = Self.wait(for: key, in: &table, now: now, maximum: maximum, window: window) { return wait }
            Self.add(key, to: &table, now: now, window: window)
            return nil
        }
        if let wait { throw APIError.tooManyRequests(refusal(wait), retryAfter: wait) }
    }

    /// Throws a 429 (its message from `refusal`) when `key` has had its
    /// `maximum` events in the window; counts nothing.
    func check(_ key: String, now: Date, refusal: (Int) -> String) throws {
        if let wait = events.withLock({ table in Self.wait(for: key, in: &table, now: now, maximum: maximum, window: window) }) {
            throw APIError.tooManyRequests(refusal(wait), retryAfter: wait)
        }
    }

    /// Counts an event under `key`.
    func record(_ key: String, now: Date) {
        events.withLock { table in Self.add(key, to: &table, now: now, window: window) }
    }

    private static func add(_ key: String, to table: inout [String: [Date]], now: Date, window: TimeInterval) {
        table[key, default: []].append(now)
        // Forget idle entries now and then, so the table stays small.
        if table.count > 10_000 {
            table = table.filter { $0.value.contains { now.timeIntervalSince($0) < window } }
        }
    }

    /// Seconds until `key` may have another event, or nil when it may now.
    private static func wait(for key: String, in table: inout [String: [Date]], now: Date, maximum: Int, window: TimeInterval) -> Int? {
        let recent = (table[key] ?? []).filter { now.timeIntervalSince($0) < window }
        table[key] = recent.isEmpty ? nil : recent
        guard recent.count >= maximum, let oldest = recent.first else { return nil }
        return max(1, Int((window - now.timeIntervalSince(oldest)).rounded(.up)))
    }

    /// The key `address` counts under, or nil when it tells clients apart by
    /// nothing: a loopback address (`127.0.0.0/8`, `::1`, or either mapped
    /// to IPv6), or no address at all.
    static func key(forAddress address: String) -> String? {
        let plain = address.lowercased().replacingOccurrences(of: "::ffff:", with: "")
        guard plain != "unknown", plain != "::1", !plain.hasPrefix("127.") else { return nil }
        return "address:" + plain
    }
}
