import ArgumentParser

/// A whole number as typed after `--limit`, `--offset`, `--page` or
/// `--times`: a sign as typed (`-5` is read, then refused by the command with
/// its reason), and digits past what an integer holds read as the largest
/// one, so `--limit 99999999999999999999` asks for everything.
struct WholeNumber: ExpressibleByArgument, Sendable, Hashable {
    var value: Int

    init(_ value: Int) {
        self.value = value
    }

    init?(argument: String) {
        let negative = argument.hasPrefix("-")
        let digits = negative || argument.hasPrefix("+") ? argument.dropFirst() : Substring(argument)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        value = Int(argument) ?? (negative ? Int.min : Int.max)
    }

    var defaultValueDescription: String { String(value) }
}
