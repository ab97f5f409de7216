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

    /// Bytes that are no SQLite file, with no user data file beside them to
    /// say a Pokédex was there: refused, not taken for a damaged Pokédex.
    @Test func aBinaryFileIsNoDamagedPokedex() throws {
        let binary = folder.appendingPathComponent("blob.sqlite").path
        try Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: URL(fileURLWithPath: binary))
        let before = contents(binary)
        for arguments in [["fav", "list"], ["repair"], ["import", dump, "--without", "move"]] {
            let result = try run(arguments, db: binary)
            #expect(result.status == 1 && result.stderr.contains("it is a file that is not a SQLite database"), "\(arguments): \(result.stderr)")
        }
        #expect(contents(binary) == before)
    }

    @Test func aTextFileIsSaidToBeOne() throws {
        let text = folder.appendingPathComponent("dex.txt").path
        try "not a database".write(toFile: text, atomically: true, encoding: .utf8)
        let result = try run(["pikachu"], db: text)
        #expect(result.status != 0 && result.stderr.contains("is not a PokeSearch Pokédex: it is a text file"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("dex.user.sqlite").path))
    }

    /// Another user's data folder (chmod 555, files 444): everything that
    /// only reads works; writes fail saying what is read-only, and nothing
    /// changes.
    @Test(.enabled(if: OtherUser.launcher != nil, "needs setpriv to run as another user"))
    func aReadOnlyDataFolderIsReadAndRefusesWrites() throws {
        #expect(try CommandLineRun(["fav", "add", "pikachu", "mew", "--trainer", "ash"], location: location).status == 0)
        #expect(try CommandLineRun(["catch", "charizard", "--trainer", "ash"], location: location).status == 0)
        let empty = try TestPokedex.freshLocation()
        for folder in [location.directory, empty.directory] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
                try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder + "/" + name)
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        }
        defer {
            for folder in [location.directory, empty.directory] {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
            }
        }
        let before = contents(location.userDataPath)
        func run(_ arguments: [String], _ location: PokedexLocation) throws -> CommandLineRun {
            let result = try CommandLineRun.Launched(arguments, location: location, environment: ["HOME": location.directory],
                                                     launcher: OtherUser.launcher ?? []).wait()
            ParallelProcessesTests.expectNoRawDatabaseMessage(result, arguments.joined(separator: " "))
            return result
        }

        for arguments in [["show", "charizard"], ["fire", "dragon"], ["show", "charizard", "--trainer", "ash"], ["trainer", "list"]] {
            let result = try run(arguments, location)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        #expect(try run(["fav", "list", "--trainer", "ash", "--format", "json"], location).jsonArray().compactMap { $0["id"] as? Int } == [25, 151])
        #expect(try run(["backpack", "--trainer", "ash", "--format", "json"], location).jsonArray().compactMap { $0["id"] as? Int } == [6])
        let readOnly = "cannot write the user data file \(location.userDataPath): the file and its folder \(location.directory) are read-only"
        for arguments in [["fav", "add", "79", "--trainer", "ash"], ["trainer", "add", "brock"], ["release", "6", "--trainer", "ash"]] {
            let result = try run(arguments, location)
            #expect(result.status == 1 && result.stderr.contains(readOnly), "\(arguments): \(result.stderr)")
        }
        #expect(contents(location.userDataPath) == before)

        // No user data file yet, in a read-only folder: nothing to list, and no file can be made.
        #expect(try run(["fav", "list"], empty).stdout.contains("No favorites yet"))
        let create = try run(["fav", "add", "pikachu"], empty)
        #expect(create.status == 1 && create.stderr.contains(
            "cannot write the user data file \(empty.userDataPath): its folder \(empty.directory) is read-only"), "\(create.stderr)")
    }

    @Test func aFolderWhereTheUserDataFileBelongsIsSaidToBeOne() throws {
        try FileManager.default.createDirectory(atPath: location.userDataPath, withIntermediateDirectories: false)
        let folder = "the user data file \(location.userDataPath) is a directory, not a file"
        for arguments in [["fav", "add", "pikachu"], ["fav", "list"], ["trainer", "list"], ["catch", "mew"]] {
            let result = try CommandLineRun(arguments, location: location)
            #expect(result.status == 1 && result.stderr.contains(folder), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("read-only"))
        }
        // What needs no user data works.
        #expect(try CommandLineRun(["show", "charizard"], location: location).status == 0)
        #expect(try CommandLineRun(["pikachu"], location: location).status == 0)
    }

    @Test func pathsInMessagesAreStandardised() throws {
        let text = folder.appendingPathComponent("notes.txt").path
        try "my notes\n".write(toFile: text, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: location.directory + "/sub", withIntermediateDirectories: true)
        for given in [location.directory + "/./notes.txt", location.directory + "//sub/../notes.txt"] {
            let result = try run(["pikachu"], db: given)
            #expect(result.stderr.contains("\(text) is not a PokeSearch Pokédex: it is a text file"), "\(result.stderr)")
        }
    }

    /// `--db` naming a symbolic link to a Pokédex kept elsewhere: an import
    /// and a repair replace the file it points to; the link stays a link.
    @Test func anImportThroughASymbolicLinkReplacesItsTarget() throws {
        let real = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let target = real.appendingPathComponent("pokedex.sqlite").path
        try FileManager.default.moveItem(atPath: location.databasePath, toPath: target)
        let link = folder.appendingPathComponent("link.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/pokedex.sqlite")

        let imported = try run(["import", dump, "--without", "move"], db: link)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/pokedex.sqlite")
        // The target is the fixture dump's Pokédex: 11 Pokémon.
        #expect(try run(["list", "--format", "json", "--limit", "100"], db: target).jsonArray().count == 11)

        try PageDamage.overwrite(target, pages: PageDamage.pages(2, 3, 4))
        let repaired = try run(["repair"], db: link)
        #expect(repaired.status == 0 && repaired.stdout.contains("Rebuilt"), "\(repaired.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/pokedex.sqlite")
        #expect(try run(["list", "--format", "json", "--limit", "2000"], db: target).jsonArray().count == 1351)
        let names = try FileManager.default.contentsOfDirectory(atPath: location.directory)
            + FileManager.default.contentsOfDirectory(atPath: real.path)
        #expect(!names.contains { $0.contains(".partial-") }, "\(names)")
    }

    /// `trainer use` where `$XDG_CONFIG_HOME` is a file, or where the file
    /// that remembers the trainer is a folder: a message that says so, not
    /// Foundation's error.
    @Test func aConfigFolderThatIsAFileIsSaidToBeOne() throws {
        #expect(try CommandLineRun(["trainer", "add", "ash"], location: location).status == 0)
        let file = folder.appendingPathComponent("config-file").path
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let config = folder.appendingPathComponent("config").path
        try FileManager.default.createDirectory(atPath: config + "/pokesearch/trainer", withIntermediateDirectories: true)
        let cases = [
            (file, "cannot remember the trainer in \(file)/pokesearch/trainer: \(file) is a file, not a folder"),
            (config, "cannot remember the trainer in \(config)/pokesearch/trainer: \(config)/pokesearch/trainer is a folder, not a file"),
        ]
        for (home, says) in cases {
            let result = try CommandLineRun(["trainer", "use", "ash"], location: location, environment: ["XDG_CONFIG_HOME": home])
            #expect(result.status == 1 && result.stderr.contains(says), "\(result.stderr)")
            #expect(!result.stderr.contains("Domain") && !result.stderr.contains("Code="), "\(result.stderr)")
        }
    }
}
