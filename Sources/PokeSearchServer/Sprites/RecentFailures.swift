import Foundation
import Synchronization

/// Keys (a sprite URL, an upstream host) that failed lately, each
/// remembered for `memory` seconds: until then the proxy answers at once
/// instead of asking again; afterwards it tries again.
final class RecentFailures: Sendable {
    let memory: TimeInterval
    private let failures = Mutex<[String: Date]>([:])

    init(memory: TimeInterval) {
        self.memory = memory
    }

    func record(_ key: String, at date: Date = Date()) {
        failures.withLock { $0[key] = date }
    }

    /// Whether `key` failed less than `memory` seconds ago (an older failure is forgotten).
    func contains(_ key: String, at date: Date = Date()) -> Bool {
        failures.withLock { table in
            guard let failed = table[key] else { return false }
            if date.timeIntervalSince(failed) < memory { return true }
            table[key] = nil
            return false
        }
    }

    func forget(_ key: String) {
        _ = failures.withLock { $0.removeValue(forKey: key) }
    }
}
