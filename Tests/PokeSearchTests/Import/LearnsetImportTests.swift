import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// A strict import with moves: every link resolved, learnsets, move names and texts kept.
@Suite struct LearnsetImportTests {
    /// Imports `learnsetDump()` (Ditto and Unown) and reads from it.
    private func withLearnsetImport<T>(_ body: (Database) throws -> T) throws -> T {
        try withFixture { fixture throws in
            let summary = try DumpImporter(dumpPath: fixture.learnsetDump().path).importDump(into: fixture.location)
            #expect(summary.counts[.pokemon] == 2)
            #expect(summary.counts[.move] == 4)
            #expect(summary.counts[.moveLearnMethod] == 12)
            return try fixture.database().read(body)
        }
    }

    @Test func dittoLearnsTransform() throws {
        try withLearnsetImport { db throws in
            #expect(try String.fetchAll(db, sql: """
                SELECT m.name FROM pokemon_move pm JOIN move m ON m.id = pm.move_id WHERE pm.pokemon_id = 132
                """) == ["transform"])
            let transform = try #require(try Row.fetchOne(db, sql: "SELECT * FROM move WHERE id = 144"))
            #expect(transform["type_id"] == 1)
            #expect(transform["damage_class"] as String? == "status")
            #expect(transform["pp"] == 10)
            #expect(transform["target"] as String? == "selected-pokemon")
            #expect((transform["short_effect"] as String?)?.isEmpty == false)
            #expect(try String.fetchOne(db, sql: "SELECT name FROM localized_name WHERE kind = 'move' AND id = 144 AND language_id = 1") == "へんしん")
            #expect(try String.fetchOne(db, sql: "SELECT name FROM localized_name WHERE kind = 'move' AND id = 144 AND language_id = 5") == "Morphing")
        }
    }

    /// The version groups a way of learning holds in, by name, in release order.
    private func versionGroups(_ db: Database, pokemon: Int, move: String, method: String, level: Int = 0) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT vg.name FROM pokemon_move_learn l
            JOIN move m ON m.id = l.move_id JOIN move_learn_method lm ON lm.id = l.method_id
            JOIN version_group vg ON l.version_group_mask >> vg.id & 1
            WHERE l.pokemon_id = ? AND m.name = ? AND lm.name = ? AND l.level = ?
            ORDER BY vg.sort_order
            """, arguments: [pokemon, move, method, level])
    }

    @Test func learnsetsSayHowAndInWhichGamesAMoveIsLearned() throws {
        try withLearnsetImport { db throws in
            // Unown learns Hidden Power at level 1 in 18 games, and by TM in generations 6 and 7.
            #expect(try versionGroups(db, pokemon: 201, move: "hidden-power", method: "machine")
                    == ["x-y", "omega-ruby-alpha-sapphire", "sun-moon", "ultra-sun-ultra-moon"])
            let byLevel = try versionGroups(db, pokemon: 201, move: "hidden-power", method: "level-up", level: 1)
            #expect(byLevel.count == 18)
            #expect(byLevel.first == "gold-silver")
            #expect(byLevel.last == "legends-arceus")
            // Ditto: level 1 everywhere from the Japanese Red and Green on; "train" in Champions.
            let transform = try versionGroups(db, pokemon: 132, move: "transform", method: "level-up", level: 1)
            #expect(transform.count == 24)
            #expect(transform.first == "red-green-japan")
            #expect(transform.contains("scarlet-violet"))
            #expect(try versionGroups(db, pokemon: 132, move: "transform", method: "train") == ["champions"])
            // One row per way of learning, not per game.
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pokemon_move_learn") == 4)
        }
    }

    @Test func learnMethodsAndDamageClassesHaveTheirNames() throws {
        try withLearnsetImport { db throws in
            #expect(try String.fetchAll(db, sql: "SELECT name FROM move_learn_method WHERE id <= 4 ORDER BY id")
                    == ["level-up", "egg", "tutor", "machine"])
            #expect(try String.fetchOne(db, sql: """
                SELECT n.name FROM localized_name n JOIN language l ON l.id = n.language_id
                WHERE n.kind = 'move-learn-method' AND n.id = 4 AND l.name = 'fr'
                """) == "Capsule")
            #expect(try String.fetchOne(db, sql: """
                SELECT n.name FROM move m JOIN move_damage_class d ON d.name = m.damage_class
                JOIN localized_name n ON n.kind = 'move-damage-class' AND n.id = d.id
                WHERE m.name = 'thunderbolt' AND n.language_id = 1
                """) == "とくしゅ")
        }
    }

    @Test func movesKeepTheirEffectsAndEveryLanguagesLatestFlavorText() throws {
        try withLearnsetImport { db throws in
            let thunderbolt = try #require(try Row.fetchOne(db, sql: "SELECT * FROM move WHERE name = 'thunderbolt'"))
            #expect(thunderbolt["effect_chance"] == 10)
            #expect(thunderbolt["target"] as String? == "selected-pokemon")
            #expect(thunderbolt["short_effect"] as String? == "Has a chance to paralyze the target.")
            #expect(thunderbolt["effect"] as String? == "Inflicts regular damage.  Has a chance to paralyze the target.")
            let french = try #require(try Row.fetchOne(db, sql: """
                SELECT t.*, vg.name AS game FROM entity_text t JOIN version_group vg ON vg.id = t.flavor_version_group_id
                WHERE t.kind = 'move' AND t.id = 85 AND t.language_id = 5
                """))
            // Sword and Shield are the latest games with a French text; line breaks become spaces.
            #expect(french["flavor_text"] as String? == "Une grosse décharge électrique tombe sur l’ennemi. Peut aussi le paralyser.")
            #expect(french["game"] as String? == "sword-shield")
            #expect(french["short_effect"] as String? == "A une chance de paralyser la cible.")
            // English has a Scarlet and Violet text.
            #expect(try String.fetchOne(db, sql: """
                SELECT vg.name FROM entity_text t JOIN version_group vg ON vg.id = t.flavor_version_group_id
                WHERE t.kind = 'move' AND t.id = 85 AND t.language_id = 9
                """) == "scarlet-violet")
            // Eleven languages have a flavor text; effects are in English and French only.
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM entity_text WHERE kind = 'move' AND id = 85") == 11)
            #expect(try Int.fetchOne(db, sql: "SELECT count(effect) FROM entity_text WHERE kind = 'move' AND id = 85") == 2)
        }
    }

    @Test func aMissingMoveIsADanglingReferenceWhenMovesAreImported() throws {
        _ = try withFixture { fixture throws in
            // The whole fixture, strictly: Mr. Mime's learnset is not in the mini-dump.
            #expect {
                try DumpImporter(dumpPath: ImportFixture.dumpRoot.path).importDump(into: fixture.location)
            } throws: { error in
                guard case ImportError.danglingReference(let file, let field, "move", _) = error else { return false }
                return file.hasPrefix("pokemon/") && field.hasPrefix("moves[")
            }
        }
    }

    /// Damages a copy of `learnsetDump()` with `damage` and returns the error its import throws.
    private func failingLearnsetImport(_ damage: (ImportFixture, URL) throws -> Void) throws -> ImportError {
        try withFixture { fixture throws in
            let dump = try fixture.learnsetDump()
            try damage(fixture, dump)
            return try #require(throws: ImportError.self) {
                try DumpImporter(dumpPath: dump.path).importDump(into: fixture.location)
            }
        }
    }

    @Test func aMissingLearnMethodFolderIsReportedWhenMovesAreImported() throws {
        let error = try failingLearnsetImport { _, dump in
            try FileManager.default.removeItem(at: dump.appendingPathComponent("data/api/v2/move-learn-method"))
        }
        #expect(error.description.hasSuffix("is not a complete PokéAPI dump: it has no move-learn-method/ folder"))
    }

    @Test func aLearnsetDetailLinkingElsewhereIsReportedWithItsPath() throws {
        let error = try failingLearnsetImport { fixture, dump in
            try fixture.edit("pokemon", 132, in: dump, replacing: "\"/api/v2/move-learn-method/1/\"", with: "\"/api/v2/move-target/1/\"")
        }
        #expect(error.description == """
            pokemon/132/index.json: moves[0].version_group_details[0].move_learn_method: \
            links to move-target 1 where a move-learn-method link belongs
            """)
    }

    @Test func aGameBeyondWhatTheLearnsetMaskHoldsIsRefusedWithAMessage() throws {
        let error = try failingLearnsetImport { fixture, dump in
            // A 70th version group, and Ditto learning Transform in it.
            let future = fixture.file("version-group", 70, in: dump)
            try FileManager.default.createDirectory(at: future.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: fixture.file("version-group", 25, in: dump), to: future)
            try fixture.edit("version-group", 70, in: dump, replacing: "\"id\": 25", with: "\"id\": 70")
            try fixture.edit("version-group", 70, in: dump, replacing: "\"name\": \"scarlet-violet\"", with: "\"name\": \"future\"")
            try fixture.edit("pokemon", 132, in: dump, replacing: "\"/api/v2/version-group/1/\"", with: "\"/api/v2/version-group/70/\"")
        }
        #expect(error.description == """
            pokemon/132/index.json: moves[0].version_group_details[0].version_group: \
            is version group 70; learnsets hold ids up to 62
            """)
    }

    @Test func aLearnsetDetailOfAMissingGameIsADanglingReference() throws {
        let error = try failingLearnsetImport { _, dump in
            try FileManager.default.removeItem(at: dump.appendingPathComponent("data/api/v2/version-group/1"))
        }
        guard case .danglingReference(_, _, "version-group", 1) = error else {
            Issue.record("\(error)")
            return
        }
    }
}
