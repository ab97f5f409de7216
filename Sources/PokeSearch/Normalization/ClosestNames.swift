/// "Did you mean": the names nearest to a mistyped one, for suggestions that
/// name options, subcommands or trainer profiles.
package enum ClosestNames {
    /// The `candidates` within `maximum` edits of `word` (compared without
    /// case), nearest first, ties in the candidates' order.
    package static func nearest(to word: String, among candidates: [String], maximum: Int = 2) -> [String] {
        let folded = word.lowercased().unicodeScalars.map(\.value)
        let ranked = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
            let distance = EditDistance.distance(folded, candidate.lowercased().unicodeScalars.map(\.value), limit: maximum)
            return distance <= maximum ? (distance, index, candidate) : nil
        }
        return ranked.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }
}
