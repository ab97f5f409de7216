import Testing
@testable import PokeSearch

/// Phrases find texts across scripts, accents and punctuation, as the
/// index's analysis writes them: what FTS5 MATCH found before the index
/// was our own.
@Suite struct PhraseMatchingTests {
    static let names = [
        "Salamèche", "Flabébé", "リザードン", "ピカチュウ", "噴火龍", "Mr. Mime", "Farfetch’d", "Nidoran♀", "Nidoran♂",
        "피카츄", "メガリザードンＸ",
    ]

    @Test("Phrases match names across scripts, accents and punctuation", arguments: [
        (["salameche"], ["Salamèche"]),
        (["SALAMÈCHE"], ["Salamèche"]),
        (["FLABÉBÉ"], ["Flabébé"]),
        (["ザードン"], ["リザードン", "メガリザードンＸ"]),
        (["リザードン", "x"], ["メガリザードンＸ"]),
        (["リザードンx"], ["メガリザードンＸ"]),
        (["噴火"], ["噴火龍"]),
        (["火龍"], ["噴火龍"]),
        (["龍"], ["噴火龍"]),
        (["ン"], ["リザードン", "メガリザードンＸ"]),
        (["ぴかちゅう"], ["ピカチュウ"]),
        (["pika*"], ["ピカチュウ", "피카츄"]),
        (["pikachuu"], ["ピカチュウ"]),
        (["penhuo*"], ["噴火龍"]),
        (["ピカチ*"], ["ピカチュウ"]),
        (["mr mime"], ["Mr. Mime"]),
        (["mime"], ["Mr. Mime"]),
        (["mime mr"], []),
        (["farfetchd"], ["Farfetch’d"]),
        (["farfetch'd"], ["Farfetch’d"]),
        (["nidoran", "f"], ["Nidoran♀"]),
        (["nidoran♂"], ["Nidoran♂"]),
        (["피카"], ["피카츄"]),
        (["lizardon"], []),
    ])
    func match(terms: [String], expected: [String]) throws {
        #expect(try MiniIndex(Self.names).matching(terms) == expected)
    }

    @Test("A phrase counts once per position, in the columns it may match")
    func instancesAndColumns() throws {
        let index = try MiniIndex(["fire fire fire", "fire"])
        try index.queue.read { db in
            let reader = IndexReader(db: db, cards: index.cards, resident: nil)
            let fire = TextQuery.Phrase(tokens: ["fire"], isPrefix: false, columns: .all)
            let hits = try PhraseMatcher(reader: reader).hits(fire)
            #expect(hits.frequency(in: 0) == 3 * TextColumn.name.weight)
            #expect(hits.frequency(in: 1) == TextColumn.name.weight)
            let inFlavor = TextQuery.Phrase(tokens: ["fire"], isPrefix: false, columns: .flavor)
            #expect(try PhraseMatcher(reader: reader).hits(inFlavor).documents.isEmpty)
        }
    }

    @Test("Column sizes count positions: colocated tokens share one")
    func columnSizes() throws {
        // リザードン: four pairs at four positions, its characters and Latin spelling colocated.
        let index = try MiniIndex(["リザードン", "mr mime"])
        #expect(index.cards.length(of: 0) == 4)
        #expect(index.cards.length(of: 1) == 2)
    }

    @Test("Postings survive encoding")
    func postingsRoundTrip() throws {
        let blob = TermPostings.encode(documents: [0, 3, 1000], starts: [0, 2, 3, 5],
                                       occurrences: [Occurrence.packed(column: 0, position: 0), Occurrence.packed(column: 3, position: 70_000),
                                                     Occurrence.packed(column: 1, position: 2),
                                                     Occurrence.packed(column: 2, position: 5), Occurrence.packed(column: 2, position: 9)])
        let postings = try #require(TermPostings(decoding: blob))
        #expect(postings.documents == [0, 3, 1000])
        #expect(Array(postings.occurrences(at: 0)) == [Occurrence.packed(column: 0, position: 0), Occurrence.packed(column: 3, position: 70_000)])
        #expect(Array(postings.occurrences(at: 2)).map(Occurrence.column) == [2, 2])
        #expect(TermPostings(decoding: Array(blob.dropLast())) == nil)
    }
}
