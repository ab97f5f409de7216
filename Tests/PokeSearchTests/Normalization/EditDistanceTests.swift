import Testing
@testable import PokeSearch

/// Typo distance as people make typos, and the cheap bound that lets typo
/// tolerance skip most name words without computing it.
@Suite struct EditDistanceTests {
    private func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    @Test(arguments: [
        ("squirtel", "squirtle", 1), ("charizrd", "charizard", 1), ("bulbasuar", "bulbasaur", 1),
        ("mewtoo", "mewtwo", 1), ("pikachu", "pikachu", 0), ("gengr", "gengar", 1), ("abc", "xyz", 3),
    ])
    func distances(a: String, b: String, expected: Int) {
        #expect(EditDistance.distance(a, b, limit: 5) == expected)
        #expect(EditDistance.lowerBound(scalars(a), scalars(b)[...]) <= expected)
    }

    /// 5,000 pairs of random words of 1 to 9 of `letters`, the same on every run.
    private func wordPairs(seed: UInt64, letters: String) -> [([UInt32], [UInt32])] {
        var generator = SeededGenerator(seed: seed)
        let letters = Array(letters.unicodeScalars.map(\.value))
        func word() -> [UInt32] {
            (0..<Int(generator.next() % 9 + 1)).map { _ in letters[Int(generator.next() % UInt64(letters.count))] }
        }
        return (0..<5_000).map { _ in (word(), word()) }
    }

    @Test func theBoundNeverExceedsTheDistance() {
        var ruledOut = 0
        for (a, b) in wordPairs(seed: 42, letters: "aeiourstlnchkpz") {
            let bound = EditDistance.lowerBound(a, b[...])
            let distance = EditDistance.distance(a, b, limit: 20)
            #expect(bound <= distance, "\(a) \(b)")
            if bound > 2 { ruledOut += 1 }
        }
        #expect(ruledOut > 500, "the bound rules out far words")
    }

    @Test func nonASCIIIsNeverRuledOut() {
        #expect(EditDistance.lowerBound(scalars("pokémon"), scalars("xyzxyzx")[...]) == 0)
        #expect(LetterMask.lowerBound(LetterMask(scalars("pokémon")[...]), LetterMask(scalars("xyzxyzx")[...])) == 0)
    }

    /// The letter-set bound typo search tries first: never above the
    /// distance, also when only a prefix of the longer word is compared.
    @Test func theLetterSetBoundNeverExceedsTheDistance() {
        var ruledOut = 0
        for (a, b) in wordPairs(seed: 7, letters: "aeiourstlnchkpz2-") {
            let bound = LetterMask.lowerBound(LetterMask(a[...]), LetterMask(b[...]))
            #expect(bound <= EditDistance.distance(a, b, limit: 20), "\(a) \(b)")
            let prefix = Array(b.prefix(max(1, b.count / 2)))
            let partly = LetterMask.lowerBound(LetterMask(a[...]), LetterMask(b[...]), bOnlyPartly: true)
            #expect(partly <= EditDistance.distance(a, prefix, limit: 20), "\(a) \(prefix)")
            if bound > 2 { ruledOut += 1 }
        }
        #expect(ruledOut > 100, "the bound rules out far words")
        #expect(LetterMask.lowerBound(LetterMask(scalars("charizrd")[...]), LetterMask(scalars("charizard")[...])) == 0)
        #expect(LetterMask.lowerBound(LetterMask(scalars("gengr")[...]), LetterMask(scalars("snorlax")[...])) == 5)
    }

    /// The bit-clearing test the typo search's pass uses agrees with the bound it stands for.
    @Test func allowsIsTheBoundWithinALimit() {
        for (a, b) in wordPairs(seed: 11, letters: "aeiourstlnchkpz2-") {
            let left = LetterMask(a[...]), right = LetterMask(b[...])
            for allowed in 0...3 {
                for partly in [false, true] {
                    #expect(LetterMask.allows(left, right, within: allowed, bOnlyPartly: partly)
                            == (LetterMask.lowerBound(left, right, bOnlyPartly: partly) <= allowed), "\(a) \(b) \(allowed)")
                }
            }
        }
    }

    /// Counts kept between comparisons (`LetterCounts` compares one word with
    /// many) give each comparison the bound a fresh count gives.
    @Test func oneWordsCountsServeManyComparisons() {
        let pairs = wordPairs(seed: 13, letters: "aeiourstlnchkpz2-")
        var reused = LetterCounts(pairs[0].0)
        for (_, b) in pairs {
            var fresh = LetterCounts(pairs[0].0)
            #expect(reused.lowerBound(to: b[...]) == fresh.lowerBound(to: b[...]))
        }
    }

    /// The same past the point where the comparisons' 16-bit stamps start
    /// again (65,535 comparisons): a stamp left from before must not count.
    @Test func countsServeComparisonsPastTheStampsWrap() {
        let pairs = wordPairs(seed: 17, letters: "aeiourstlnchkpz2-")
        var reused = LetterCounts(pairs[0].0)
        var mismatches = 0
        for round in 0..<70_000 {
            let b = pairs[round % pairs.count].1
            var fresh = LetterCounts(pairs[0].0)
            if reused.lowerBound(to: b[...]) != fresh.lowerBound(to: b[...]) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
