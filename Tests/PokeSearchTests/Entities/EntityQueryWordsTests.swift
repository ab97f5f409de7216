import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Entity queries read as Pokémon queries are: bare words that name a
/// field's value are that field unless they are part of a name, comparisons
/// may be spaced, and generations are checked against the Pokédex.
@Suite struct EntityQueryWordsTests {
    let search: EntitySearch

    init() throws {
        search = EntitySearch(pokedex: try TestPokedex.shared())
    }

    private func results(_ kind: EntityKind, _ query: String, limit: Int = 2_000) throws -> EntityResults {
        try search.search(EntityRequest(kind: kind, query: query, limit: limit))
    }

    private func slugs(_ kind: EntityKind, _ query: String, limit: Int = 2_000) throws -> [String] {
        try results(kind, query, limit: limit).hits.map(\.entity.name)
    }

    private func moves(where condition: String) throws -> Set<String> {
        try TestPokedex.shared().database.read { db in
            Set(try String.fetchAll(db, sql: "SELECT m.name FROM move m LEFT JOIN type t ON t.id = m.type_id WHERE \(condition)"))
        }
    }

    /// A Pokémon's name in a moves or abilities search: what it learns or has
    /// (`moves charizard fire`: its Fire moves), in any language; a move's own
    /// name stays the move.
    @Test func aPokemonsNameIsWhatItLearnsOrHas() throws {
        let charizards = try moves(where: "m.id IN (SELECT move_id FROM pokemon_move WHERE pokemon_id = 6)")
        #expect(charizards.contains("flamethrower") && charizards.count > 50)
        for query in ["charizard", "moves charizard learns", "moves learned by charizard", "dracaufeu", "charizard's learnset", "리자몽",
                      "リザードン"] {
            #expect(Set(try slugs(.move, query)) == charizards, "\(query)")
        }
        #expect(Set(try slugs(.move, "charizard fire")) == charizards.intersection(try moves(where: "t.name = 'fire'")))
        let garchomp = try TestPokedex.shared().database.read { db in
            Set(try String.fetchAll(db, sql: "SELECT a.name FROM ability a JOIN pokemon_ability pa ON pa.ability_id = a.id WHERE pa.pokemon_id = 445"))
        }
        #expect(garchomp == ["sand-veil", "rough-skin"])
        #expect(Set(try slugs(.ability, "abilities of garchomp")) == garchomp)
        #expect(try slugs(.move, "surf").first == "surf")
        // English words that Japanese names are in romaji (Sandshrew is `Sand`, Moltres `Fire`) stay words.
        #expect(try slugs(.move, "sand").first?.hasPrefix("sand") == true && !slugs(.move, "sand").contains("scratch"))
        #expect(try slugs(.move, "spear") == ["icicle-spear"])
        // `heal the user`: the healing moves, not every move whose text says heal.
        #expect(try slugs(.move, "moves that heal the user").contains("recover"))
        #expect(try !slugs(.move, "moves that heal the user").contains("heal-block"))
    }

    /// An item category by its names of several words or what players call it.
    @Test(arguments: [("gems", "jewels"), ("mega stones", "mega-stones"), ("z crystals", "z-crystals"), ("pinch berries", "in-a-pinch"),
                      ("tms", "all-machines"), ("mints", "nature-mints"), ("evolution stones", "evolution")])
    func anItemCategoryInPlayersWords(query: String, category: String) throws {
        let expected = try TestPokedex.shared().database.read { db in
            Set(try String.fetchAll(db, sql: "SELECT i.name FROM item i JOIN item_category c ON c.id = i.category_id WHERE c.name = ?",
                                    arguments: [category]))
        }
        #expect(!expected.isEmpty)
        #expect(Set(try slugs(.item, query)) == expected, "\(query)")
    }

    /// `strongest fire moves`: the same moves, sorted by power, highest first
    /// (moves without a power last); `--sort` wins over the words; `best`
    /// alone begins Bestow and stays a name.
    @Test func superlativeWordsSortEntities() throws {
        let strongest = try results(.move, "strongest fire moves").hits
        #expect(Set(strongest.map(\.entity.name)) == (try moves(where: "t.name = 'fire'")))
        let powers = strongest.compactMap(\.entity.power)
        #expect(powers.count > 10 && powers == powers.sorted(by: >))
        #expect(strongest.first?.entity.power == powers.max())
        let accurate = try results(.move, "most accurate electric").hits.compactMap(\.entity.accuracy)
        #expect(accurate.first == 100 && accurate == accurate.sorted(by: >))
        let byPP = try search.search(EntityRequest(kind: .move, query: "strongest fire", limit: 2_000, sort: .pp)).hits.compactMap(\.entity.pp)
        #expect(byPP == byPP.sorted())
        #expect(try slugs(.move, "best").first == "bestow")
        // As players say it: `high power water`, `powerful fire moves`, `low accuracy`.
        #expect(try slugs(.move, "high power water") == slugs(.move, "strongest water"))
        #expect(try slugs(.move, "powerful fire moves") == slugs(.move, "strongest fire moves"))
        #expect(try slugs(.move, "low accuracy") == slugs(.move, "least accurate"))
        let expensive = try results(.item, "most expensive").hits
        let costs = expensive.compactMap(\.entity.cost)
        #expect(costs.count > 10 && costs == costs.sorted(by: >))
        #expect(expensive.prefix(costs.count).allSatisfy { $0.entity.cost != nil }, "items without a price last")
    }

    @Test(arguments: [
        ("fire", "t.name = 'fire'"), ("fire physical", "t.name = 'fire' AND m.damage_class = 'physical'"),
        ("physical fire", "t.name = 'fire' AND m.damage_class = 'physical'"), ("feu", "t.name = 'fire'"),
        ("power > 100 fire", "t.name = 'fire' AND m.power > 100"), ("type:fire power > 100", "t.name = 'fire' AND m.power > 100"),
        ("priority > 0", "m.priority > 0"), ("power >= 120 special", "m.power >= 120 AND m.damage_class = 'special'"),
        ("gen 9 dragon", "m.generation_id = 9 AND t.name = 'dragon'"), ("paldea dragon", "m.generation_id = 9 AND t.name = 'dragon'"),
        ("gen9", "m.generation_id = 9"), ("moves in gen 9", "m.generation_id = 9"), ("new moves from gen 9", "m.generation_id = 9"),
        ("fire moves introduced in gen 4", "m.generation_id = 4 AND t.name = 'fire'"),
        // A bare number is equal, and the operator and number may come first.
        ("priority 1", "m.priority = 1"), ("priority +1", "m.priority = 1"), ("pp 5", "m.pp = 5"), ("accuracy 100", "m.accuracy = 100"),
        ("fire power 90", "t.name = 'fire' AND m.power = 90"), ("over 100 power", "m.power > 100"),
        ("special moves over 100 power", "m.power > 100 AND m.damage_class = 'special'"),
    ])
    func moveWordsAndSpacedComparisons(query: String, condition: String) throws {
        let expected = try moves(where: condition)
        #expect(!expected.isEmpty)
        #expect(Set(try slugs(.move, query)) == expected, "\(query)")
    }

    @Test func wordsThatArePartOfANameStayTheName() throws {
        #expect(try slugs(.move, "fire punch").first == "fire-punch")
        #expect(try slugs(.move, "psychic").first == "psychic", "a move's own name")
        #expect(try slugs(.move, "ice beam").first == "ice-beam")
    }

    /// `recoil moves`, `items that boost speed`: the kind's own noun (in any
    /// language) and a question's words change nothing; inside a name they stay.
    @Test(arguments: [
        (EntityKind.move, "recoil moves", "recoil"), (.move, "fire status moves", "fire status"), (.move, "high crit moves", "high crit"),
        (.move, "capacités paralyze", "paralyze"), (.move, "わざ fire", "fire"), (.item, "healing items", "healing"),
        (.item, "objets berries", "berries"), (.ability, "weather abilities", "weather"), (.ability, "talents rain", "rain"),
        (.nature, "speed natures", "speed"), (.item, "items that boost speed", "boost speed"), (.move, "moves that paralyze", "paralyze"),
        (.ability, "which abilities absorb water", "absorb water"), (.move, "show me all the recoil moves", "recoil"),
    ])
    func theKindsOwnNounSaysNothingMore(kind: EntityKind, query: String, without: String) throws {
        let expected = try slugs(kind, without)
        #expect(!expected.isEmpty)
        #expect(try slugs(kind, query) == expected, "\(query)")
    }

    @Test func theKindsOwnNounInANameStaysTheName() throws {
        #expect(try slugs(.move, "mirror move").first == "mirror-move")
        #expect(try slugs(.move, "moves").isEmpty == false, "alone, it is searched for")
    }

    @Test func itemCategoryAndPocketWords() throws {
        let berries = try slugs(.item, "berries")
        #expect(!berries.isEmpty && berries.allSatisfy { $0.hasSuffix("-berry") || $0.contains("berry") })
        #expect(try slugs(.item, "potion").first == "potion", "a name stays a name")
    }

    @Test func comparisonsAreNeverCorrectedAsWords() throws {
        let found = try results(.item, "cost < 1000")
        #expect(found.corrections.isEmpty)
        let expected: Set<String> = try TestPokedex.shared().database.read { db in
            Set(try String.fetchAll(db, sql: "SELECT name FROM item WHERE cost < 1000"))
        }
        #expect(Set(found.hits.map(\.entity.name)) == expected)
    }

    @Test func abilitiesByGeneration() throws {
        let expected: Set<String> = try TestPokedex.shared().database.read { db in
            Set(try String.fetchAll(db, sql: "SELECT name FROM ability WHERE generation_id = 9"))
        }
        #expect(Set(try slugs(.ability, "gen 9")) == expected)
    }

    @Test(arguments: [(EntityKind.move, "gen:99"), (.move, "gen:0"), (.ability, "gen:99"), (.move, "gen 10"), (.ability, "gen>9")])
    func generationsOutOfRangeAreAnError(kind: EntityKind, query: String) {
        #expect(throws: QueryError.self, "\(query)") { try results(kind, query) }
    }

    @Test func wildcardsAloneRankTheShortestNameFirst() throws {
        #expect(try slugs(.move, "thunder*").first == "thunder")
    }

    @Test func wordsOfNamesInTheWrongFormFindTheName() throws {
        let found = try results(.move, "sword dance")
        #expect(found.hits.first?.entity.name == "swords-dance")
        #expect(found.corrections == ["sword dance → swords dance"])
    }
}
