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
        utcSeconds(text) ?? storage.date(from: text)
    }

    /// `stored(_:)`'s own form, `2026-11-22T09:30:05Z`, read from its digits:
    /// a server reads three for every logged-in request (the session's), and
    /// ICU's date parsing stood out in its profile. Nil for any other text and
    /// any date that is not a calendar's (Feb 30, a leap second): the
    /// formatter reads those.
    static func utcSeconds(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
                  bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z") else { return nil }
            func number(_ start: Int, _ count: Int) -> Int? {
                var value = 0
                for byte in bytes[start..<(start + count)] {
                    guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                  let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
                  (1...12).contains(month), day >= 1, day <= daysInMonth(month, year: year),
                  hour < 24, minute < 60, second < 60 else { return nil }
            // Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
            let y = month <= 2 ? year - 1 : year
            let era = y / 400, yearOfEra = y % 400
            let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
            let days = era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
            return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
        }
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
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
