import Testing
import GRDB
@testable import PokeSearch
import PokeSearchTestSupport

/// `show`'s data for real Pokémon.
@Suite struct PokemonDetailTests {
    private func detail(_ name: String, language: String = "en") throws -> PokemonDetail {
        let pokedex = try TestPokedex.shared()
        return try PokemonDetail.load(PokemonResolver(pokedex: pokedex).resolve(name), language: language, from: pokedex)
    }

    @Test(arguments: [("unown b", "unown-b"), ("Gastrodon East", "gastrodon-east"), ("Vivillon Polar", "vivillon-polar")])
    func aCosmeticFormShowsItsOwnSprites(query: String, form: String) throws {
        let shown = try detail(query)
        #expect(shown.form?.name == form)
        let front = try TestPokedex.shared().database.read { db in
            try String.fetchOne(db, sql: """
                SELECT s.url FROM pokemon_form_sprite s JOIN pokemon_form f ON f.id = s.form_id
                 WHERE f.name = ? AND s.kind = 'front_default'
                """, arguments: [form])
        }
        #expect(front != nil && shown.sprites["front_default"] == front)
        #expect(try detail(String(query.split(separator: " ")[0])).form == nil)
    }

    @Test func theLearnsetSaysHowEachMoveIsLearned() throws {
        let pikachu = try detail("pikachu")
        let entries = Dictionary(grouping: pikachu.learnset, by: \.method)
        #expect(entries["machine"]?.contains { $0.name == "thunderbolt" && $0.level == nil && $0.power == 90 && $0.type == "electric" } == true)
        #expect(entries["level-up"]?.contains { $0.name == "thunder-shock" && $0.level != nil } == true)
        let levels = (entries["level-up"] ?? []).compactMap(\.level)
        #expect(!levels.isEmpty && levels == levels.sorted())
        // Every move of `moves` is learned some way, and every way names one of them.
        #expect(Set(pikachu.learnset.map(\.name)) == Set(pikachu.moves.map(\.name)))
        let french = try detail("pikachu", language: "fr")
        #expect(french.learnset.contains { $0.name == "thunderbolt" && $0.displayName == "Tonnerre" })
    }

    @Test func learnMethodsAreNamedAsTheDumpNamesThem() throws {
        let names = Dictionary(try detail("pikachu").learnset.map { ($0.method, $0.methodName) }, uniquingKeysWith: { first, _ in first })
        #expect(names["level-up"] == "Level up")
        #expect(names["machine"] as String? == "Machine")
        #expect(names["stadium-surfing-pikachu"] == "Stadium: Surfing Pikachu")
        let french = Dictionary(try detail("pikachu", language: "fr").learnset.map { ($0.method, $0.methodName) }, uniquingKeysWith: { first, _ in first })
        #expect(french["level-up"] == "Montée de niveau")
    }

    @Test func evolutionMethodsComeAsPartsWithTheItemInTheLanguage() throws {
        let eevee = try detail("eevee", language: "fr").evolution
        let vaporeon = try #require(eevee.stages.first { $0.species.name == "vaporeon" })
        #expect(vaporeon.types == ["water"])
        #expect(vaporeon.methods.count == 1)
        #expect(vaporeon.methods.first?.trigger == "use-item")
        #expect(vaporeon.methods.first?.item == PokemonDetail.Named(name: "water-stone", displayName: "Pierre Eau"))
        #expect(vaporeon.methods.first?.text == "use water stone")
        // Leafeon: a stone, or a mossy rock in five places, each a method of its own.
        let leafeon = try #require(eevee.stages.first { $0.species.name == "leafeon" })
        #expect(leafeon.methods.count == 6)
        #expect(leafeon.methods.filter { $0.conditions?.contains("near a special rock") == true }.count == 5)
        #expect(leafeon.method == leafeon.methods.map(\.text).joined(separator: " or "))
        #expect(vaporeon.methods.first?.requirements == [])
        // The conditions as data, what they name in the language (the place from the dump's French).
        let eterna = try #require(leafeon.methods.first { $0.requirements.first?.named?.name == "eterna-forest" })
        #expect(eterna.requirements.map(\.kind) == ["location", "special-rock"])
        #expect(eterna.requirements.first?.named?.displayName == "Forêt Vestigion")
        #expect(eterna.requirements.map(\.text).joined(separator: ", ") == eterna.conditions)
        let espeon = try #require(eevee.stages.first { $0.species.name == "espeon" }?.methods.first)
        #expect(espeon.requirements.map(\.kind) == ["friendship", "time"])
        #expect(espeon.requirements.first?.value == 160 && espeon.requirements.last?.word == "day")
        let sylveon = try #require(eevee.stages.first { $0.species.name == "sylveon" })
        let fairy = try #require(sylveon.methods.flatMap(\.requirements).first { $0.kind == "known-move-type" })
        #expect(fairy.named == PokemonDetail.Named(name: "fairy", displayName: "Fée"))
        let charmeleon = try #require(try detail("charmander").evolution.stages.first { $0.species.name == "charmeleon" })
        #expect(charmeleon.methods.map(\.minLevel) == [16] && charmeleon.methods.first?.item == nil)
        #expect(try detail("charizard").evolution.stages.map(\.types) == [["fire"], ["fire"], ["fire", "flying"]])
    }

    @Test func abilityEffectsAreInTheLanguageWhenTheDumpHasThem() throws {
        let english = try #require(try detail("charizard").abilities.first { $0.ability.name == "blaze" }?.effect)
        let french = try #require(try detail("charizard", language: "fr").abilities.first { $0.ability.name == "blaze" }?.effect)
        let korean = try #require(try detail("charizard", language: "ko").abilities.first { $0.ability.name == "blaze" }?.effect)
        #expect(english.contains("Fire"))
        #expect(french != english && french.contains("Feu"))
        #expect(korean != english && !korean.contains("\n"))
    }

    @Test func charizardInFull() throws {
        let charizard = try detail("charizard")
        #expect(charizard.displayName == "Charizard")
        #expect(charizard.genus == "Flame Pokémon")
        #expect(charizard.heightMeters == 1.7 && charizard.weightKilograms == 90.5)
        #expect(charizard.types.map(\.name) == ["fire", "flying"])
        #expect(charizard.abilities.map(\.ability.name) == ["blaze", "solar-power"])
        #expect(charizard.abilities.map(\.isHidden) == [false, true])
        #expect(charizard.stats.total == 534)
        #expect(charizard.names.contains { $0.language == "fr" && $0.name == "Dracaufeu" })
        #expect(charizard.names.contains { $0.language == "ja-hrkt" && $0.name == "リザードン" })
        #expect(charizard.sprites["official-artwork"]?.hasSuffix("/6.png") == true)
        #expect(charizard.moves.contains { $0.name == "flamethrower" })
        #expect(charizard.flavorText?.isEmpty == false)
        #expect(charizard.caughtAt == nil)
    }

    @Test func typeChartCombinesBothTypes() throws {
        let charizard = try detail("charizard").matchups
        #expect(charizard.types(400).map(\.name) == ["rock"])
        #expect(Set(charizard.types(200).map(\.name)) == ["water", "electric"])
        #expect(Set(charizard.types(50).map(\.name)) == ["fighting", "steel", "fire", "fairy"])
        #expect(Set(charizard.types(25).map(\.name)) == ["bug", "grass"])
        #expect(charizard.types(0).map(\.name) == ["ground"])

        let gengar = try detail("gengar").matchups
        #expect(Set(gengar.types(0).map(\.name)) == ["normal", "fighting"])
        #expect(Set(gengar.types(200).map(\.name)) == ["ground", "ghost", "psychic", "dark"])

        // One type: no 4× nor ¼×.
        let pikachu = try detail("pikachu").matchups
        #expect(pikachu.types(400).isEmpty && pikachu.types(25).isEmpty)
        #expect(pikachu.types(200).map(\.name) == ["ground"])
    }

    @Test func evolutionChains() throws {
        let charmander = try detail("charmander").evolution
        #expect(charmander.paths.map { $0.map(\.species.name) } == [["charmander", "charmeleon", "charizard"]])
        #expect(charmander.stages.map(\.method) == [nil, "level 16", "level 36"])

        let eevee = try detail("vaporeon").evolution
        #expect(eevee.paths.count >= 8)
        #expect(eevee.paths.allSatisfy { $0.first?.species.name == "eevee" && $0.count == 2 })
        #expect(eevee.stages.first { $0.species.name == "vaporeon" }?.method?.contains("water stone") == true)

        #expect(try detail("tauros").evolution.isEmpty)
    }

    @Test func formsHaveTheirOwnNamesAndTypes() throws {
        let mega = try detail("Mega Charizard X")
        #expect(mega.id == 10034 && mega.speciesID == 6 && !mega.isDefault)
        #expect(mega.displayName == "Mega Charizard X")
        #expect(mega.types.map(\.name) == ["fire", "dragon"])
        #expect(mega.matchups.types(200).map(\.name).contains("dragon"))
    }

    @Test func otherLanguages() throws {
        let french = try detail("pikachu", language: "fr")
        #expect(french.displayName == "Pikachu")
        #expect(french.types.map(\.displayName) == ["Électrik"])
        #expect(french.genus == "Pokémon Souris")
        let japanese = try detail("bulbasaur", language: "ja-hrkt")
        #expect(japanese.displayName == "フシギダネ")
    }

    @Test func aTextTheLanguageLacksComesFromTheNearestLanguage() throws {
        // PokéAPI gives Tinkaton's genus in kana (ja-hrkt) and not in kanji (ja): a reader
        // of Japanese gets the kana, not the English.
        #expect(try detail("tinkaton", language: "ja").genus == "ハンマーポケモン")
        #expect(try detail("tinkaton", language: "ja-hrkt").genus == "ハンマーポケモン")
        #expect(try detail("tinkaton", language: "en").genus == "Hammer Pokémon")
        // A language with its own keeps it.
        #expect(try detail("charizard", language: "ja").genus == "かえんポケモン")
    }

    @Test func evolutionMethodsInWords() {
        #expect(EvolutionChain.method(trigger: "level-up", minLevel: 16, item: nil, detail: nil) == "level 16")
        #expect(EvolutionChain.method(trigger: "use-item", minLevel: nil, item: "water-stone", detail: nil) == "use water stone")
        #expect(EvolutionChain.method(trigger: "trade", minLevel: nil, item: "metal-coat", detail: nil) == "trade, with metal coat")
        #expect(EvolutionChain.method(trigger: "level-up", minLevel: nil, item: nil, detail: "friendship ≥ 160, day") == "level up, friendship ≥ 160, day")
        #expect(EvolutionChain.method(trigger: nil, minLevel: nil, item: nil, detail: nil) == nil)
    }
}
