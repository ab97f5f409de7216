/// Tells apart forms of one species that the dump names alike in a language
/// (`10% Zygarde` twice, Paldean Tauros's three breeds as `ケンタロス
/// (パルデアのすがた)`): each such name gets what its slug adds to the slugs'
/// common part, `10% Zygarde (power construct)`, `… (combat breed)`.
/// Works on one page: twins on two pages keep their shared name.
enum TwinNames {
    /// `summaries` in the same order, twins' display names made distinct.
    static func distinguished(_ summaries: [PokemonSummary]) -> [PokemonSummary] {
        // A page seldom holds twins: looked for by species first, which rules most pairs out at once.
        let hasTwins = summaries.indices.contains { (a: Int) -> Bool in
            let first = summaries[a]
            return summaries[(a + 1)...].contains { (other: PokemonSummary) -> Bool in
                other.speciesID == first.speciesID && other.displayName == first.displayName
            }
        }
        guard hasTwins else { return summaries }
        let groups = Dictionary(grouping: summaries.indices) {
            TwinKey(speciesID: summaries[$0].speciesID, displayName: summaries[$0].displayName)
        }
        var result = summaries
        for indices in groups.values where indices.count > 1 {
            let words = indices.map { summaries[$0].name.split(separator: "-") }
            let shared = commonPrefixLength(words)
            for (index, slugWords) in zip(indices, words) where slugWords.count > shared {
                result[index].displayName += " (" + slugWords.dropFirst(shared).joined(separator: " ") + ")"
            }
        }
        return result
    }

    private struct TwinKey: Hashable {
        let speciesID: Int
        let displayName: String
    }

    /// How many leading words every slug shares.
    private static func commonPrefixLength(_ words: [[Substring]]) -> Int {
        let shortest = words.map(\.count).min() ?? 0
        return (0..<shortest).first { position in words.contains { $0[position] != words[0][position] } } ?? shortest
    }
}
