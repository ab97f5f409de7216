import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// A strict import with moves: every link resolved, learnsets and move names kept.
@Suite struct LearnsetImportTests {
    @Test func dittoLearnsTransform() throws {
        try withFixture { fixture throws in
            let summary = try DumpImporter(dumpPath: fixture.learnsetDump().path).importDump(into: fixture.location)
            #expect(summary.counts[.pokemon] == 1)
            #expect(summary.counts[.move] == 2)
            try fixture.database().read { db throws in
                #expect(try String.fetchAll(db, sql: """
                    SELECT m.name FROM pokemon_move pm JOIN move m ON m.id = pm.move_id WHERE pm.pokemon_id = 132
                    """) == ["transform"])
                let transform = try #require(try Row.fetchOne(db, sql: "SELECT * FROM move WHERE id = 144"))
                #expect(transform["type_id"] == 1)
                #expect(transform["damage_class"] == "status")
                #expect(transform["pp"] == 10)
                #expect((transform["short_effect"] as String?)?.isEmpty == false)
                #expect(try String.fetchOne(db, sql: "SELECT name FROM localized_name WHERE kind = 'move' AND id = 144 AND language_id = 1") == "へんしん")
                #expect(try String.fetchOne(db, sql: "SELECT name FROM localized_name WHERE kind = 'move' AND id = 144 AND language_id = 5") == "Morphing")
            }
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
}
