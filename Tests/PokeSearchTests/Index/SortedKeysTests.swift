import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// `SortedKeys` finds a key or a prefix's keys by bisection and a gallop;
/// it must find exactly the run a pass over every key finds.
@Suite struct SortedKeysTests {
    @Test func findsTheRunsAPassOverEveryKeyFinds() throws {
        let words = try TestPokedex.shared().read { try NameTokens.fetch($0) }.texts
        // Real name words in byte order, some repeated (keys may repeat), short and long runs of a prefix alike.
        let keys = (words + words.enumerated().filter { $0.offset % 7 == 0 }.map(\.element))
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let sorted = SortedKeys(keys)
        func run(_ holds: (String) -> Bool) -> Range<Int> {
            guard let first = keys.firstIndex(where: holds) else { return 0..<0 }
            let end = keys[first...].firstIndex { !holds($0) } ?? keys.count
            return first..<end
        }
        var probes = Set(words.enumerated().filter { $0.offset % 5 == 0 }.map(\.element))
        for word in words.prefix(300) {
            for length in 1...4 where word.count > length { probes.insert(String(word.prefix(length))) }
        }
        probes.formUnion(["", "zzzzzz", "a", "pikachu", "pikachuu", "mr", "ho-oh", "0", "ポケ"])
        var wrong: [String] = []
        for probe in probes {
            let exact = run { $0 == probe }
            let prefixed = probe.isEmpty ? 0..<keys.count : run { $0.utf8.starts(with: probe.utf8) }
            if !exact.isEmpty && sorted.range(of: probe) != exact || exact.isEmpty && !sorted.range(of: probe).isEmpty
                || sorted.range(withPrefix: probe) != prefixed && !prefixed.isEmpty
                || prefixed.isEmpty && !sorted.range(withPrefix: probe).isEmpty {
                wrong.append(probe)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.sorted().prefix(10))")
        #expect(probes.count > 1_000)
    }
}
