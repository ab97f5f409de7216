import Foundation
import Synchronization

/// Counts failed logins per account name and per client address in a sliding
/// window; past `maximumFailures` in `window`, logins are refused until the
/// oldest failure leaves the window (429 with `Retry-After`). A success
/// clears the account's failures.
final class LoginRateLimiter: Sendable {
    let maximumFailures: Int
    let window: TimeInterval
    private let failures = Mutex<[String: [Date]]>([:])

    init(maximumFailures: Int = 5, window: TimeInterval = 300) {
        self.maximumFailures = maximumFailures
        self.window = window
    }

    /// Seconds to wait before `account` may try again from `address`; nil when it may now.
    func retryAfter(account: String, address: String, now: Date = Date()) -> Int? {
        failures.withLock { table in
            let waits = [Self.accountKey(account), Self.addressKey(address)].compactMap { key -> TimeInterval? in
                let recent = (table[key] ?? []).filter { now.timeIntervalSince($0) < window }
                table[key] = recent.isEmpty ? nil : recent
                guard recent.count >= maximumFailures, let oldest = recent.first else { return nil }
                return window - now.timeIntervalSince(oldest)
            }
            return waits.max().map { max(1, Int($0.rounded(.up))) }
        }
    }

    /// Records a failed login.
    func recordFailure(account: String, address: String, now: Date = Date()) {
        failures.withLock { table in
            for key in [Self.accountKey(account), Self.addressKey(address)] {
                table[key, default: []].append(now)
            }
            // Forget idle entries now and then, so the table stays small.
            if table.count > 10_000 {
                table = table.filter { $0.value.contains { now.timeIntervalSince($0) < window } }
            }
        }
    }

    /// Forgets the account's failures after a successful login.
    func recordSuccess(account: String) {
        failures.withLock { _ = $0.removeValue(forKey: Self.accountKey(account)) }
    }

    private static func accountKey(_ account: String) -> String {
        "account:" + account.lowercased()
    }

    private static func addressKey(_ address: String) -> String {
        "address:" + address
    }
}
