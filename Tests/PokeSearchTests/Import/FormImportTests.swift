import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// Every `pokemon-form`, cosmetic ones included, from the mini-dump.
@Suite struct FormImportTests {
    @Test func unownHasItsTwentyEightFormsWithTheirNames() throws {
        try withImportedFixture { db throws in
            let forms = try Row.fetchAll(db, sql: """
                SELECT f.*, (SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = 9) AS english,
                            (SELECT name FROM localized_name WHERE kind = 'pokemon-form' AND id = f.id AND language_id = 5) AS french
                FROM pokemon_form f WHERE f.pokemon_id = 201 ORDER BY f.form_order
                """)
            #expect(forms.count == 28)
            #expect(forms.map { $0["form_name"] as String }.prefix(3) == ["a", "b", "c"])
            #expect(forms.map { $0["form_name"] as String }.suffix(2) == ["exclamation", "question"])
            #expect(forms.filter { $0["is_default"] as Bool? == true }.map { $0["name"] as String } == ["unown-a"])
            #expect(forms[1]["name"] as String? == "unown-b")
            #expect(forms[1]["english"] as String? == "Unown B")
            #expect(forms[1]["french"] as String? == "Zarbi B")
            #expect(forms.last?["english"] as String? == "Unown ?")
            #expect(forms.allSatisfy { $0["is_battle_only"] as Bool? == false && $0["is_mega"] as Bool? == false })
        }
    }

    @Test func aFormsOwnNameIsKeptInEveryLanguageTheDumpHas() throws {
        try withImportedFixture { db throws in
            let names = try Row.fetchAll(db, sql: """
                SELECT l.name AS language, n.name FROM localized_name n JOIN language l ON l.id = n.language_id
                WHERE n.kind = 'pokemon-form-name' AND n.id = 10001
                """)
            #expect(names.count == 9)
            #expect(names.first { $0["language"] as String? == "ja-hrkt" }?["name"] == "Ｂ")
            // The full names, in three languages only, stay as they were.
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM localized_name WHERE kind = 'pokemon-form' AND id = 10001") == 3)
        }
    }

    @Test func formsHaveTheirOwnSprites() throws {
        try withImportedFixture { db throws in
            let sprites = try Row.fetchAll(db, sql: "SELECT kind, url FROM pokemon_form_sprite WHERE form_id = 10001 ORDER BY kind")
            #expect(sprites.map { $0["kind"] as String } == ["back_default", "back_shiny", "front_default", "front_shiny"])
            #expect((sprites[2]["url"] as String).hasSuffix("/sprites/pokemon/201-b.png"))
        }
    }

    @Test func defaultFormsStillNameAndFlagTheirPokemon() throws {
        try withImportedFixture { db throws in
            let mega = try #require(try Row.fetchOne(db, sql: "SELECT * FROM pokemon_form WHERE id = 10134"))
            #expect(mega["pokemon_id"] == 10034)
            #expect(mega["is_mega"] as Bool? == true)
            #expect(mega["is_battle_only"] as Bool? == true)
            #expect(mega["form_name"] as String? == "mega-x")
            #expect(try Bool.fetchOne(db, sql: "SELECT is_mega FROM pokemon WHERE id = 10034") == true)
            // Flabébé's other colours are forms of the same Pokémon, with their own names.
            #expect(try String.fetchAll(db, sql: """
                SELECT n.name FROM pokemon_form f JOIN localized_name n ON n.kind = 'pokemon-form' AND n.id = f.id AND n.language_id = 9
                WHERE f.pokemon_id = 669 ORDER BY f.form_order
                """) == ["Red Flabébé", "Yellow Flabébé", "Orange Flabébé", "Blue Flabébé", "White Flabébé"])
            #expect(try String.fetchOne(db, sql: "SELECT name FROM localized_name WHERE kind = 'pokemon' AND id = 669 AND language_id = 9") == "Red Flabébé")
            // Plain default forms have no form name and no names of their own.
            let plain = try #require(try Row.fetchOne(db, sql: "SELECT * FROM pokemon_form WHERE id = 132"))
            #expect(plain["form_name"] == nil as String?)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM localized_name WHERE kind = 'pokemon-form' AND id = 132") == 0)
        }
    }
}
