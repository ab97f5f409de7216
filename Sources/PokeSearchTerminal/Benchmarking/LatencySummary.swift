/// Percentiles of a set of measured latencies.
public struct LatencySummary: Sendable, Hashable, Encodable {
    /// How many measurements.
    public var runs: Int
    public var p50: Duration
    public var p95: Duration
    public var p99: Duration
    public var max: Duration

    /// Nearest-rank percentiles of `samples` (the smallest value with at
    /// least p% of the samples at or below it); nil when there are none.
    public init?(_ samples: [Duration]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        func percentile(_ p: Double) -> Duration {
            let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
            return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
        }
        runs = sorted.count
        p50 = percentile(50)
        p95 = percentile(95)
        p99 = percentile(99)
        max = sorted[sorted.count - 1]
    }

    /// Microseconds, the unit search latency is read in.
    public static func microseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    }

    enum CodingKeys: String, CodingKey { case runs, p50, p95, p99, max }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(runs, forKey: .runs)
        try container.encode(Self.microseconds(p50), forKey: .p50)
        try container.encode(Self.microseconds(p95), forKey: .p95)
        try container.encode(Self.microseconds(p99), forKey: .p99)
        try container.encode(Self.microseconds(max), forKey: .max)
    }
}
