import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Strings that hold a word after their first letter, found in one buffer.
@Suite struct InfixIndexTests {
    @Test func findsWordsInsideStringsButNotAtTheirStart() {
        let index = InfixIndex(["toxapex", "pexer", "garchomp", "chomp", "sumpex", "apex", "megagarchompz"])
        #expect(index.strings(holding: "pex") == [0, 4, 5])
        #expect(index.strings(holding: "chomp") == [2, 6])
        #expect(index.strings(holding: "toxapex").isEmpty)
        #expect(index.strings(holding: "z") == [6])
        #expect(index.strings(holding: "").isEmpty)
        #expect(InfixIndex([]).strings(holding: "a").isEmpty)
    }

    @Test func aStringIsFoundOnceAndNeverAcrossItsNeighbour() {
        let index = InfixIndex(["abab", "ba", "ab"])
        // `ab` sits twice in `abab` (once at its start) and would span `ba` + `ab` if strings touched.
        #expect(index.strings(holding: "ab") == [0])
        #expect(index.strings(holding: "bab") == [0])
        #expect(index.strings(holding: "aba").isEmpty)
        #expect(index.strings(holding: "aab").isEmpty)
    }

    /// The pairs of bytes only narrow the strings tested: every string of the
    /// bundled dex's name words that holds a word inside is found, and no other
    /// (as a pass over each string in turn finds them), for every word of two
    /// to five letters that sits in one of every fortieth name word, and for words in no name.
    @Test func findsWhatAPassOverEveryStringFinds() throws {
        let words = try TestPokedex.shared().read { db in try String.fetchAll(db, sql: "SELECT token FROM name_token") }
        let index = InfixIndex(words)
        // Every word's bytes after its first, joined with a NUL after each (no needle holds
        // one), searched by Foundation: an answer of its own, and quick in a debug build (a
        // Swift loop over every start of every word took this test 10 s of CPU there).
        var joined = Data(), starts: [Int] = []
        for word in words {
            starts.append(joined.count)
            joined.append(contentsOf: word.utf8.dropFirst())
            joined.append(0)
        }
        func naive(_ needle: String) -> [Int] {
            let needle = Data(needle.utf8)
            var found: [Int] = [], from = joined.startIndex
            while let range = joined.range(of: needle, in: from..<joined.endIndex) {
                // The word holding the match: the last that starts at or before it.
                var low = 0, high = starts.count
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if starts[middle] <= range.lowerBound { low = middle } else { high = middle }
                }
                if found.last != low { found.append(low) }
                from = range.lowerBound + 1
            }
            return found
        }
        var needles = Set<String>(["zz", "qx", "pex", "chomp", "ピカ", "xqzvw"])
        for (position, word) in words.enumerated() where position % 40 == 0 && word.utf8.count >= 6 {
            let bytes = Array(word.utf8)
            for length in 2...5 { needles.insert(String(decoding: bytes[1..<(1 + length)], as: UTF8.self)) }
        }
        for needle in needles where !needle.isEmpty {
            #expect(index.strings(holding: needle) == naive(needle), "\(needle)")
        }
    }
}
