import Foundation
import Synchronization

/// The time the server's sessions and rate limits are reckoned in: the
/// system clock when serving; tests move a clock of their own, so that an
/// expiry or a window is tested by the clock, not by how fast a loaded
/// machine hashes passwords.
public final class ServerClock: Sendable {
    private let frozen: Mutex<Date?>

    /// The system clock.
    public static var system: ServerClock { ServerClock(frozenAt: nil) }

    /// A clock that stands at `date` until moved (`advance(by:)`), or the system clock when nil.
    public init(frozenAt date: Date?) {
        frozen = Mutex(date)
    }

    public var now: Date {
        frozen.withLock { $0 } ?? Date()
    }

    /// Moves a frozen clock forward.
    public func advance(by seconds: TimeInterval) {
        frozen.withLock { date in date = date.map { $0 + seconds } }
    }
}
