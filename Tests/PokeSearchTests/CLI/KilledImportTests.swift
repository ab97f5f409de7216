import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// `kill -9` of a real import in the middle of writing its new database.
@Suite struct KilledImportTests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    /// Starts an import that blocks while writing its staging file, kills it,
    /// and returns the name of the staging file it left.
    private func killAnImport() throws -> String {
        let dump = try BlockingDump(in: location.directory)
        let importing = try CommandLineRun.Launched(["import", dump.root.path, "--without", "move"], location: location)
        let leftover = try BlockingDump.waitForStagingFile(in: location.directory)
        #expect(leftover != nil, "the import never started its staging file")
        // Let it write its first rows.
        usleep(100_000)
        kill(importing.pid, SIGKILL)
        #expect(importing.wait().reason == .uncaughtSignal)
        return try #require(leftover)
    }

    /// Staging files and the build's lock file.
    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: location.directory)
            .filter { $0.contains(".partial-") || $0.hasSuffix(".lock") }
    }

    @Test func theOldPokedexStaysAndTheLeftoverGoesAtTheNextOpen() throws {
        #expect(try CommandLineRun(["fav", "add", "pikachu"], location: location).status == 0)
        let before = FileManager.default.contents(atPath: location.databasePath)
        _ = try killAnImport()

        // The old Pokédex is intact and searchable; the leftover is removed by the next open.
        #expect(FileManager.default.contents(atPath: location.databasePath) == before)
        let search = try CommandLineRun(["pikachu", "--format", "json"], location: location)
        #expect(search.status == 0)
        #expect(try search.jsonArray().first?["id"] as? Int == 25)
        #expect(try leftovers().isEmpty)
        #expect(try CommandLineRun(["fav", "list", "--format", "json"], location: location).jsonArray().compactMap { $0["id"] as? Int } == [25])
    }

    /// The leftovers of the killed import (its process is dead: an empty
    /// staging file and the lock file) are put back before each command: any
    /// command that uses the data folder removes them, those that fail
    /// included. (`--help` and the usage read no file.)
    @Test func everyCommandThatUsesTheDataFolderRemovesTheLeftover() throws {
        let staging = location.directory + "/" + (try killAnImport())
        let lock = location.databasePath + ".lock"
        #expect(FileManager.default.fileExists(atPath: lock), "the killed import held the build lock")
        let commands = [
            ["pikachu"], ["show", "25"], ["list", "--limit", "1"], ["moves", "thunder"], ["types"], ["--version"],
            ["fav", "list"], ["fav", "add", "1"], ["backpack"], ["trainer", "list"], ["trainer", "add", "brock"],
            ["encounter", "--seed", "3"], ["catch"], ["release", "1"], ["repair"], ["repair", "--user-data"],
            ["import", location.directory + "/no-such-dump"], ["show", "notapokemon"],
        ]
        for arguments in commands {
            for leftover in [staging, lock] where !FileManager.default.fileExists(atPath: leftover) {
                #expect(FileManager.default.createFile(atPath: leftover, contents: nil))
            }
            let result = try CommandLineRun(arguments, location: location)
            #expect(result.reason == .exit, "\(arguments)")
            let left = try leftovers()
            #expect(left.isEmpty, "\(arguments) left \(left)")
        }
    }
}
