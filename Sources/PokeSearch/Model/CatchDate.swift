import Foundation

/// How user data stores a date (ISO 8601 in UTC, to the second) and how a
/// person reads it (local time, to the minute). Package-wide, not public:
/// apps get `Date`s; the JSON of the front ends and the engine's own
/// messages (`TrainerError.alreadyCaught`) write dates this way.
package enum CatchDate {
    /// `2026-11-22T09:30:05Z`: sorts as text, survives time-zone changes.
    package static func stored(_ date: Date) -> String {
        storage.string(from: date)
    }

    /// The date stored as `stored(_:)` wrote it; nil for anything else.
    package static func parse(_ text: String) -> Date? {
        storage.date(from: text)
    }

    /// `2026-11-22 10:30` in `timeZone`.
    package static func text(_ date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
    }

    // ISO8601DateFormatter is thread-safe once configured.
    nonisolated(unsafe) private static let storage: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()
}
