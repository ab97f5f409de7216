import Foundation

/// How much of a long randomized run (a fuzz, a soak) a test does, and from
/// which seed.
///
/// Everyday `swift test` and CI run a bounded sample; before a release,
/// `POKESEARCH_FULL_RUNS=1 swift test` runs every test's full count
/// (DEVELOPERS.md, "Before a release"). The seed is `POKESEARCH_SEED` when set,
/// else the test's fixed seed for a full run and a new random one for a
/// sample, so that CI covers new ground on every run. It is printed either way:
/// `POKESEARCH_SEED=… swift test --filter …` replays a failure exactly.
public struct LongRun: Sendable, CustomStringConvertible {
    /// How many cases to run.
    public let count: Int
    /// The seed of the run's generator.
    public let seed: UInt64
    /// Whether this is the full run.
    public let isFull: Bool
    /// The test's name, for the printed line.
    public let name: String

    public init(_ name: String, full: Int, sample: Int, fixedSeed: UInt64,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.name = name
        isFull = (environment["POKESEARCH_FULL_RUNS"] ?? "").isEmpty == false && environment["POKESEARCH_FULL_RUNS"] != "0"
        count = isFull ? full : min(sample, full)
        if let text = environment["POKESEARCH_SEED"], let given = Self.parse(text) {
            seed = given
        } else {
            seed = isFull ? fixedSeed : UInt64.random(in: .min ... .max)
        }
        print(description)
    }

    public var description: String {
        "\(name): \(count) cases (\(isFull ? "full run" : "sample; POKESEARCH_FULL_RUNS=1 for all"))"
            + ", seed POKESEARCH_SEED=0x\(String(seed, radix: 16, uppercase: true))"
    }

    /// A seed as printed (`0x…`) or in decimal.
    static func parse(_ text: String) -> UInt64? {
        text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}
