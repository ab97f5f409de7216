import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// A wrong `--db` is refused with a message that says what the file is,
/// before anything is written: no import replaces anything but a Pokédex.
@Suite struct MisuseTests {
    let location: PokedexLocation
    let folder: URL

    init() throws {
        location = try TestPokedex.freshLocation()
        folder = URL(fileURLWithPath: location.directory)
    }

    func run(_ arguments: [String], db: String) throws -> CommandLineRun {
        let result = try CommandLineRun.Launched(arguments + ["--db", db], location: nil,
                                                 environment: ["HOME": location.directory]).wait()
        ParallelProcessesTests.expectNoRawDatabaseMessage(result, arguments.joined(separator: " "))
        return result
    }

    private var dump: String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/api-data").path
    }

    private func contents(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    @Test func importRefusesEverythingButAPokedex() throws {
        #expect(try CommandLineRun(["fav", "add", "pikachu"], location: location).status == 0)
        let text = folder.appendingPathComponent("notes.txt").path
        try "my notes\n".write(toFile: text, atomically: true, encoding: .utf8)
        let other = folder.appendingPathComponent("other.db").path
        try DatabaseQueue(path: other).write { db in try db.execute(sql: "CREATE TABLE note (body TEXT)") }
        let directory = folder.appendingPathComponent("a-folder").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)

        let cases: [(path: String, says: String)] = [
            (location.userDataPath, "is a PokeSearch user data file (trainers, favorites, catches), not a Pokédex"),
            (text, "it is a text file, not a PokeSearch Pokédex; nothing was written"),
            (other, "it is another program's SQLite database (tables: note)"),
            (directory, "it is a directory"),
            ("/dev/null", "it is a device or other special file"),
        ]
        for (path, says) in cases {
            let before = contents(path)
            let result = try run(["import", dump, "--without", "move"], db: path)
            #expect(result.status != 0, "import over \(path)")
            #expect(result.stderr.contains(path) && result.stderr.contains(says), "\(result.stderr)")
            #expect(contents(path) == before, "\(path) was changed")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: location.directory)
        #expect(!names.contains { $0.contains(".partial-") || $0.contains(".user.user.") })
        #expect(!FileManager.default.fileExists(atPath: "/dev/null.user.sqlite"))
        // The favorites are still there.
        let favorites = try CommandLineRun(["fav", "list", "--format", "json"], location: location)
        #expect(try favorites.jsonArray().compactMap { $0["id"] as? Int } == [25])
    }

    @Test func theUserDataFileIsNeverAPokedex() throws {
        #expect(try CommandLineRun(["catch", "mew"], location: location).status == 0)
        let before = contents(location.userDataPath)
        let missing = folder.appendingPathComponent("new.user.sqlite").path
        for path in [location.userDataPath, missing] {
            for arguments in [["pikachu"], ["fav", "add", "pikachu"], ["trainer", "list"], ["repair"]] {
                let result = try run(arguments, db: path)
                #expect(result.status != 0, "\(arguments) --db \(path)")
                #expect(result.stderr.contains("user data file (trainers, favorites, catches), not a Pokédex"), "\(result.stderr)")
            }
        }
        #expect(contents(location.userDataPath) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: location.directory)
        #expect(!names.contains { $0.hasSuffix(".user.user.sqlite") || $0.hasPrefix("new.") }, "\(names)")
    }

    @Test func devNullIsNoPokedex() throws {
        for arguments in [["pikachu"], ["fav", "add", "pikachu"], ["show", "25"], ["backpack"]] {
            let result = try run(arguments, db: "/dev/null")
            #expect(result.status != 0)
            #expect(result.stderr.contains("/dev/null is not a PokeSearch Pokédex: it is a device or other special file"))
        }
        #expect(!FileManager.default.fileExists(atPath: "/dev/null.user.sqlite"))
    }

    @Test func aTextFileIsSaidToBeOne() throws {
        let text = folder.appendingPathComponent("dex.txt").path
        try "not a database".write(toFile: text, atomically: true, encoding: .utf8)
        let result = try run(["pikachu"], db: text)
        #expect(result.status != 0 && result.stderr.contains("is not a PokeSearch Pokédex: it is a text file"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("dex.user.sqlite").path))
    }
}
