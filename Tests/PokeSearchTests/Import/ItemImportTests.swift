import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// Items with their categories, pockets, prices, effects and holders, from the mini-dump.
@Suite struct ItemImportTests {
    @Test func leftoversIsAHeldItemInTheMiscPocket() throws {
        try withImportedFixture { db throws in
            let leftovers = try #require(try Row.fetchOne(db, sql: """
                SELECT i.*, c.name AS category_name, p.name AS pocket
                FROM item i JOIN item_category c ON c.id = i.category_id JOIN item_pocket p ON p.id = c.pocket_id
                WHERE i.name = 'leftovers'
                """))
            #expect(leftovers["category"] as String? == "held-items")
            #expect(leftovers["category_name"] as String? == "held-items")
            #expect(leftovers["pocket"] as String? == "misc")
            #expect(leftovers["fling_power"] == 10)
            #expect(leftovers["short_effect"] as String? == "Held: Restores 1/16 (6.25%) holder’s max HP at the end of each turn.")
            #expect(leftovers["effect"] as String? == "Held: Heals the holder by 1/16 its max HP at the end of each turn.")
            #expect(try String.fetchOne(db, sql: "SELECT name FROM localized_name WHERE kind = 'item-category' AND id = 12 AND language_id = 5")
                    == "Objets tenus")
            #expect(try String.fetchOne(db, sql: "SELECT name FROM localized_name WHERE kind = 'item-pocket' AND id = 1 AND language_id = 9")
                    == "Items")
        }
    }

    @Test func itemsKeepEveryLanguagesLatestFlavorText() throws {
        try withImportedFixture { db throws in
            let texts = try Row.fetchAll(db, sql: """
                SELECT l.name AS language, t.flavor_text, vg.name AS game FROM entity_text t
                JOIN language l ON l.id = t.language_id JOIN version_group vg ON vg.id = t.flavor_version_group_id
                WHERE t.kind = 'item' AND t.id = 211
                """)
            #expect(texts.count == 11)
            #expect(texts.allSatisfy { $0["game"] as String? == "sword-shield" })
            let japanese = texts.first { $0["language"] as String? == "ja" }
            #expect(japanese?["flavor_text"] as String? == "持たせると　ポケモンの　ＨＰが 戦闘の　あいだ　少しずつ 回復する。")
        }
    }

    @Test func heldItemsLinkPokemonAndItemBothWays() throws {
        try withImportedFixture { db throws in
            #expect(try String.fetchAll(db, sql: """
                SELECT i.name FROM pokemon_held_item h JOIN item i ON i.id = h.item_id WHERE h.pokemon_id = 132 ORDER BY i.name
                """) == ["metal-powder", "quick-powder"])
            #expect(try String.fetchAll(db, sql: """
                SELECT p.name FROM pokemon_held_item h JOIN pokemon p ON p.id = h.pokemon_id
                JOIN item i ON i.id = h.item_id WHERE i.name = 'sacred-ash'
                """) == ["ho-oh"])
        }
    }

    /// TM01's newest price is Sword and Shield's, though the Japanese Blue
    /// version group (a higher id, an older game) has one too.
    @Test func costIsTheNewestGamesPrice() throws {
        try withImportedFixture { db throws in
            #expect(try Int.fetchOne(db, sql: "SELECT cost FROM item WHERE name = 'tm01'") == 40000)
            #expect(try String.fetchOne(db, sql: """
                SELECT p.name FROM item i JOIN item_category c ON c.id = i.category_id
                JOIN item_pocket p ON p.id = c.pocket_id WHERE i.name = 'tm01'
                """) == "machines")
            // Most items have no price in the dump.
            #expect(try Int.fetchOne(db, sql: "SELECT count(cost) FROM item WHERE name = 'leftovers'") == 0)
        }
    }

    @Test func withoutItemsNoneOfTheirCategoriesOrHoldersAreRead() throws {
        try withFixture { fixture throws in
            let dump = try fixture.copyOfDump()
            // Left out, their folders are never listed: they may as well be missing.
            for endpoint in ["item", "item-category", "item-pocket"] {
                try FileManager.default.removeItem(at: dump.appendingPathComponent("data/api/v2/\(endpoint)"))
            }
            let summary = try DumpImporter(dumpPath: dump.path, without: [.move, .item]).importDump(into: fixture.location)
            #expect(summary.counts[.itemCategory] == nil)
            try fixture.database().read { db throws in
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_held_item") == 0)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM item_category") == 0)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon") == 11)
            }
        }
    }
}
