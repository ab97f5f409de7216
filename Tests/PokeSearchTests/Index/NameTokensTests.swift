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
                        "ikachu", "bikachu", "ppikachu", "ipkachu", "lucarioo", "ピカチュ", "flabébé", "evoli", "gardevior",
                        // Ties between a letter left out and one changed or added.
                        "sevper", "piachu", "pidget", "kraby", "munan"]

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
        #expect(tokens.nearest(to: word, allowed: allowed, prefix: prefix).map(\.token) == Self.nearestFirst(everyComparison, typed: scalars),
                "\(word)")
    }

    /// The nearest of `found`, in the order a typo is read: first the words
    /// that are the typed one with letters left out (of their beginning, for
    /// a word being typed), then those nearest its length, then the shorter,
    /// then by text.
    static func nearestFirst(_ found: [(token: String, distance: Int)], typed: [UInt32]) -> [String] {
        let nearest = found.map(\.distance).min() ?? 0
        func keepsTyped(_ token: String) -> Int {
            var next = 0
            for scalar in token.unicodeScalars.prefix(typed.count + nearest) where next < typed.count && scalar.value == typed[next] {
                next += 1
            }
            return next == typed.count ? 0 : 1
        }
        func gap(_ token: String) -> Int { abs(token.unicodeScalars.count - typed.count) }
        // Whole words (no longer than the typed word and its edits) before the beginnings of longer ones.
        func longer(_ token: String) -> Int { token.unicodeScalars.count > typed.count + nearest ? 1 : 0 }
        return found.filter { $0.distance == nearest }.map(\.token)
            .sorted { (longer($0), keepsTyped($0), gap($0), $0.unicodeScalars.count, $0) < (longer($1), keepsTyped($1), gap($1), $1.unicodeScalars.count, $1) }
    }

    /// Small vocabularies (evolution phrases, superlatives) are kept as name
    /// tokens: the nearest must be what comparing the word with each finds.
    @Test func aVocabularyFindsWhatEveryComparisonFinds() {
        let vocabulary = EvolutionPhrase.trailing.keys.filter { $0.count >= 6 }
        let typos = vocabulary.flatMap { TypoFiltersTests.oneEditAway($0.unicodeScalars.map(\.value)) }
            .map { String(String.UnicodeScalarView($0.compactMap(Unicode.Scalar.init))) }
        for word in typos + vocabulary + ["electric", "dragon", "pokemon", "evolutionss", "prevolutoins"] {
            let everyComparison = vocabulary.map { (token: $0, distance: EditDistance.distance(word, $0, limit: 1)) }.filter { $0.distance <= 1 }
            #expect(EvolutionPhrase.longTrailingWords.nearest(to: word, allowed: 1, prefix: false).first?.token
                    == Self.nearestFirst(everyComparison, typed: word.unicodeScalars.map(\.value)).first, "\(word)")
        }
    }
}
