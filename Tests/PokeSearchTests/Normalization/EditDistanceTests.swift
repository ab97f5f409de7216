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
    }
}
