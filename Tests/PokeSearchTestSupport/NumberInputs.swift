import Foundation
import PokeSearch

/// What a person or a request may give where a number goes: the property
/// tests of every numeric parameter (API routes, headers, command options,
/// query fields) throw these at each one.
///
/// `extremes` run in CI, every one at every parameter. A longer run draws
/// `POKESEARCH_NUMBER_FUZZ` more values per parameter (signed numbers of
/// every magnitude, digit runs past any integer, decimal, hexadecimal and
/// exponent forms, full-width and other scripts' digits), from the seed in
/// `POKESEARCH_NUMBER_FUZZ_SEED` or a fresh one, which it prints:
/// `POKESEARCH_NUMBER_FUZZ=200 swift test --filter NumericInput`.
public enum NumberInputs {
    /// Int.min, Int.max, −1, 0, 2^53, 10^30, an exponent, hexadecimal, nothing.
    public static let extremes = [
        "-9223372036854775808", "9223372036854775807", "-1", "0", "9007199254740992",
        "1000000000000000000000000000000", "1e9", "0x10", "",
    ]

    /// `extremes`, then the drawn values when a longer run is asked for.
    /// `label` names the test in the printed seed.
    public static func values(for label: String) -> [String] {
        let environment = ProcessInfo.processInfo.environment
        guard let count = environment["POKESEARCH_NUMBER_FUZZ"].flatMap(Int.init), count > 0 else { return extremes }
        let seed = environment["POKESEARCH_NUMBER_FUZZ_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: .min ... .max)
        print("\(label): \(count) drawn numbers per parameter, POKESEARCH_NUMBER_FUZZ_SEED=\(seed)")
        var generator = SeededGenerator(seed: seed)
        return extremes + (0..<count).map { _ in drawn(using: &generator) }
    }

    /// One number as someone might type it.
    package static func drawn(using generator: inout SeededGenerator) -> String {
        let magnitude = Int64(bitPattern: generator.next()) >> Int64(generator.index(below: 64))
        switch generator.index(below: 10) {
        case 0, 1, 2: return String(magnitude)
        case 3: return String(Int64.max - Int64(generator.index(below: 1000)))
        case 4: return (generator.index(below: 2) == 0 ? "-" : "") + String((0..<1 + generator.index(below: 40)).map { _ in
            Character(String(generator.index(below: 10)))
        })
        case 5: return String(magnitude) + "." + String(generator.index(below: 100))
        case 6: return "0x" + String(UInt64(bitPattern: magnitude), radix: 16)
        case 7: return String(generator.index(below: 10)) + ["e", "E", "e+", "e-"][generator.index(below: 4)] + String(generator.index(below: 400))
        case 8: return String(String(magnitude).unicodeScalars.map { scalar -> Character in
            // Full-width, Arabic-Indic or Devanagari digits.
            guard let digit = Int(String(scalar)) else { return Character(scalar) }
            let zero: UInt32 = [0xFF10, 0x0660, 0x0966][generator.index(below: 3)]
            return Character(Unicode.Scalar(zero + UInt32(digit))!)
        })
        default: return [" 5", "5 ", "+5", "--5", "5-", "0005", "-0", "1_000", "١٢", "NaN", "inf", "-inf", "∞", "½"][generator.index(below: 14)]
        }
    }
}
