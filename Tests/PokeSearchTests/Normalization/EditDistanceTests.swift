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

    @Test func theBoundNeverExceedsTheDistance() {
        var generator = SeededGenerator(seed: 42)
        let letters = Array("aeiourstlnchkpz").map { $0.unicodeScalars.first!.value }
        func word() -> [UInt32] {
            (0..<Int(generator.next() % 9 + 1)).map { _ in letters[Int(generator.next() % UInt64(letters.count))] }
        }
        var ruledOut = 0
        for _ in 0..<5_000 {
            let a = word(), b = word()
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
        var generator = SeededGenerator(seed: 7)
        let letters = Array("aeiourstlnchkpz2-").map { $0.unicodeScalars.first!.value }
        func word() -> [UInt32] {
            (0..<Int(generator.next() % 9 + 1)).map { _ in letters[Int(generator.next() % UInt64(letters.count))] }
        }
        var ruledOut = 0
        for _ in 0..<5_000 {
            let a = word(), b = word()
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
}
