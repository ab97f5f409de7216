import ArgumentParser

/// A duration as typed: `30s`, `2m`, `1m30s`, `45` (seconds), from one
/// second to a day. Read without overflow: `9223372036854775807h` is a
/// duration too long, not a crash.
struct Interval: ExpressibleByArgument, Sendable {
    /// The longest interval: a countdown to tomorrow is long enough.
    static let maximumSeconds = 24 * 3600

    var seconds: Int
    /// As typed, for messages.
    let typed: String

    init?(argument: String) {
        typed = argument
        var total = 0, number = 0, digits = 0
        for character in argument {
            if let digit = character.wholeNumberValue, character.isASCII {
                // Past the longest interval the digits only make it longer: kept as one more than it.
                number = min(number * 10 + digit, Self.maximumSeconds + 1)
                digits += 1
            } else if let unit = ["s": 1, "m": 60, "h": 3600][String(character)], digits > 0 {
                total = min(total + number * unit, Self.maximumSeconds + 1)
                number = 0
                digits = 0
            } else {
                return nil
            }
        }
        // A bare number is seconds; a number after a unit (`1m30`) is not read.
        if digits > 0 {
            guard total == 0, argument.allSatisfy(\.isNumber) else { return nil }
            total = number
        }
        guard !argument.isEmpty else { return nil }
        seconds = total
    }

    /// Nil when in range, else what is wrong, for `--every`.
    var problem: String? {
        if seconds < 1 { return "--every must be at least 1s, not \(typed)" }
        if seconds > Self.maximumSeconds { return "--every must be at most 24h, not \(typed)" }
        return nil
    }
}
