import Foundation
import Testing
@testable import PokeSearch

/// Stored dates read from their digits are the dates ISO 8601's formatter reads.
@Suite struct CatchDateTests {
    /// Foundation's ISO8601DateFormatter is documented thread-safe; the suite only reads through it.
    nonisolated(unsafe) static let formatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    @Test func storedDatesReadAsTheFormatterReadsThem() {
        var generator = SystemRandomNumberGenerator()
        let seconds = (0..<5000).map { _ in Double(Int.random(in: -2_208_988_800...4_102_444_800, using: &generator)) }
            + [0, 951_782_400, 951_868_799, 1_709_164_800, 4_107_542_399, -1]  // 2000-02-29, 2024-02-29, 2100-02-28…
        for second in seconds {
            let text = CatchDate.stored(Date(timeIntervalSince1970: second))
            #expect(CatchDate.utcSeconds(text) == Self.formatter.date(from: text), "\(text)")
            #expect(CatchDate.parse(text) == Date(timeIntervalSince1970: second), "\(text)")
        }
    }

    @Test func otherTextIsLeftToTheFormatter() {
        for text in ["2026-02-30T10:00:00Z", "2026-13-01T10:00:00Z", "2026-11-22T24:00:00Z", "2026-11-22T09:30:60Z",
                     "2026-11-22T09:30:05+01:00", "2026-11-22 09:30:05Z", "2026-1x-22T09:30:05Z", "", "2026-11-22T09:30:05.5Z"] {
            #expect(CatchDate.utcSeconds(text) == nil, "\(text)")
            #expect(CatchDate.parse(text) == Self.formatter.date(from: text), "\(text)")
        }
    }
}
