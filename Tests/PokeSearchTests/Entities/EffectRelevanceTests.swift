import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Effect matches ranked by how well their English texts say the words
/// (`EffectRelevance`), on the default dataset: the summary first, then the
/// long effect holding the phrase, then the rest by id.
@Suite struct EffectRelevanceTests {
    let pokedex: Pokedex
    let search: EntitySearch

    init() throws {
        pokedex = try TestPokedex.shared()
        search = EntitySearch(pokedex: pokedex)
    }

    private func names(_ kind: EntityKind, _ query: String) throws -> [String] {
        try search.search(EntityRequest(kind: kind, query: query, limit: 500)).hits.map(\.entity.name)
    }

    /// `abilities terrain`: exactly the abilities whose short effect says
    /// "terrain" come first (the Surges, Surge Surfer…), Shadow Tag after.
    @Test func theSummarySayingTheWordComesFirst() throws {
        let summarized = try pokedex.read { db in
            try String.fetchSet(db, sql: "SELECT name FROM ability WHERE short_effect LIKE '%terrain%'")
        }
        #expect(summarized.isSuperset(of: ["electric-surge", "psychic-surge", "misty-surge", "grassy-surge"]))
        let ranked = try names(.ability, "terrain")
        #expect(ranked.count > summarized.count)
        #expect(Set(ranked.prefix(summarized.count)) == summarized)
    }

    /// `immune to ground`: Levitate's long effect says "immune to Ground-type
    /// moves" (a phrase, `to` left out of the query's words or not); Volt
    /// Absorb's holds the words apart and comes after.
    @Test func aPhraseInTheLongEffectBeatsWordsApart() throws {
        let ranked = try names(.ability, "immune to ground")
        let levitate = try #require(ranked.firstIndex(of: "levitate"))
        let voltAbsorb = try #require(ranked.firstIndex(of: "volt-absorb"))
        #expect(levitate < voltAbsorb)
        #expect(levitate <= 1)
    }

    /// A verb players use for another the texts use (`EffectSynonyms`):
    /// `sets rain` finds Drizzle's "Summons rain", exactly the abilities whose
    /// texts say rain is summoned, set or created; the word as typed ranks first.
    @Test func aVerbFindsItsSynonymsAndTheTypedOneRanksFirst() throws {
        #expect(try names(.ability, "sets rain").first == "drizzle")
        #expect(try Set(names(.ability, "sets rain")).isSuperset(of: ["drizzle", "primordial-sea"]))
        #expect(try names(.ability, "sets sun").first == "drought")
        let boosts = try names(.ability, "boosts attack")
        let saidAsTyped = try pokedex.read { db in
            try String.fetchSet(db, sql: "SELECT name FROM ability WHERE short_effect LIKE 'Boosts Attack%'")
        }
        let guts = try #require(boosts.firstIndex(of: "guts"))  // "Increases Attack"
        #expect(saidAsTyped.count >= 3 && saidAsTyped.allSatisfy { boosts.firstIndex(of: $0).map { $0 < guts } == true })
        // Items: `heals status` is what cures a status ailment.
        let heals = try names(.item, "heals status")
        #expect(heals.prefix(5).contains("full-heal"))
        #expect(!heals.prefix(5).contains("heal-ball"))
        // "Protects against", "Strengthens": verbs the texts say for prevent and boost.
        #expect(try Set(names(.ability, "prevent critical hits")) == ["battle-armor", "shell-armor"])
        #expect(try names(.ability, "boost punching").first == "iron-fist")
        // A field that leaves no name match (`status`: Salt Cure is physical) leaves the texts ranked.
        #expect(try names(.move, "cure status").first == "heal-bell")
        // A group's other words are whole words, and only English verbs have groups.
        #expect(EffectSynonyms.alternatives(of: "sets").contains("summons"))
        #expect(EffectSynonyms.alternatives(of: "rain") == ["rain"])
    }

    /// The words read from the bytes are those of folding the whole text and
    /// splitting it at every character that is no letter or number: every
    /// short and long effect of the default dataset, and texts beyond ASCII.
    @Test func wordsFromTheBytesAreTheFoldedWords() throws {
        var texts = ["Pokémon’s Sp. Atk ×1.5", "“Quoted” — dash… ½", "CAFÉ au lait", "", " ", "a", "9lives", "end."]
        for kind in [EntityKind.move, .ability, .item] {
            texts += try pokedex.read { db in
                try String.fetchAll(db, sql: "SELECT short_effect FROM \(kind.table) WHERE short_effect IS NOT NULL UNION ALL "
                                          + "SELECT effect FROM \(kind.table) WHERE effect IS NOT NULL")
            }
        }
        #expect(texts.count > 2_000)
        var folds = EffectWords.Folds()
        for text in texts {
            let expected = TextFolder.fold(text).split { !$0.isLetter && !$0.isNumber }
            #expect(EffectWords(text, folds: &folds).strings == expected, "\(text)")
        }
    }

    @Test func relevanceOfEachMatch() throws {
        try pokedex.read { db in
            let ids = try Int.fetchAll(db, sql: "SELECT id FROM ability WHERE name IN ('levitate', 'volt-absorb', 'eelevate') ORDER BY name")
            let relevance = try EffectRelevance.of(ids, kind: .ability, tokens: ["immune", "ground"], in: db)
            // eelevate: "…immune to Ground-type moves…" in its short effect; levitate: in its effect.
            #expect(relevance[ids[0]] == .phraseInSummary)
            #expect(relevance[ids[1]] == .phraseInEffect)
            #expect(relevance[ids[2]] == nil)
            // The last token is a prefix; the others are whole words.
            #expect(try EffectRelevance.of([ids[1]], kind: .ability, tokens: ["evades", "grou"], in: db)[ids[1]] == .phraseInSummary)
            #expect(try EffectRelevance.of([ids[1]], kind: .ability, tokens: ["evade", "ground"], in: db)[ids[1]] == nil)
        }
    }
}
