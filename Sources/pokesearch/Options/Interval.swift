import ArgumentParser

/// A duration as typed: `30s`, `2m`, `1m30s`, `45` (seconds).
struct Interval: ExpressibleByArgument, Sendable {
    var seconds: Int

    init?(argument: String) {
        if let plain = Int(argument) {
            seconds = plain
        } else {
            var total = 0, number = ""
            for character in argument {
                if character.isASCII, character.isNumber {
                    number.append(character)
                } else if let value = Int(number), let unit = ["s": 1, "m": 60, "h": 3600][String(character)] {
                    total += value * unit
                    number = ""
                } else {
                    return nil
                }
            }
            guard number.isEmpty else { return nil }
            seconds = total
        }
        guard seconds >= 1 else { return nil }
    }
}
