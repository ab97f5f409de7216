import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// Broken dumps: each fails with a message naming the file (and field), and
/// leaves the previous Pokédex byte for byte as it was, with no leftovers.
@Suite struct BadInputTests {
    /// Puts the good mini-dump's Pokédex in place, breaks a copy of the dump with `damage`, imports the copy
    /// and returns the error, after checking the old database is untouched.
    private func failingImport(_ damage: (ImportFixture) throws -> String) throws -> ImportError {
        try withFixture { fixture throws in
            try fixture.placeImportedFixture()
            let before = try Data(contentsOf: URL(fileURLWithPath: fixture.location.databasePath))
            let folderBefore = try fixture.databaseFolderContents()
            let path = try damage(fixture)
            var caught: ImportError?
            do {
                _ = try DumpImporter(dumpPath: path, without: [.move]).importDump(into: fixture.location)
            } catch let error as ImportError {
                caught = error
            }
            let after = try Data(contentsOf: URL(fileURLWithPath: fixture.location.databasePath))
            #expect(after == before, "the old database changed")
            #expect(try fixture.databaseFolderContents() == folderBefore, "files were left beside the database")
            return try #require(caught)
        }
    }

    @Test func missingPath() throws {
        let error = try failingImport { fixture in fixture.folder.appendingPathComponent("nowhere").path }
        guard case .missingPath(let path) = error else { Issue.record("\(error)"); return }
        #expect(path.hasSuffix("nowhere"))
        #expect(error.description.hasSuffix("nowhere: no such file or folder"))
    }

    @Test func folderThatIsNotADump() throws {
        let error = try failingImport { fixture in
            let folder = fixture.folder.appendingPathComponent("photos")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("data/api"), withIntermediateDirectories: true)
            return folder.path
        }
        #expect(error.description.contains("photos is not a PokéAPI dump"))
    }

    @Test func fileThatIsNotADump() throws {
        let error = try failingImport { fixture in
            let file = fixture.folder.appendingPathComponent("notes.txt")
            try Data("hello".utf8).write(to: file)
            return file.path
        }
        #expect(error == .notADump(error.description.components(separatedBy: " is not").first!))
    }

    @Test func missingEndpointFolder() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try FileManager.default.removeItem(at: dump.appendingPathComponent("data/api/v2/pokemon-form"))
            return dump.path
        }
        #expect(error.description.hasSuffix("is not a complete PokéAPI dump: it has no pokemon-form/ folder"))
    }

    @Test func truncatedJSON() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            let url = fixture.file("pokemon", 29, in: dump)
            let data = try Data(contentsOf: url)
            try data.prefix(data.count / 2).write(to: url)
            return dump.path
        }
        guard case .malformedJSON(let file, _) = error else { Issue.record("\(error)"); return }
        #expect(file == "pokemon/29/index.json")
        #expect(error.description == "pokemon/29/index.json: not valid JSON: unexpected end of file")
    }

    @Test func malformedJSON() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try fixture.edit("pokemon-species", 669, in: dump, replacing: "\"is_baby\": false,", with: "\"is_baby\": false,,")
            return dump.path
        }
        #expect(error.description == "pokemon-species/669/index.json: not valid JSON: unexpected ',' at line 767, column 22")
    }

    /// Breakage deep in the long lists of which little is kept.
    @Test(arguments: [
        ("pokemon", 474, "\"level_learned_at\": 1,", "\"level_learned_at\": 1,,"),
        ("pokemon", 474, "\"level_learned_at\": 1,", "\"level_learned_at\": 01,"),
        ("pokemon", 474, "\"order\": null", "\"order\": nul"),
        ("pokemon", 474, "\"name\": \"tackle\"", "\"name\": \"tac\\kle\""),
        ("pokemon-species", 782, "\"flavor_text\": \"", "\"flavor_text\": \"\t"),
        ("pokemon-species", 782, "\"version\": {", "\"version\": {{"),
    ])
    func malformedInsideLongLists(endpoint: String, id: Int, old: String, new: String) throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try fixture.edit(endpoint, id, in: dump, replacing: old, with: new)
            return dump.path
        }
        guard case .malformedJSON(let file, _) = error else { Issue.record("\(error)"); return }
        #expect(file == "\(endpoint)/\(id)/index.json")
    }

    @Test func fieldOfTheWrongType() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try fixture.edit("pokemon", 772, in: dump, replacing: "\"base_stat\": 95", with: "\"base_stat\": \"95\"")
            return dump.path
        }
        #expect(error.description == "pokemon/772/index.json: stats[0].base_stat: is not a number")
    }

    /// The games give 0 to 3 EVs in a stat: a file saying more is refused, field named.
    @Test func effortOutOfRange() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try fixture.edit("pokemon", 772, in: dump, replacing: "\"effort\": 2", with: "\"effort\": 40000")
            return dump.path
        }
        #expect(error.description == "pokemon/772/index.json: stats[0].effort: is 40000, not 0 to 3")
    }

    @Test func missingField() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try fixture.edit("pokemon", 782, in: dump, replacing: "\"species\":", with: "\"specie\":")
            return dump.path
        }
        #expect(error.description == "pokemon/782/index.json: species: is missing")
    }

    @Test func learnsetEntryOfTheWrongShape() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try fixture.edit("pokemon", 474, in: dump, replacing: "\"move\": {", with: "\"move\": \"tackle\", \"was\": {")
            return dump.path
        }
        #expect(error.description == "pokemon/474/index.json: moves[0].move: is not an object")
    }

    @Test func flavorTextEntryWithoutLanguage() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try fixture.edit("pokemon-species", 782, in: dump, replacing: "\"language\": {", with: "\"lang\": {")
            return dump.path
        }
        #expect(error.description == "pokemon-species/782/index.json: flavor_text_entries[0].language: is missing")
    }

    @Test func missingFileInAnIdFolder() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try FileManager.default.removeItem(at: fixture.file("type", 10, in: dump))
            return dump.path
        }
        #expect(error.description == "type/10/index.json: cannot read: no such file")
    }

    @Test func danglingReference() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try fixture.edit("pokemon", 10034, in: dump, replacing: "\"/api/v2/type/10/\"", with: "\"/api/v2/type/99/\"")
            return dump.path
        }
        #expect(error.description == "pokemon/10034/index.json: types[0].type: references type 99, which is not in the dump")
    }

    @Test func referenceToAResourceThatWasRemoved() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try FileManager.default.removeItem(at: dump.appendingPathComponent("data/api/v2/pokemon-species/865"))
            return dump.path
        }
        guard case .danglingReference(let file, let field, "pokemon-species", 865) = error else {
            Issue.record("\(error)")
            return
        }
        // Sirfetch'd appears only in Farfetch'd's evolution chain.
        #expect(file == "evolution-chain/35/index.json")
        #expect(field == "chain.evolves_to[0].species")
    }

    @Test func referenceToTheWrongEndpoint() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            try fixture.edit("pokemon", 474, in: dump, replacing: "\"/api/v2/pokemon-species/474/\"", with: "\"/api/v2/pokemon-form/474/\"")
            return dump.path
        }
        #expect(error.description == "pokemon/474/index.json: species: links to pokemon-form 474 where a pokemon-species link belongs")
    }

    @Test func fileInTheWrongFolder() throws {
        let error = try failingImport { fixture in
            let dump = try fixture.copyOfDump()
            // Ho-Oh's file where the mega Charizard's belongs.
            let target = fixture.file("pokemon", 10034, in: dump)
            try FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: fixture.file("pokemon", 250, in: dump), to: target)
            return dump.path
        }
        #expect(error.description == "pokemon/10034/index.json: id: is 250, but the file is in folder pokemon/10034")
    }

    @Test func onlyMovesAndItemsCanBeLeftOut() throws {
        try withFixture { fixture throws in
            #expect(throws: ImportError.cannotOmit(.pokemon)) {
                try DumpImporter(dumpPath: ImportFixture.dumpRoot.path, without: [.pokemon]).importDump(into: fixture.location)
            }
            #expect(!FileManager.default.fileExists(atPath: fixture.location.databasePath))
        }
    }
}
