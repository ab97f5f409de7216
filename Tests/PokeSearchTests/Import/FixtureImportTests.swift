import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// Imports the mini-dump of awkward real Pokémon and checks the rows.
@Suite struct FixtureImportTests {
    @Test func importsEveryFileOfTheMiniDump() throws {
        try withFixture { fixture throws in
            let summary = try fixture.importFixture()
            #expect(summary.counts[.pokemon] == 11)
            #expect(summary.counts[.species] == 25)
            #expect(summary.counts[.move] == nil)
            #expect(summary.counts[.moveLearnMethod] == nil)
            #expect(summary.counts[.versionGroup] == 32)
            #expect(summary.description.hasPrefix("Imported 11 pokemon, 25 pokemon-species"))
            try fixture.database().read { db throws in
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon") == 11)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM species") == 25)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_move") == 0)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_move_learn") == 0)
                // Moves go with their learn methods and damage classes.
                #expect(try String.fetchOne(db, sql: "SELECT value FROM dataset_info WHERE key = 'omitted'")
                        == "move,move-damage-class,move-learn-method")
                #expect(try db.tableExists("search_term"))
                #expect(try CardTable.fetch(db).count == 11)
                #expect(try db.viewExists("pokemon_card"))
            }
            // The result opens as a Pokédex.
            _ = try Pokedex(location: fixture.location)
        }
    }

    @Test(arguments: [
        (29, "ja-hrkt", "ニドラン♀"), (29, "ja-roma", "Nidoran♀"), (29, "ko", "니드런♀"),
        (29, "zh-hant", "尼多蘭"), (29, "zh-hans", "尼多兰"), (29, "ja", "ニドラン♀"),
        (29, "fr", "Nidoran♀"), (29, "de", "Nidoran♀"), (29, "es", "Nidoran♀"),
        (29, "it", "Nidoran♀"), (29, "en", "Nidoran♀"), (29, "es-419", "Nidoran♀"),
        (782, "fr", "Bébécaille"), (782, "de", "Miniras"), (782, "ko", "짜랑꼬"), (782, "zh-hans", "心鳞宝"),
        (669, "en", "Flabébé"), (83, "en", "Farfetch’d"), (122, "en", "Mr. Mime"), (772, "en", "Type: Null"),
        (474, "en", "Porygon-Z"), (250, "ja-hrkt", "ホウオウ"), (250, "en", "Ho-Oh"),
    ])
    func speciesNames(species: Int, language: String, name: String) throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            let stored = try fixture.database().read { db throws in
                try String.fetchOne(db, sql: """
                    SELECT n.name FROM localized_name n JOIN language l ON l.id = n.language_id
                    WHERE n.kind = 'species' AND n.id = ? AND l.name = ?
                    """, arguments: [species, language])
            }
            #expect(stored == name)
        }
    }

    @Test func speciesHaveNamesInTwelveLanguages() throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            let languages = try fixture.database().read { db throws in
                try String.fetchAll(db, sql: """
                    SELECT l.name FROM localized_name n JOIN language l ON l.id = n.language_id
                    WHERE n.kind = 'species' AND n.id = 29 ORDER BY l.id
                    """)
            }
            #expect(languages == ["ja-hrkt", "ja-roma", "ko", "zh-hant", "fr", "de", "es", "it", "en", "ja", "zh-hans", "es-419"])
        }
    }

    @Test func megaFormHasItsFlagTypesStatsAndFullNames() throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            try fixture.database().read { db throws in
                let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM pokemon WHERE id = 10034"))
                #expect(row["name"] as String? == "charizard-mega-x")
                #expect(row["species_id"] == 6)
                #expect(row["is_default"] as Bool? == false)
                #expect(row["is_mega"] as Bool? == true)
                #expect(row["form_name"] as String? == "mega-x")
                let stats: [Int] = ["hp", "attack", "defense", "sp_attack", "sp_defense", "speed", "total"].map { row[$0] }
                #expect(stats == [78, 130, 111, 130, 85, 100, 634])
                // Its file gives 3 special-attack and 0 elsewhere: one row, stat 4.
                #expect(try Row.fetchAll(db, sql: "SELECT stat_id, effort FROM pokemon_effort WHERE pokemon_id = 10034")
                    .map { [$0["stat_id"], $0["effort"]] as [Int] } == [[4, 3]])
                #expect(try String.fetchAll(db, sql: """
                    SELECT t.name FROM pokemon_type pt JOIN type t ON t.id = pt.type_id WHERE pokemon_id = 10034 ORDER BY slot
                    """) == ["fire", "dragon"])
                #expect(try String.fetchOne(db, sql: """
                    SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = 10034 AND language_id = 5
                    """) == "Méga-Dracaufeu X")
                #expect(try String.fetchOne(db, sql: """
                    SELECT url FROM pokemon_sprite WHERE pokemon_id = 10034 AND kind = 'official-artwork'
                    """)?.hasSuffix("/official-artwork/10034.png") == true)
            }
        }
    }

    @Test func defaultFormsWithoutAFormNameStoreNull() throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            try fixture.database().read { db throws in
                let forms = try Row.fetchAll(db, sql: "SELECT id, is_mega, form_name FROM pokemon WHERE id IN (29, 122, 669) ORDER BY id")
                #expect(forms.map { $0["form_name"] as String? } == [nil, nil, "red"])
                #expect(forms.allSatisfy { $0["is_mega"] as Bool? == false })
                // Mr. Mime's form has no names: no 'pokemon' name rows for it.
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM localized_name WHERE kind = 'pokemon' AND id = 122") == 0)
                #expect(try String.fetchOne(db, sql: "SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = 669 AND language_id = 9") == "Red Flabébé")
            }
        }
    }

    @Test func abilitiesKeepTheirSlotsAndHiddenFlag() throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            let abilities = try fixture.database().read { db throws in
                try Row.fetchAll(db, sql: """
                    SELECT a.name, pa.is_hidden FROM pokemon_ability pa JOIN ability a ON a.id = pa.ability_id
                    WHERE pa.pokemon_id = 29 ORDER BY pa.slot
                    """).map { "\($0["name"] as String)\(($0["is_hidden"] as Bool) ? " (hidden)" : "")" }
            }
            #expect(abilities == ["poison-point", "rivalry", "hustle (hidden)"])
        }
    }

    @Test func abilitiesKeepTheirEffectsAndTexts() throws {
        try withImportedFixture { db throws in
            let levitate = try #require(try Row.fetchOne(db, sql: "SELECT * FROM ability WHERE name = 'levitate'"))
            #expect(levitate["short_effect"] as String? == "Evades Ground moves.")
            #expect((levitate["effect"] as String?)?.hasPrefix("This Pokémon is immune to Ground-type moves, Spikes") == true)
            // Paragraphs of the long effect stay as the dump writes them.
            #expect((levitate["effect"] as String?)?.contains("Arena Trap.\n\nThis ability is disabled") == true)
            let texts = try Row.fetchAll(db, sql: """
                SELECT l.name AS language, t.short_effect, t.flavor_text, vg.name AS game FROM entity_text t
                JOIN language l ON l.id = t.language_id LEFT JOIN version_group vg ON vg.id = t.flavor_version_group_id
                WHERE t.kind = 'ability' AND t.id = 26
                """)
            #expect(texts.count == 11)
            let german = texts.first { $0["language"] as String? == "de" }
            #expect(german?["short_effect"] as String? == "Verhindert Boden Attacken")
            #expect(german?["game"] as String? == "sword-shield")
            let french = texts.first { $0["language"] as String? == "fr" }
            #expect(french?["flavor_text"] as String? == "Le Pokémon flotte, ce qui l'immunise contre les capacités de type Sol.")
            #expect(french?["game"] as String? == "scarlet-violet")
        }
    }

    @Test func typesAndTypeChart() throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            try fixture.database().read { db throws in
                #expect(try String.fetchAll(db, sql: """
                    SELECT t.name FROM pokemon_type pt JOIN type t ON t.id = pt.type_id WHERE pokemon_id = 250 ORDER BY slot
                    """) == ["fire", "flying"])
                let factor = { (attacking: String, defending: String) in
                    try Int.fetchOne(db, sql: """
                        SELECT factor FROM type_efficacy e
                        JOIN type a ON a.id = e.attacking_type_id JOIN type d ON d.id = e.defending_type_id
                        WHERE a.name = ? AND d.name = ?
                        """, arguments: [attacking, defending]) ?? 100
                }
                #expect(try factor("fire", "grass") == 200)
                #expect(try factor("fire", "water") == 50)
                #expect(try factor("normal", "ghost") == 0)
                #expect(try factor("dragon", "fairy") == 0)
                #expect(try factor("fire", "normal") == 100)
                #expect(try String.fetchOne(db, sql: "SELECT name FROM localized_name WHERE kind = 'type' AND id = 10 AND language_id = 1") == "ほのお")
            }
        }
    }

    @Test(arguments: [
        // (species, from, trigger, min_level, item, detail)
        (30, 29, "level-up", 16 as Int?, nil as String?, nil as String?),
        (31, 30, "use-item", nil, "moon-stone", nil),
        (671, 670, "use-item", nil, "shiny-stone", nil),
        (233, 137, "trade", nil, nil, "holding up grade"),
        (474, 233, "trade", nil, nil, "holding dubious disc"),
        (122, 439, "level-up", nil, nil, "knows mimic"),
        (773, 772, "level-up", nil, nil, "friendship ≥ 160"),
        (783, 782, "level-up", 35, nil, nil),
    ])
    func evolutions(species: Int, from: Int, trigger: String, minLevel: Int?, item: String?, detail: String?) throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            let rows = try fixture.database().read { db throws in
                try Row.fetchAll(db, sql: "SELECT * FROM evolution WHERE species_id = ? AND evolves_from_species_id = ?", arguments: [species, from])
            }
            let match = rows.first { $0["trigger"] == trigger && $0["min_level"] == minLevel && $0["item"] == item && $0["detail"] == detail }
            #expect(match != nil, "\(rows)")
        }
    }

    @Test func speciesTextKeepsGenusAndLatestFlavorPerLanguage() throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            try fixture.database().read { db throws in
                let english = try #require(try Row.fetchOne(db, sql: "SELECT * FROM species_text WHERE species_id = 83 AND language_id = 9"))
                #expect(english["genus"] as String? == "Wild Duck Pokémon")
                #expect(english["flavor_version"] as String? == "shield")
                let flavor: String = english["flavor_text"]
                #expect(flavor.hasPrefix("They use a plant stalk as a weapon"))
                let noControls = try Int.fetchOne(db, sql: """
                    SELECT count(*) FROM species_text
                    WHERE instr(flavor_text, char(10)) OR instr(flavor_text, char(12)) OR instr(flavor_text, char(173))
                    """)
                #expect(noControls == 0)
                #expect(try String.fetchOne(db, sql: "SELECT genus FROM species_text WHERE species_id = 6 AND language_id = 1") == "かえんポケモン")
            }
        }
    }

    @Test func speciesFlagsAndVocabularies() throws {
        try withFixture { fixture throws in
            try fixture.importFixture()
            try fixture.database().read { db throws in
                let hoOh = try #require(try Row.fetchOne(db, sql: """
                    SELECT s.*, c.name AS color, h.name AS habitat, sh.name AS shape, g.name AS generation
                    FROM species s JOIN color c ON c.id = s.color_id LEFT JOIN habitat h ON h.id = s.habitat_id
                    JOIN shape sh ON sh.id = s.shape_id JOIN generation g ON g.id = s.generation_id
                    WHERE s.id = 250
                    """))
                #expect(hoOh["is_legendary"] as Bool? == true)
                #expect(hoOh["is_mythical"] as Bool? == false)
                #expect(hoOh["capture_rate"] == 3)
                #expect(hoOh["color"] as String? == "red")
                #expect(hoOh["generation"] as String? == "generation-ii")
                #expect(try Bool.fetchOne(db, sql: "SELECT is_baby FROM species WHERE id = 439") == true)
                #expect(try Int.fetchOne(db, sql: "SELECT baby_trigger_item_id FROM evolution_chain c JOIN species s ON s.evolution_chain_id = c.id WHERE s.id = 439") != nil)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM species_egg_group WHERE species_id = 29") == 2)
            }
        }
    }

    @Test(arguments: ["", "data", "data/api", "data/api/v2", "data/api/v2/"])
    func acceptsTheDumpRootOrAnyFolderDownToV2(_ tail: String) throws {
        try withFixture { fixture throws in
            let path = ImportFixture.dumpRoot.appendingPathComponent(tail).path
            #expect(try fixture.importFixture(from: URL(fileURLWithPath: path)).counts[.pokemon] == 11)
        }
    }

    @Test func acceptsAbsoluteResourceURLs() throws {
        try withFixture { fixture throws in
            let dump = try fixture.copyOfDump()
            try fixture.edit("pokemon", 10034, in: dump, replacing: "\"/api/v2/type/10/\"", with: "\"https://pokeapi.co/api/v2/type/10/\"")
            try fixture.importFixture(from: dump)
            let types = try fixture.database().read { db throws in
                try Int.fetchAll(db, sql: "SELECT type_id FROM pokemon_type WHERE pokemon_id = 10034 ORDER BY slot")
            }
            #expect(types == [10, 16])
        }
    }
}
