import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The ways players phrase the query language's classes, on the default
/// dex: words around a value, matchups, superlatives, stats with units,
/// Pokédex numbers, regions, evolutions, separators. Expected sets come
/// from the Pokédex tables (`DexFacts`, `TypeChartFactors`).
@Suite struct PhrasingTests: DefaultDexSearching {
    private func first(_ query: String) throws -> Int? {
        try search(query, limit: 1).hits.first?.pokemon.id
    }

    // MARK: Words around a value

    @Test(arguments: ["fire-type", "type: fire", "Fire Type", "tipo fuego", "typ feuer", "ほのお タイプ", "ほのおタイプ", "불꽃 타입",
                      "pokemon de type feu", "fire type pokémon", "all fire types"])
    func wordsAroundATypeMeanTheType(query: String) throws {
        #expect(try ids(query) == DexFacts.typed("fire"), "\(query)")
    }

    @Test(arguments: ["fire/flying", "Fire/Flying", "fire-flying", "fire;flying", "fire and flying", "fire & flying",
                      "fire + flying", "fire/flying type", "fire and flying type", "fire-type flying-type"])
    func separatorsBetweenTypesMeanBoth(query: String) throws {
        #expect(try ids(query) == DexFacts.typed("fire", "flying"), "\(query)")
    }

    /// Articles, `both` and the kind's own noun between a lead and its value say nothing more.
    @Test func wordsBetweenALeadAndItsValue() throws {
        let surf = try DexFacts.learners(of: "surf")
        for query in ["learns the move surf", "learns a move called surf", "learns a surf", "knows the move surf"] {
            #expect(try ids(query) == surf, "\(query)")
        }
        #expect(try ids("learns both swords dance and earthquake")
            == DexFacts.learners(of: "swords-dance").intersection(DexFacts.learners(of: "earthquake")))
        #expect(try ids("takes neutral from ground") == ids("neutral to ground"))
        #expect(try ids("with the ability levitate") == DexFacts.holders(of: "levitate"))
    }

    @Test func fieldsWithASpaceAfterTheColon() throws {
        #expect(try ids("move: surf") == DexFacts.learners(of: "surf"))
        #expect(try ids("ability: levitate") == DexFacts.holders(of: "levitate"))
        #expect(try ids("family: eevee") == ids("family:eevee"))
        #expect(try ids("evolves from: eevee") == ids("evolves-from:eevee"))
        #expect(try first("type: null") == 772, "Type: Null stays a name")
        #expect(try ids("ability:swift swim") == DexFacts.holders(of: "swift-swim"))
    }

    @Test func wordsAroundMovesAbilitiesAndFields() throws {
        #expect(try ids("levitate ability") == DexFacts.holders(of: "levitate"))
        #expect(try ids("pokemon with the ability levitate") == DexFacts.holders(of: "levitate"))
        #expect(try ids("with surf") == DexFacts.learners(of: "surf"))
        #expect(try ids("can learn surf") == DexFacts.learners(of: "surf"))
        #expect(try ids("has levitate") == DexFacts.holders(of: "levitate"))
        #expect(try ids("hidden ability intimidate") == DexFacts.holders(of: "intimidate", hiddenOnly: true))
        #expect(try ids("color red") == DexFacts.color("red"))
        #expect(try ids("colour red") == DexFacts.color("red"))
        #expect(try ids("red color") == DexFacts.color("red"))
        #expect(try ids("habitat cave") == DexFacts.habitat("cave"))
        #expect(try ids("shape wings") == DexFacts.shape("wings"))
        #expect(try ids("egg group dragon") == DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species_egg_group e ON e.species_id = p.species_id
              JOIN egg_group g ON g.id = e.egg_group_id WHERE g.name = 'dragon'
            """))
        #expect(try ids("genus:fox") == ids("fox pokemon"))
    }

    @Test(arguments: ["4th gen", "4th generation", "generation four", "fourth gen", "gen iv"])
    func generationsInWords(query: String) throws {
        #expect(try ids(query) == DexFacts.generation(4), "\(query)")
    }

    @Test(arguments: [
        ("gen 1-3", [1, 2, 3]), ("gen 1 to 3", [1, 2, 3]), ("generations 1 through 3", [1, 2, 3]), ("gen i-iii", [1, 2, 3]),
        ("gen 1 to gen 3", [1, 2, 3]), ("gens 1, 2 and 4", [1, 2, 4]), ("gen 4 or 5", [4, 5]), ("gen:2-4", [2, 3, 4]),
        ("gen:ii..iv", [2, 3, 4]), ("generation 8 and 9", [8, 9]), ("gen 3 to 1", [1, 2, 3]), ("gen:3-1", [1, 2, 3]),
        ("first three gens", [1, 2, 3]), ("last 2 generations", [8, 9]), ("kanto to hoenn", [1, 2, 3]), ("johto to kalos", [2, 3, 4, 5, 6]),
        ("pokemon from gen 4", [4]), ("from gen 1 to 3", [1, 2, 3]), ("in gen 2", [2]),
        // `&` is the word `and`; digits going up after `gen` list generations.
        ("gen 8 & 9", [8, 9]), ("gens 1 2 3", [1, 2, 3]), ("gen 1 2 and 4", [1, 2, 4]),
    ])
    func generationSpansAndLists(query: String, generations: [Int]) throws {
        let expected = try generations.reduce(into: Set<Int>()) { $0.formUnion(try DexFacts.generation($1)) }
        #expect(try ids(query) == expected, "\(query)")
    }

    @Test(arguments: [
        ("after gen 4", [5, 6, 7, 8, 9]), ("post gen 7", [8, 9]), ("newer than gen 7", [8, 9]), ("since gen 6", [6, 7, 8, 9]),
        ("gen 5 onwards", [5, 6, 7, 8, 9]), ("gen 6 or later", [6, 7, 8, 9]), ("pokemon from gen 8 on", [8, 9]),
        ("after generation vi", [7, 8, 9]), ("before gen 3", [1, 2]), ("pre gen 4", [1, 2, 3]), ("older than 3rd gen", [1, 2]),
        ("up to gen 3", [1, 2, 3]), ("gen 2 and earlier", [1, 2]), ("prior to gen4", [1, 2, 3]),
        ("gen:<3", [1, 2]), ("gen:>=8", [8, 9]), ("gen:>iv", [5, 6, 7, 8, 9]), ("gen:8+", [8, 9]), ("gen8+", [8, 9]),
        // A region's generation stands for it: Kalos is the sixth, Johto the second.
        ("gen:>kalos", [7, 8, 9]), ("gen:<=johto", [1, 2]), ("gen:kalos+", [6, 7, 8, 9]), ("after kalos", [7, 8, 9]),
        ("before johto", [1]), ("kalos onwards", [6, 7, 8, 9]), ("since alola", [7, 8, 9]),
    ])
    func generationsOnOneSideOfOne(query: String, generations: [Int]) throws {
        let expected = try generations.reduce(into: Set<Int>()) { $0.formUnion(try DexFacts.generation($1)) }
        #expect(try ids(query) == expected, "\(query)")
    }

    /// The Pokédex from one number to another, as players write it.
    @Test(arguments: [
        ("first 151", "#1-151"), ("original 151", "#1-151"), ("the first 10 pokemon", "#1-10"), ("national dex 1-151", "#1-151"),
        ("pokemon 1 to 10", "#1-10"), ("#1 to #151", "#1-151"), ("dex 1 to 9 fire", "#1-9 fire"), ("first 151 water", "#1-151 water"),
    ])
    func pokedexRanges(query: String, same: String) throws {
        let expected = try ids(same)
        #expect(!expected.isEmpty)
        #expect(try ids(query) == expected, "\(query)")
    }

    /// A sort after `first N` keeps it a count of the best.
    @Test func firstWithASortIsACount() throws {
        let fastest = try search("first 10 fastest", limit: 50).hits
        #expect(fastest.count == 10)
        #expect(try fastest.map(\.pokemon.id) == search("top 10 fastest", limit: 50).hits.map(\.pokemon.id))
    }

    /// Numbers after a generation that do not go up, or past the generations, stay Pokédex numbers.
    @Test func numbersAfterAGenerationThatListNoGenerations() throws {
        #expect(try ids("gen 1 25") == DexFacts.generation(1).intersection(ids("#25")))
        #expect(try !ids("gen 1 25").isEmpty)
        #expect(try ids("gen 3 1").isEmpty)
    }

    /// No type is immune to Fire, Water or Grass: the abilities that make a Pokémon immune answer;
    /// where a type is immune (Ground to Electric), the type chart alone does, as players judge it.
    @Test(arguments: [
        ("immune to fire", ["flash-fire", "well-baked-body"]), ("fire immunity", ["flash-fire", "well-baked-body"]),
        ("immune:fire", ["flash-fire", "well-baked-body"]), ("water immune", ["water-absorb", "storm-drain", "dry-skin"]),
        ("immune to grass", ["sap-sipper"]),
    ])
    func immunitiesNoTypeHasAreAbilities(query: String, abilities: [String]) throws {
        let expected = try abilities.reduce(into: Set<Int>()) { $0.formUnion(try DexFacts.holders(of: $1)) }
        #expect(expected.count > 10)
        #expect(try ids(query) == expected, "\(query)")
    }

    @Test func immunitiesOfTheTypeChartLeaveAbilitiesOut() throws {
        let electric = try #require(DexFacts.ids("SELECT id FROM type WHERE name = 'electric'").first)
        let chart = try TypeChartFactors.pokemon(attackedBy: electric) { $0 == 0 }
        #expect(try ids("immune to electric") == chart)
        #expect(try chart == DexFacts.typed("ground"))
        #expect(try !DexFacts.holders(of: "volt-absorb").isSubset(of: chart))
        #expect(try ids("immune to ice").isEmpty)
    }

    /// What a Pokémon has or can become, after the word that says so.
    @Test func aHiddenAbilityAMegaAGigantamaxForm() throws {
        let hidden = try DexFacts.ids("SELECT DISTINCT pokemon_id FROM pokemon_ability WHERE is_hidden")
        let everyone = try DexFacts.ids("SELECT id FROM pokemon")
        #expect(hidden.count > 500 && hidden.count < everyone.count)
        for query in ["has a hidden ability", "with a hidden ability", "is:hidden-ability"] {
            #expect(try ids(query) == hidden, "\(query)")
        }
        for query in ["no hidden ability", "pokemon without a hidden ability"] {
            #expect(try ids(query) == everyone.subtracting(hidden), "\(query)")
        }
        #expect(try ids("with hidden ability intimidate") == ids("hidden ability intimidate"))
        let megas = try ids("mega")
        let megaCapable = try ids("is:mega-capable")
        #expect(try megaCapable.isSuperset(of: [6, 448]) && megaCapable.isDisjoint(with: megas))
        let megaSpecies = try DexFacts.ids("""
            SELECT id FROM pokemon WHERE is_default = 1 AND species_id IN (SELECT species_id FROM pokemon WHERE is_mega = 1)
            """)
        #expect(megaSpecies.count > 40 && megaCapable.isSuperset(of: megaSpecies))
        for query in ["can mega evolve", "has a mega", "pokemon that can mega evolve", "with a mega evolution"] {
            #expect(try ids(query) == megaCapable, "\(query)")
        }
        // Alone, and left out, `mega` stays the Mega forms.
        #expect(try ids("no megas") == everyone.subtracting(megas))
        let gigantamax = try ids("can gigantamax")
        #expect(try gigantamax.isSuperset(of: [6, 143]) && gigantamax.isDisjoint(with: ids("gmax")))
        #expect(try ids("pokemon with a gmax form") == gigantamax)
    }

    /// Eviolite helps only a Pokémon that can still evolve.
    @Test(arguments: ["eviolite users", "eviolite user", "eviolite abusers", "eviolite pokemon"])
    func eviolitesUsersAreTheNotFullyEvolved(query: String) throws {
        #expect(try ids(query) == ids("nfe"), "\(query)")
    }

    /// Words that lead to where a Pokémon lives say nothing more, past one another and articles.
    @Test(arguments: [
        ("lives in caves", "habitat:cave"), ("pokemon that live in caves", "habitat:cave"), ("found in the sea", "habitat:sea"),
        ("living in forests", "habitat:forest"), ("found in kanto", "region:kanto"), ("native to kanto", "region:kanto"),
        ("pokemon that are red", "color:red"), ("water pokemon found in the sea", "type:water habitat:sea"),
    ])
    func wordsThatLeadToAPlace(query: String, same: String) throws {
        let expected = try ids(same)
        #expect(!expected.isEmpty)
        #expect(try ids(query) == expected, "\(query)")
    }

    /// A move's short name before the word players call its learners, as after `learns`.
    @Test(arguments: [
        ("sd users", "swords dance"), ("np users", "nasty plot"), ("tr setters", "trick room"), ("dd abusers", "dragon dance"),
        ("wish passers", "wish"), ("qd users", "quiver dance"),
    ])
    func aMovesLearnersByItsShortName(query: String, move: String) throws {
        let expected = try ids("learns \(move)")
        #expect(!expected.isEmpty)
        #expect(try ids(query) == expected, "\(query)")
    }

    /// One base stat against another, written as players write it, against the Pokédex's columns.
    @Test(arguments: [
        ("atk>spa", "attack > sp_attack"), ("atk > spa", "attack > sp_attack"), ("attack > special attack", "attack > sp_attack"),
        ("spa:>=atk", "sp_attack >= attack"), ("def<spd", "defense < sp_defense"), ("speed higher than attack", "speed > attack"),
        ("atk=spa", "attack = sp_attack"),
    ])
    func oneStatAgainstAnother(query: String, condition: String) throws {
        let expected = try DexFacts.ids("SELECT id FROM pokemon WHERE \(condition)")
        #expect(expected.count > 50)
        #expect(try ids(query) == expected, "\(query)")
    }

    @Test(arguments: [("speed tier 100", 100), ("base speed 95", 95), ("speedtier:110", 110)])
    func aSpeedTierIsTheBaseSpeed(query: String, speed: Int) throws {
        #expect(try ids(query) == DexFacts.ids("SELECT id FROM pokemon WHERE speed = \(speed)"), "\(query)")
    }

    /// What players ask in other languages reads as its English words do, in the same order.
    @Test(arguments: [
        ("plus rapide eau", "fastest eau", "fr"), ("le plus lourd", "heaviest", "fr"), ("faible au feu", "weak to feu", "fr"),
        ("après la génération 4", "after gen 4", "fr"), ("génération 5 et plus", "gen 5 onwards", "fr"),
        ("schnellste wasser", "fastest wasser", "de"), ("größte drache", "tallest drache", "de"), ("vor gen 3", "before gen 3", "de"),
        ("el más fuerte", "strongest", "es"), ("débil contra fuego", "weak to fuego", "es"), ("desde la gen 8", "since gen 8", "es"),
        ("più veloce acqua", "fastest acqua", "it"), ("第4世代", "gen 4", "ja"), ("最速", "fastest", "ja"), ("4세대 불꽃", "gen 4 불꽃", "ko"),
        ("가장 빠른", "fastest", "ko"),
    ])
    func everydayQuestionsInOtherLanguages(query: String, english: String, language: String) throws {
        func ordered(_ text: String) throws -> [Int] {
            try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: text, limit: 40, language: language)).hits.map(\.pokemon.id)
        }
        let expected = try ordered(english)
        #expect(expected.count >= 5)
        #expect(try ordered(query) == expected, "\(query)")
    }

    /// A second property word, once the query sorts by a first, keeps the best quarter of that property.
    @Test(arguments: [("fast and bulky water", "total", true, "water"), ("heavy and slow", "speed", false, nil),
                      ("fastest heaviest steel", "weight", true, "steel")])
    func aSecondPropertyKeepsItsBestQuarter(query: String, column: String, upper: Bool, type: String?) throws {
        let all = try TestPokedex.shared().database.read { db in
            try Int.fetchAll(db, sql: "SELECT \(column) FROM pokemon WHERE \(column) IS NOT NULL ORDER BY \(column)")
        }
        let quarter = upper ? all[all.count * 3 / 4] : all[all.count / 4]
        var expected = try DexFacts.ids("SELECT id FROM pokemon WHERE \(column) \(upper ? ">=" : "<=") \(quarter)")
        if let type { expected.formIntersection(try DexFacts.typed(type)) }
        #expect(!expected.isEmpty)
        #expect(try ids(query) == expected, "\(query)")
    }

    @Test func aSpanOfGenerationsCombinesWithOtherWords() throws {
        let fire = try ids("fire")
        let early = try DexFacts.generation(1).union(DexFacts.generation(2))
        #expect(try ids("fire gen 1 to 2") == fire.intersection(early))
        #expect(try ids("gen 1-2 fire") == fire.intersection(early))
        #expect(try ids("fire before gen 3") == fire.intersection(early))
        #expect(try ids("gen 2 and earlier fire") == fire.intersection(early))
        // A connector with nothing after it leaves one generation, the lexicon's phrase, and the word to be typed.
        #expect(try ids("gen 3 and") == DexFacts.generation(3))
    }

    // MARK: Matchups

    @Test(arguments: [
        ("weak to fire type", 10, "weak"), ("weak to water types", 11, "weak"), ("weak to fire-type", 10, "weak"),
        ("weak to fire moves", 10, "weak"), ("weak to fire attacks", 10, "weak"), ("fire weakness", 10, "weak"),
        ("ground immune", 5, "immune"), ("water resistance", 11, "resists"), ("super effective fire", 10, "weak"),
        ("waek to fire", 10, "weak"), ("weak too fire", 10, "weak"), ("imune to ground", 5, "immune"), ("resits water", 11, "resists"),
        ("4× weak to ice", 15, "4x"), ("4 × weak to ice", 15, "4x"), ("neutral to fire", 10, "neutral"),
    ])
    func matchupPhrasings(query: String, typeID: Int, relation: String) throws {
        let holds: (Double) -> Bool = switch relation {
        case "weak": { $0 >= 2 }
        case "4x": { $0 >= 4 }
        case "immune": { $0 == 0 }
        case "neutral": { $0 == 1 }
        default: { $0 < 1 }
        }
        #expect(try ids(query) == TypeChartFactors.pokemon(attackedBy: typeID, where: holds), "\(query)")
    }

    @Test func matchupsOfferedWithABar() throws {
        let either = try TypeChartFactors.pokemon(attackedBy: 10, where: { $0 >= 2 })
            .union(TypeChartFactors.pokemon(attackedBy: 15, where: { $0 >= 2 }))
        #expect(try ids("weak to fire|ice") == either)
        #expect(try ids("kanto or johto") == DexFacts.generation(1).union(DexFacts.generation(2)))
    }

    /// The other way round: the Pokémon with a type that hits the named
    /// one 2×, as the games' type chart has it (water: grass, electric).
    @Test(arguments: ["good against water", "strong against water", "super effective against water", "beats water", "strong vs water"])
    func typesThatHitATypeHard(query: String) throws {
        let grassOrElectric = try DexFacts.typed("grass").union(DexFacts.typed("electric"))
        #expect(try ids(query) == grassOrElectric, "\(query)")
    }

    @Test func typesThatHitHardListedAndNegated() throws {
        func anyOf(_ types: String...) throws -> Set<Int> { try types.reduce(into: Set<Int>()) { $0.formUnion(try DexFacts.typed($1)) } }
        #expect(try ids("super effective against dragon") == anyOf("ice", "dragon", "fairy"))
        #expect(try ids("strong against water and ground") == anyOf("grass", "electric").intersection(anyOf("water", "grass", "ice")))
        #expect(try ids("good against fire or fairy") == anyOf("water", "ground", "rock", "poison", "steel"))
        #expect(try ids("not good against water") == DexFacts.all.subtracting(anyOf("grass", "electric")))
        #expect(try ids("super effective fire") == TypeChartFactors.pokemon(attackedBy: 10, where: { $0 >= 2 }), "without `against`: weak to fire")
    }

    /// A Pokémon's own types, both counted: `good against charizard` holds
    /// the Pokémon with a type the chart says hits Charizard for 2× or more
    /// (Rock 4×, Water, Electric). A species' name stands for its default
    /// form; a form's name for that form (Mega Charizard X: Ground, Rock, Dragon).
    @Test(arguments: [
        ("good against charizard", "charizard"), ("counters to charizard", "charizard"), ("checks to garchomp", "garchomp"),
        ("what beats garchomp", "garchomp"), ("good against mega charizard x", "charizard-mega-x"),
        ("super effective against alolan ninetales", "ninetales-alola"), ("efficace contre dracaufeu", "charizard"),
        ("good against charizrd", "charizard"),
    ])
    func typesThatHitAPokemonHard(query: String, slug: String) throws {
        let target = try DexFacts.id(of: slug)
        let attacking = try DexFacts.ids("SELECT id FROM type").filter { type in
            try TypeChartFactors.attacking(type)[target, default: 1] >= 2
        }
        #expect(!attacking.isEmpty, "\(slug)")
        let expected = try attacking.reduce(into: Set<Int>()) { result, type in
            result.formUnion(try DexFacts.ids("SELECT pokemon_id FROM pokemon_type WHERE type_id = ?", [type]))
        }
        #expect(try ids(query) == expected, "\(query)")
    }

    /// `4x weak` with no type: a 4× weakness to some type.
    @Test(arguments: ["4x weak", "4x weak pokemon", "double weak"])
    func aFourTimesWeaknessToAnyType(query: String) throws {
        let expected = try DexFacts.ids("SELECT id FROM type").reduce(into: Set<Int>()) { result, type in
            result.formUnion(try TypeChartFactors.pokemon(attackedBy: type, where: { $0 >= 4 }))
        }
        #expect(expected.count > 100)
        #expect(try ids(query) == expected, "\(query)")
    }

    // MARK: Battle roles

    /// `physical attackers`: Attack above Special Attack, the highest Attack
    /// first; after another sort (`fast physical attackers`), that sort.
    @Test(arguments: [
        ("physical attackers", "attack > sp_attack", "attack"), ("special sweepers", "sp_attack > attack", "sp_attack"),
        ("physically bulky", "defense > sp_defense", "defense"), ("special walls", "sp_defense > defense", "sp_defense"),
        ("attaquants physiques", "attack > sp_attack", "attack"),
    ])
    func battleRolesFilterAndSortByTheirStat(query: String, condition: String, column: String) throws {
        let hits = try search(query).hits
        #expect(try Set(hits.map(\.pokemon.id)) == DexFacts.ids("SELECT id FROM pokemon WHERE \(condition)"), "\(query)")
        let values = try hits.prefix(30).map { hit in try DexFacts.ids("SELECT \(column) FROM pokemon WHERE id = \(hit.pokemon.id)").first ?? -1 }
        #expect(values == values.sorted(by: >), "\(query)")
    }

    @Test func aRoleKeepsAnEarlierSort() throws {
        let hits = try search("fast physical attackers water", limit: 20).hits
        #expect(!hits.isEmpty && hits.allSatisfy { $0.pokemon.types.contains("water") && $0.pokemon.stats.attack > $0.pokemon.stats.spAttack })
        #expect(hits.map(\.pokemon.stats.speed) == hits.map(\.pokemon.stats.speed).sorted(by: >))
    }

    // MARK: Superlatives

    /// A Pokémon's capture rate (its species'), as a column of `pokemon`.
    private static let captureRate = "(SELECT capture_rate FROM species WHERE id = pokemon.species_id)"

    @Test(arguments: [
        ("highest attack", "attack", true), ("highest hp", "hp", true), ("most hp", "hp", true), ("lowest hp", "hp", false),
        ("least hp", "hp", false), ("highest defense", "defense", true), ("highest special attack", "sp_attack", true),
        ("highest sp def", "sp_defense", true), ("max speed", "speed", true), ("highest bst", "hp + attack + defense + sp_attack + sp_defense + speed", true),
        ("quickest", "speed", true), ("fastets", "speed", true), ("fastst", "speed", true), ("slowst", "speed", false),
        ("largest", "height", true), ("tiniest", "height", false), ("easiest to catch", Self.captureRate, true),
        ("hardest to catch", Self.captureRate, false), ("rarest", Self.captureRate, false), ("fast", "speed", true),
    ])
    func superlativesOfEveryStat(query: String, column: String, descending: Bool) throws {
        let hit = try #require(try search(query, limit: 1).hits.first, "\(query)")
        let best = try DexFacts.ids("SELECT \(descending ? "max" : "min")(\(column)) FROM pokemon").first
        let value = try DexFacts.ids("SELECT \(column) FROM pokemon WHERE id = \(hit.pokemon.id)").first
        #expect(value == best, "\(query)")
    }

    /// `fast electric` sorts as `fastest electric`, unless the word begins
    /// a name: an ability (`slow start`), or a name being typed (`slow`).
    @Test func plainAdjectivesSortUnlessTheyBeginAName() throws {
        #expect(try search("fast electric").hits.map(\.pokemon.id) == search("fastest electric").hits.map(\.pokemon.id))
        #expect(try search("heavy steel").hits.map(\.pokemon.id) == search("heaviest steel").hits.map(\.pokemon.id))
        #expect(try ids("slow start") == DexFacts.holders(of: "slow-start"))
        #expect(try first("slow") == DexFacts.id(of: "slowpoke"))
    }

    @Test func superlativesCombineWithTypesAndNegatedFlags() throws {
        let water = try #require(try search("best attack water", limit: 1).hits.first)
        #expect(water.pokemon.types.contains("water"))
        #expect(try water.pokemon.stats.attack == DexFacts.ids("""
            SELECT max(p.attack) FROM pokemon p JOIN pokemon_type t ON t.pokemon_id = p.id AND t.type_id = 11
            """).first)
        let legendary = try DexFacts.ids("SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE s.is_legendary + s.is_mythical > 0")
        for query in ["strongest non-legendary", "strongest not legendary", "strongest non legendary"] {
            let hits = try search(query, limit: 30).hits
            #expect(!hits.isEmpty && hits.allSatisfy { !legendary.contains($0.pokemon.id) }, "\(query)")
        }
    }

    // MARK: Stats and units

    @Test(arguments: [
        ("sp atk > 150", "sp_attack > 150"), ("sp. atk > 150", "sp_attack > 150"), ("special attack > 150", "sp_attack > 150"),
        ("sp def > 150", "sp_defense > 150"), ("special defense > 150", "sp_defense > 150"),
        ("base stat total > 700", "hp + attack + defense + sp_attack + sp_defense + speed > 700"),
        ("height > 10 m", "height > 100"), ("height > 10m", "height > 100"), ("height >= 150 cm", "height >= 15"),
        ("weight > 500 kg", "weight > 5000"), ("weight > 500kg", "weight > 5000"), ("weight < 22 lbs", "weight < 99.79"),
        ("hp == 255", "hp = 255"), ("speed ≥ 150", "speed >= 150"), ("speed ≤ 10", "speed <= 10"), ("speed 100-110", "speed BETWEEN 100 AND 110"),
        ("speed between 100 and 110", "speed BETWEEN 100 AND 110"), ("atk 150+", "attack >= 150"), ("150+ attack", "attack >= 150"),
        ("speed more than 150", "speed > 150"), ("speed at least 150", "speed >= 150"), ("speed: > 150", "speed > 150"),
        ("hp 25", "hp = 25"), ("600 bst", "hp + attack + defense + sp_attack + sp_defense + speed = 600"),
        ("base 100 speed", "speed = 100"), ("130 sp atk", "sp_attack = 130"), ("spe:100", "speed = 100"), ("spe:-3", "speed = -3"), ("hp>-5", "hp > -5"),
        // The operator and the number first, `base` before the name.
        ("over 100 speed", "speed > 100"), ("under 80 speed", "speed < 80"), ("more than 100 attack", "attack > 100"),
        ("at least 130 attack", "attack >= 130"), ("> 150 special attack", "sp_attack > 150"), (">150 spa", "sp_attack > 150"),
        ("≥150 spa", "sp_attack >= 150"), ("base speed 100", "speed = 100"), ("base attack over 150", "attack > 150"),
        // A unit alone says what is measured; a rival word's number takes its unit.
        ("over 2 m", "height > 20"), ("pokemon over 2 meters", "height > 20"), ("over 2m", "height > 20"), ("under 50 cm", "height < 5"),
        ("over 100 lbs", "weight > 453.59"), ("over 500kg", "weight > 5000"), ("lighter than 10 lbs", "weight < 45.36"),
        ("shorter than 3 ft", "height < 9.144"), ("taller than 150cm", "height > 15"), ("heavier than 500kg", "weight > 5000"),
        ("speed 100 to 110", "speed BETWEEN 100 AND 110"), ("weight 10 to 20 kg", "weight BETWEEN 100 AND 200"),
    ])
    func statComparisonsAsPlayersWriteThem(query: String, condition: String) throws {
        #expect(try ids(query) == DexFacts.ids("SELECT id FROM pokemon WHERE \(condition)"), "\(query)")
    }

    @Test func anOperatorFirstNeedsANameAfterItsNumber() throws {
        // `over 100` names no stat: words, not a comparison.
        #expect(try search("over 100").hits.isEmpty)
        #expect(try ids("water over 100 speed") == DexFacts.typed("water").intersection(DexFacts.ids("SELECT id FROM pokemon WHERE speed > 100")))
    }

    @Test func numericChecksAreConsistent() throws {
        #expect(try ids("gen>=8") == DexFacts.generation(8).union(DexFacts.generation(9)))
        #expect(throws: QueryError.self) { try search("gen 0") }
        #expect(throws: QueryError.self) { try search("gen>9") }
        #expect(throws: QueryError.badNumber(field: "hp", value: ">0x10", position: 1)) { try search("hp>0x10") }
    }

    // MARK: Pokédex numbers

    @Test(arguments: ["pokedex 25", "pokédex #25", "dex no. 25", "national dex 25", "nr 25", "nr. 25", "＃２５", "# 25", "no25",
                      "dex #25", "n.25", "#25 pikachu"])
    func pokedexNumbersAsPlayersWriteThem(query: String) throws {
        #expect(try first(query) == 25, "\(query)")
        #expect(try ids(query) == DexFacts.species("pikachu"), "\(query)")
    }

    @Test func numbersThatAreNotPokedexNumbers() throws {
        #expect(try first("porygon 2") == 233, "a number that completes a name is the name")
        #expect(try ids("25-30") == DexFacts.ids("SELECT id FROM pokemon WHERE species_id BETWEEN 25 AND 30"))
        #expect(try ids("#25 #26") == DexFacts.species("pikachu", "raichu"))
        for query in ["#0", "#-1", "no. 0"] {
            #expect(throws: QueryError.self, "\(query)") { try search(query) }
        }
    }

    // MARK: Regions

    @Test(arguments: ["kanto region", "region kanto", "pokemon from kanto", "kanto pokemon", "region:kanto", "gen:kanto"])
    func regionPhrasings(query: String) throws {
        #expect(try ids(query) == DexFacts.generation(1), "\(query)")
    }

    @Test(arguments: ["kanto or johto", "kanto and johto", "kanto johto", "gen 1 gen 2", "kanto, johto"])
    func twoRegionsMeanEither(query: String) throws {
        #expect(try ids(query) == DexFacts.generation(1).union(DexFacts.generation(2)), "\(query)")
    }

    @Test func hisuiIsItsFormsAndThePokemonLegendsArceusBrought() throws {
        let hisui = try ids("hisui")
        #expect(hisui == (try ids("region:hisui")))
        for slug in ["wyrdeer", "kleavor", "ursaluna", "basculegion-male", "sneasler", "overqwil", "enamorus-incarnate",
                     "typhlosion-hisui", "zorua-hisui", "growlithe-hisui"] {
            #expect(hisui.contains(try DexFacts.id(of: slug)), "\(slug)")
        }
        #expect(try !hisui.contains(DexFacts.id(of: "empoleon")))
        #expect(try first("hisuian zorua") == DexFacts.id(of: "zorua-hisui"), "beside a name, the form")
    }

    @Test(arguments: [("alolan forms", "alola"), ("galarian forms", "galar"), ("hisuian forms", "hisui"), ("paldean forms", "paldea")])
    func regionalForms(query: String, region: String) throws {
        let expected = try DexFacts.ids("SELECT id FROM pokemon WHERE (name LIKE ? OR name LIKE ?) AND name NOT LIKE '%-cap'",
                                        ["%-\(region)", "%-\(region)-%"])
        #expect(!expected.isEmpty)
        #expect(try ids(query) == expected, "\(query)")
    }

    // MARK: Evolutions

    @Test(arguments: ["evolves into raichu", "raichu pre-evolution", "raichu pre-evolutions", "prevo of raichu", "raichu prevos",
                      "evolves-into:raichu"])
    func preEvolutions(query: String) throws {
        #expect(try ids(query) == DexFacts.species("pichu", "pikachu"), "\(query)")
    }

    @Test(arguments: ["eevee evolves into", "what does eevee evolve into", "what evolves from eevee", "evolutions eevee", "évolutions de évoli",
                      "evoli entwicklungen", "eevee evolutons", "evolutons of eevee"])
    func evolutionPhrasings(query: String) throws {
        #expect(try ids(query) == DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE s.evolves_from_species_id = 133
            """), "\(query)")
    }

    @Test func evolutionFieldTyposAreCorrectedOutLoud() throws {
        let family = try search("family:pikchu")
        #expect(family.corrections.count == 1)
        #expect(Set(family.hits.map(\.pokemon.id)) == (try DexFacts.species("pichu", "pikachu", "raichu")))
        let from = try search("evolves-from:magikrp")
        #expect(from.corrections == ["magikrp → magikarp"])
        #expect(Set(from.hits.map(\.pokemon.id)) == (try DexFacts.species("gyarados")))
    }

    /// `cat pokemon`, `cats`, `fire cats`: an animal no genus is by itself
    /// is the genera it ends (Scratch Cat, Fire Cat…), not a typo of another
    /// (`bat pokemon`) nor an abbreviation (`cat` of Carga Tóxica).
    @Test func anAnimalIsTheGeneraItEnds() throws {
        let cats = try DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species_text n ON n.species_id = p.species_id
             WHERE n.language_id = 9 AND n.genus LIKE '% Cat Pokémon'
            """)
        #expect(cats.count > 5)
        #expect(try ids("cat pokemon") == cats)
        #expect(try ids("cats") == cats)
        #expect(try ids("fire cats") == cats.intersection(DexFacts.typed("fire")))
        #expect(try search("cat fire").corrections.isEmpty)
        #expect(try ids("fox pokemon") == DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species_text n ON n.species_id = p.species_id WHERE n.language_id = 9 AND n.genus = 'Fox Pokémon'
            """), "an animal that is a genus is that genus only")
    }

    @Test func flagsBeatGeneraOfTheSameWords() throws {
        #expect(try ids("baby pokemon") == ids("baby"))
        #expect(try ids("legendary pokemon") == ids("legendary"))
        #expect(try ids("final evolutions") == ids("fully-evolved"))
        #expect(try ids("final evos grass") == ids("fully-evolved grass"))
    }

    /// `single stage`: no species evolves from it, and it evolves from none
    /// (the species table's parents, as the index's species tree reads them:
    /// Melmetal evolves from Meltan, Phione does not from Manaphy).
    @Test(arguments: ["single stage", "does not evolve", "doesn't evolve", "pokemon that don't evolve", "no evolutions",
                      "is:single-stage"])
    func singleStagePokemon(query: String) throws {
        let expected = try DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE s.evolves_from_species_id IS NULL
               AND s.id NOT IN (SELECT evolves_from_species_id FROM species WHERE evolves_from_species_id IS NOT NULL)
            """)
        #expect(try expected.contains(DexFacts.id(of: "tauros")) && !expected.contains(DexFacts.id(of: "eevee"))
                && !expected.contains(DexFacts.id(of: "meltan")) && expected.contains(DexFacts.id(of: "phione")))
        #expect(try ids(query) == expected, "\(query)")
    }

    /// `genderless`, `female only`, `male only`: the species' share of females
    /// (`species.gender_rate`, in eighths, -1 for none), every form included.
    @Test(arguments: [("genderless", -1), ("is:genderless", -1), ("female only", 8), ("only female", 8), ("male only", 0),
                      ("is:male-only", 0)])
    func genderOfTheSpecies(query: String, rate: Int) throws {
        let expected = try DexFacts.ids("SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE s.gender_rate = ?", [rate])
        #expect(expected.count > 10)
        #expect(try ids(query) == expected, "\(query)")
    }

    @Test(arguments: [("legendarios de agua", "water legendary"), ("ほのお でんせつ", "fire legendary"), ("전설", "legendary"),
                      ("mythiques", "mythical"), ("débutants", "starters"), ("iniciales fuego", "fire starters"),
                      ("mega evolutions", "mega"), ("mega evolution charizard", "mega charizard")])
    func flagWordsOfOtherLanguagesAndPlurals(query: String, same: String) throws {
        let expected = try ids(same)
        #expect(!expected.isEmpty)
        #expect(try ids(query) == expected, "\(query)")
    }

    // MARK: One type or two

    @Test(arguments: ["pure fire", "monotype fire", "mono fire", "fire monotype", "single type fire", "pure fire pokemon", "is:monotype fire"])
    func oneTypeOnly(query: String) throws {
        let oneType = try DexFacts.ids("SELECT pokemon_id FROM pokemon_type GROUP BY pokemon_id HAVING count(*) = 1")
        #expect(try ids(query) == DexFacts.typed("fire").intersection(oneType), "\(query)")
    }

    @Test(arguments: ["dual type dragon", "dual-type dragon", "dragon dual typed", "is:dual-type dragon"])
    func twoTypes(query: String) throws {
        let twoTypes = try DexFacts.ids("SELECT pokemon_id FROM pokemon_type GROUP BY pokemon_id HAVING count(*) = 2")
        #expect(try ids(query) == DexFacts.typed("dragon").intersection(twoTypes), "\(query)")
    }

    @Test func namesWithTheSameWordsStayNames() throws {
        #expect(try ids("pure power") == DexFacts.holders(of: "pure-power"))
        #expect(try ids("dual chop") == DexFacts.learners(of: "dual-chop"))
    }

    // MARK: Genus ranking

    @Test(arguments: [("mouse pokemon", "Mouse Pokémon"), ("paradox pokemon", "Paradox Pokémon"), ("flame pokemon", "Flame Pokémon"),
                      ("fox", "Fox Pokémon"), ("mouse", "Mouse Pokémon"), ("penguin", "Penguin Pokémon")])
    func aGenusListsItsDefaultFormsFirst(query: String, genus: String) throws {
        let members = try DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species_text t ON t.species_id = p.species_id AND t.language_id = 9
             WHERE t.genus = ? AND p.is_default = 1
            """, [genus])
        let top = try search(query, limit: members.count).hits.map(\.pokemon.id)
        #expect(Set(top) == members, "\(query)")
    }

    // MARK: Questions and random

    /// Whole names side by side are a list of either, by name as `name:`
    /// reads each: no Pokémon has two names. A name of several words stays one.
    @Test(arguments: ["pikachu raichu", "pikachu, raichu", "pikachu or raichu", "pikachu vs raichu", "compare pikachu and raichu",
                      "Pikachu RAICHU"])
    func namesSideBySideAreAList(query: String) throws {
        let either = try ids("name:pikachu").union(ids("name:raichu"))
        #expect(either.contains(25) && either.contains(26))
        #expect(try ids(query) == either, "\(query)")
    }

    @Test func aNameOfSeveralWordsIsNoList() throws {
        #expect(try ids("tapu koko") == DexFacts.species("tapu-koko"))
        #expect(try ids("pikachu libre") == [DexFacts.id(of: "pikachu-libre")])
    }

    @Test func questionWordsAreFillers() throws {
        #expect(try first("what is pikachu?") == 25)
        #expect(try first("is pikachu?") == 25)
        #expect(try first("show me pikachu") == 25)
        #expect(try ids("pokemon that look like cats") == ids("cats"))
        #expect(try first("slowest pokemon ever") == first("slowest"))
        #expect(try ids("when does charmander evolve") == ids("charmander evolve"))
        #expect(try ids("what level does charmander evolve") == ids("charmander evolutions"))
        #expect(try ids("onix evolution method") == ids("onix evolution"))
        #expect(try ids("level 36 evolutions") == ids("evolves at level 36"))
    }

    /// Words before a value that leave it out, as `-` does.
    @Test(arguments: [
        ("dragon not flying", "dragon -flying"), ("water but not ice", "water -ice"), ("dragon except flying", "dragon -flying"),
        ("dragon excluding flying", "dragon -flying"), ("water no ice", "water -ice"), ("water except legendaries", "water -legendary"),
        ("dragon other than garchomp", "dragon -garchomp"), ("learns surf but not dive", "move:surf -move:dive"),
        ("dragon not gen 4", "dragon -gen:4"), ("eau sauf glace", "water -ice"), ("wasser ohne eis", "water -ice"),
        ("agua sin hielo", "water -ice"),
    ])
    func wordsThatLeaveAValueOut(query: String, same: String) throws {
        let expected = try ids(same)
        #expect(try !expected.isEmpty && expected.count < ids(same.split(separator: " ").first.map(String.init)!).count)
        #expect(try ids(query) == expected, "\(query)")
    }

    /// Phrases with a negation of their own keep it.
    @Test func negationsOfTheirOwnStay() throws {
        #expect(try ids("fire not legendary") == ids("fire -legendary -mythical"))
        #expect(try ids("no megas dragon") == ids("dragon -mega"))
        #expect(try first("no 25") == 25)
        #expect(try ids("without a hidden ability") == ids("-is:hidden-ability"))
    }

    /// Words after a Pokémon's name that ask about it: its card answers.
    @Test(arguments: [("charizard stats", 6), ("garchomp weaknesses", 445), ("what is garchomp weak to", 445), ("pikachu moveset", 25),
                      ("lucario abilities", 448), ("mega charizard x stats", 10034), ("salameche statistiques", 4), ("eevee info", 133)])
    func wordsAskingAboutANamedPokemon(query: String, id: Int) throws {
        #expect(try first(query) == id, "\(query)")
    }

    @Test func wordsAskingAboutNoPokemonKeepTheirMeaning() throws {
        // After a type, `stats` asks about no one Pokémon; `weak to` before a type is the matchup.
        #expect(try ids("fire stats") == ids("fire"))
        #expect(try ids("garchomp weak to ice") == ids("garchomp").intersection(ids("weak to ice")))
        #expect(try ids("charizard weak to ice").isEmpty)
        #expect(try ids("weak to ice") == TypeChartFactors.pokemon(attackedBy: #require(DexFacts.ids("SELECT id FROM type WHERE name = 'ice'").first)) { $0 >= 2 })
    }

    // MARK: Stages of a line

    /// `first stage`, `little cup`, `middle stage`: where a species sits in
    /// its line, from the species table's parents.
    @Test(arguments: [("first stage", "IS NULL AND s.id IN"), ("little cup", "IS NULL AND s.id IN"), ("lc water", "IS NULL AND s.id IN"),
                      ("middle stage", "IS NOT NULL AND s.id IN"), ("is:middle-stage", "IS NOT NULL AND s.id IN"),
                      ("can evolve", "IS NOT NULL OR s.id IN"), ("pokemon that evolve", "IS NOT NULL OR s.id IN")])
    func stagesOfALine(query: String, condition: String) throws {
        var expected = try DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE (s.evolves_from_species_id \(condition)
               (SELECT evolves_from_species_id FROM species WHERE evolves_from_species_id IS NOT NULL))
            """)
        if condition.contains("OR") {
            // Evolving: some species evolves from it, whatever it evolved from.
            expected = try DexFacts.ids("""
                SELECT p.id FROM pokemon p WHERE p.species_id IN
                   (SELECT evolves_from_species_id FROM species WHERE evolves_from_species_id IS NOT NULL)
                """)
        }
        #expect(try expected.contains(DexFacts.id(of: query.contains("middle") ? "ivysaur" : "bulbasaur")))
        if query.hasPrefix("lc") { expected.formIntersection(try DexFacts.typed("water")) }
        #expect(try ids(query) == expected, "\(query)")
    }

    /// `3 stage`, `two-stage line`: the lines of that many stages at their
    /// longest, every member (Pichu's line is three, Eevee's two), and never
    /// a Pokédex number (`3` is Venusaur's).
    @Test(arguments: [("3 stage", 3), ("three stage", 3), ("three-stage line", 3), ("3 stage evolutions", 3), ("2 stage", 2),
                      ("two stage pokemon", 2), ("is:three-stage", 3), ("1 stage", 1)])
    func linesByTheirStages(query: String, stages: Int) throws {
        let expected = try DexFacts.ids("""
            WITH RECURSIVE up(id, root, depth) AS (
                SELECT id, id, 0 FROM species WHERE evolves_from_species_id IS NULL
                UNION ALL SELECT s.id, up.root, up.depth + 1 FROM species s JOIN up ON s.evolves_from_species_id = up.id),
            lines(root, stages) AS (SELECT root, max(depth) + 1 FROM up GROUP BY root)
            SELECT p.id FROM pokemon p JOIN up ON up.id = p.species_id JOIN lines ON lines.root = up.root WHERE lines.stages = ?
            """, [stages])
        let members = try [("pichu", 3), ("raichu", 3), ("eevee", 2), ("vaporeon", 2), ("tauros", 1)].filter { $0.1 == stages }
        #expect(try members.allSatisfy { try expected.contains(DexFacts.id(of: $0.0)) })
        #expect(try ids(query) == expected, "\(query)")
    }

    // MARK: Every Pokémon

    /// `all pokemon`, `pokemon`: every Pokémon in Pokédex order, as a blank
    /// listing gives them, rather than a text search for "pokemon" or a refusal.
    @Test(arguments: ["all pokemon", "pokemon", "every pokemon", "list all pokemon", "Pokémon", "ポケモン"])
    func wordsForEveryPokemon(query: String) throws {
        let everything = try SearchEngine(pokedex: TestPokedex.shared()).search(SearchRequest(query: "", limit: 5_000))
        let found = try search(query)
        #expect(found.totalMatches == everything.totalMatches, "\(query)")
        #expect(found.hits.prefix(20).map(\.pokemon.id) == everything.hits.prefix(20).map(\.pokemon.id), "\(query)")
        #expect(found.hits.first?.pokemon.id == 1)
    }

    @Test func wordsThatOnlyAskSayWhatToAdd() throws {
        #expect(throws: QueryError.nothingSearchable("which are")) { try search("which are") }
        #expect(QueryError.nothingSearchable("which are").description.contains("add a name, a type or a filter"))
        // A word of everything beside a value is a filler: `all fire pokemon` is Fire.
        #expect(try ids("all fire pokemon") == DexFacts.typed("fire"))
    }

    // MARK: Egg groups together

    private func eggGroup(_ name: String) throws -> Set<Int> {
        try DexFacts.ids("""
            SELECT p.id FROM pokemon p JOIN species_egg_group x ON x.species_id = p.species_id
              JOIN egg_group g ON g.id = x.egg_group_id WHERE g.name = ?
            """, [name])
    }

    @Test(arguments: ["egg group dragon and field", "egg group dragon field", "egg groups dragon & field",
                      "dragon and field egg groups", "field dragon egg group"])
    func twoEggGroupsAreBoth(query: String) throws {
        let both = try eggGroup("dragon").intersection(eggGroup("ground"))
        #expect(try both.contains(DexFacts.id(of: "arbok")) && both.count < 50)
        #expect(try ids(query) == both, "\(query)")
    }

    @Test func eggGroupsOrEither() throws {
        #expect(try ids("egg group fairy or field") == eggGroup("fairy").union(eggGroup("ground")))
        // A second word that is also a type, without `and`, stays the type.
        #expect(try ids("egg group monster dragon") == eggGroup("monster").intersection(DexFacts.typed("dragon")))
    }

    /// An egg group's name alone, in any language or as its slug, is the
    /// group: only breeders say `amorphous` or `undiscovered`.
    @Test(arguments: [("amorphous", "indeterminate"), ("Undiscovered", "no-eggs"), ("no eggs", "no-eggs"),
                      ("mineral", "mineral"), ("water 1", "water1"), ("human-like", "humanshape"), ("field", "ground"),
                      ("amorphe", "indeterminate")])
    func anEggGroupAloneIsTheGroup(query: String, slug: String) throws {
        #expect(try ids(query) == eggGroup(slug), "\(query)")
    }

    @Test func anEggGroupAloneGivesWayToTypesNamesAndLines() throws {
        // A type's name is the type (`dragon`), a Pokémon's its Pokémon (`ditto`).
        #expect(try ids("dragon") == DexFacts.typed("dragon"))
        #expect(try first("ditto") == DexFacts.id(of: "ditto"))
        #expect(try ids("ditto").count < 5)
        // With other words it is one filter among them.
        #expect(try ids("fire field") == eggGroup("ground").intersection(DexFacts.typed("fire")))
        // `water 3 stage` is a type and a line's length, not the Water 3 group.
        #expect(try ids("water 3 stage") == ids("water three stage"))
        #expect(try !ids("water 3 stage").isSubset(of: eggGroup("water3")))
    }

    // MARK: A move's learners as players name them

    @Test(arguments: ["trick room setter", "trick room setters", "trick room users", "trick room abusers"])
    func setterAndUsersAreTheLearners(query: String) throws {
        #expect(try ids(query) == ids("learns trick room"), "\(query)")
        #expect(try search(query).corrections.isEmpty)
    }

    // MARK: STAB

    /// `stab earthquake`: learns it and is of its type; the move may be a
    /// players' short name (`stab eq`) or come first (`earthquake stab`).
    @Test(arguments: ["stab earthquake", "earthquake stab", "stab eq", "STAB Earthquake"])
    func sameTypeAttackBonus(query: String) throws {
        let expected = try DexFacts.learners(of: "earthquake").intersection(DexFacts.typed("ground"))
        #expect(try expected.contains(DexFacts.id(of: "garchomp")) && !expected.contains(DexFacts.id(of: "tyranitar")))
        #expect(try ids(query) == expected, "\(query)")
    }

    @Test func fieldValuesAbbreviatedWhereTheKindIsSaid() throws {
        #expect(try ids("learns sd") == DexFacts.learners(of: "swords-dance"))
        #expect(try ids("learns tbolt") == DexFacts.learners(of: "thunderbolt"))
        #expect(try search("learns tbolt").corrections == ["tbolt → thunderbolt"])
    }

    // MARK: Plurals of animals

    @Test(arguments: [("mice", "mouse pokemon"), ("mice pokemon", "mouse pokemon"), ("wolves", "wolf pokemon"), ("puppies", "puppy pokemon")])
    func pluralsNotMadeWithS(query: String, same: String) throws {
        let expected = try ids(same)
        #expect(!expected.isEmpty)
        #expect(try ids(query) == expected, "\(query)")
        #expect(try search(query).corrections.isEmpty, "\(query) is no typo (`mice` of Ice)")
    }
}
