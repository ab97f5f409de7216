import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The two ways a typo search passes over fewer name words (`DeletionIndex`
/// for one edit, `LeadingLetters` for more) must never lose a word within
/// reach: checked on the bundled Pokédex's real name words.
@Suite struct TypoFiltersTests {
    static func tokens() throws -> NameTokens {
        try TestPokedex.shared().read { try NameTokens.fetch($0) }
    }

    /// Every spelling one edit from `word`: each scalar left out, changed
    /// (to `q` and to `é`), doubled or swapped with the next, and `q` added
    /// at each place.
    static func oneEditAway(_ word: [UInt32]) -> [[UInt32]] {
        var spellings: [[UInt32]] = []
        let q = UInt32(UInt8(ascii: "q")), accented = UInt32(0xE9)
        for place in word.indices {
            var left = word; left.remove(at: place); spellings.append(left)
            for other in [q, accented] where word[place] != other {
                var changed = word; changed[place] = other; spellings.append(changed)
            }
            var doubled = word; doubled.insert(word[place], at: place); spellings.append(doubled)
            if place + 1 < word.count, word[place] != word[place + 1] {
                var swapped = word; swapped.swapAt(place, place + 1); spellings.append(swapped)
            }
        }
        for place in 0...word.count {
            var added = word; added.insert(q, at: place); spellings.append(added)
        }
        return spellings
    }

    @Test func aDeletionIndexListsEveryWordOneEditAway() throws {
        let tokens = try Self.tokens()
        let words = (0..<tokens.count).map { Array(tokens.scalars(of: $0)) }
        let index = DeletionIndex(words.map { $0[...] })
        var looked = 0, listed = 0
        // Every 17th word, with each of its typos (CJK and accented words among them).
        for word in stride(from: 0, to: words.count, by: 17) {
            for typed in Self.oneEditAway(words[word]) where !typed.isEmpty {
                var candidates: [Int] = []
                typed.withUnsafeBufferPointer { typed in index.forEachCandidate(of: typed) { candidates.append($0) } }
                #expect(candidates.contains(word), "\(tokens.texts[word]) from \(String(String.UnicodeScalarView(typed.compactMap(Unicode.Scalar.init))))")
                looked += 1
                listed += Set(candidates).count
            }
        }
        #expect(looked > 5_000)
        // A handful of candidates per look-up, not a pass over thousands of words.
        #expect(Double(listed) / Double(looked) < 5, "\(listed) candidates for \(looked) look-ups")
    }

    @Test func aDeletionIndexListsAWordUnderItsOwnSpelling() throws {
        let tokens = try Self.tokens()
        let words = (0..<tokens.count).map { Array(tokens.scalars(of: $0)) }
        let index = DeletionIndex(words.map { $0[...] })
        for word in stride(from: 0, to: words.count, by: 7) {
            var candidates: [Int] = []
            words[word].withUnsafeBufferPointer { typed in index.forEachCandidate(of: typed) { candidates.append($0) } }
            #expect(candidates.contains(word), "\(tokens.texts[word])")
        }
    }

    /// Two words within k edits share a letter among the first k + 1 of each.
    @Test(arguments: [0, 1, 2])
    func leadingLettersNeverRuleOutAWordWithinReach(reach: Int) throws {
        let tokens = try Self.tokens()
        let words = (0..<tokens.count).map { Array(tokens.scalars(of: $0)) }
        let leading = LeadingLetters(words.map { $0[...] })
        var typedWords = stride(from: 0, to: words.count, by: 97).flatMap { Self.oneEditAway(words[$0]) }
        typedWords += ["charizrd", "bulbasuar", "blastiose", "ikachu", "ppikachu", "ipkachu", "porygonzz"].map { $0.unicodeScalars.map(\.value) }
        var filtered = 0
        for typed in typedWords where typed.count > reach {
            guard let beginning = leading.beginning(of: typed, reach: reach) else { continue }
            filtered += 1
            let blocks = leading.blocks(of: beginning)
            for word in words.indices where EditDistance.distance(typed, words[word], limit: reach) <= reach {
                #expect(blocks.words(inBlock: word >> 6) & (1 << UInt64(word & 63)) != 0,
                        "\(tokens.texts[word]) within \(reach) of \(String(String.UnicodeScalarView(typed.compactMap(Unicode.Scalar.init))))")
            }
        }
        #expect(filtered > 100)
    }
}
