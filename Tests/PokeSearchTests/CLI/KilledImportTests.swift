import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// `kill -9` of a real import in the middle of writing its new database.
@Suite struct KilledImportTests {
    @Test func theOldPokedexStaysAndTheLeftoverGoesAtTheNextOpen() throws {
        let location = try TestPokedex.freshLocation()
        #expect(try CommandLineRun(["fav", "add", "pikachu"], location: location).status == 0)
        let before = FileManager.default.contents(atPath: location.databasePath)

        // A dump whose last Pokémon file is a named pipe: the import opens
        // it while writing its staging file, and blocks there until killed.
        let dump = URL(fileURLWithPath: location.directory).appendingPathComponent("dump")
        try FileManager.default.copyItem(at: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/api-data"), to: dump)
        let pokemon = dump.appendingPathComponent("data/api/v2/pokemon")
        let last = try #require(try FileManager.default.contentsOfDirectory(atPath: pokemon.path).compactMap(Int.init).max())
        let blocking = pokemon.appendingPathComponent("\(last)/index.json").path
        try FileManager.default.removeItem(atPath: blocking)
        #expect(mkfifo(blocking, 0o600) == 0)

        let importing = try CommandLineRun.Launched(["import", dump.path, "--without", "move"], location: location)
        let leftover = try waitForLeftover(in: location.directory, timeout: 30)
        #expect(leftover != nil, "the import never started its staging file")
        kill(importing.process.processIdentifier, SIGKILL)
        let killed = importing.wait()
        #expect(killed.reason == .uncaughtSignal)

        // The old Pokédex is intact and searchable; the leftover is removed by the next open.
        #expect(FileManager.default.contents(atPath: location.databasePath) == before)
        let search = try CommandLineRun(["pikachu", "--format", "json"], location: location)
        #expect(search.status == 0)
        #expect(try search.jsonArray().first?["id"] as? Int == 25)
        let names = try FileManager.default.contentsOfDirectory(atPath: location.directory)
        #expect(!names.contains { $0.contains(".partial-") }, "\(names)")
        #expect(try CommandLineRun(["fav", "list", "--format", "json"], location: location).jsonArray().compactMap { $0["id"] as? Int } == [25])
    }

    private func waitForLeftover(in folder: String, timeout: TimeInterval) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let name = try FileManager.default.contentsOfDirectory(atPath: folder).first(where: { $0.contains(".partial-") }) {
                // Let it write its first rows.
                usleep(100_000)
                return name
            }
            usleep(10_000)
        }
        return nil
    }
}
