import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Typo search over the name words skips most of them (by a deletion index
/// for one typo, by their letters for more); it must find exactly what
/// comparing `word` with every one of them finds.
@Suite struct NameTokensTests {
    static let words = ["charizrd", "pikachuu", "bulbasuar", "squirtel", "mewtoo", "gengr", "snorlx", "dragonit",
                        "garchmop", "tapukoku", "mrmimme", "pikachx", "charmandr", "eevve", "lucaro", "zzzzzzz",
                        "pikachu", "ab", "abra", "xerneasx", "flabebe", "charizardmegax", "ho", "porygonzz", "mr",
                        // A typo at the start, a swap, a doubled letter, a name in kana, an accent.
                        "ikachu", "bikachu", "ppikachu", "ipkachu", "lucarioo", "ピカチュ", "flabébé", "evoli", "gardevior"]

    @Test(arguments: words, [false, true])
    func findsWhatEveryComparisonFinds(word: String, prefix: Bool) throws {
        let tokens = try TestPokedex.shared().read { try NameTokens.fetch($0) }
        let allowed = word.count >= 12 ? 2 : max(1, NameTokens.allowedTypos(forLength: word.count))
        let scalars = word.unicodeScalars.map(\.value)
        var everyComparison: [(token: String, distance: Int)] = []
        for index in 0..<tokens.count {
            var other = Array(tokens.scalars(of: index))
            guard other.count >= scalars.count - allowed, prefix || other.count <= scalars.count + allowed else { continue }
            if prefix && other.count > scalars.count + allowed { other = Array(other.prefix(scalars.count)) }
            let distance = EditDistance.distance(scalars, other, limit: allowed)
            if distance <= allowed { everyComparison.append((tokens.texts[index], distance)) }
        }
        let nearest = everyComparison.map(\.distance).min()
        let expected = everyComparison.filter { $0.distance == nearest }.map(\.token).sorted { ($0.count, $0) < ($1.count, $1) }
        #expect(tokens.nearest(to: word, allowed: allowed, prefix: prefix).map(\.token) == expected, "\(word)")
    }

    /// Small vocabularies (evolution phrases, superlatives) are kept as name
    /// tokens: the nearest must be what `EditDistance.closest` picks.
    @Test func aVocabularyFindsWhatClosestFinds() {
        let vocabulary = EvolutionPhrase.trailing.keys.filter { $0.count >= 6 }
        let typos = vocabulary.flatMap { TypoFiltersTests.oneEditAway($0.unicodeScalars.map(\.value)) }
            .map { String(String.UnicodeScalarView($0.compactMap(Unicode.Scalar.init))) }
        for word in typos + vocabulary + ["electric", "dragon", "pokemon", "evolutionss", "prevolutoins"] {
            #expect(EvolutionPhrase.longTrailingWords.nearest(to: word, allowed: 1, prefix: false).first?.token
                    == EditDistance.closest(to: word, among: vocabulary, maximum: 1), "\(word)")
        }
    }
}
