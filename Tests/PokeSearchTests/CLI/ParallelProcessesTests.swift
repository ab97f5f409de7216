import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Many `pokesearch` processes on one Pokédex at once, as several shells and
/// scripts use it: readers never fail, writers queue, and a command that
/// exits 0 recorded its change.
@Suite struct ParallelProcessesTests {
    let location: PokedexLocation

    init() throws {
        location = try TestPokedex.freshLocation()
    }

    func run(_ arguments: [String]) throws -> CommandLineRun {
        try CommandLineRun(arguments, location: location)
    }

    /// SQLite's own messages: what users must never see.
    static let rawDatabaseMessages = ["SQLite error", "SQLITE_", "database is locked", "vtable", "malformed", "while executing"]

    static func expectNoRawDatabaseMessage(_ result: CommandLineRun, _ command: String) {
        for raw in rawDatabaseMessages {
            #expect(!result.stderr.contains(raw), "\(command): \(result.stderr)")
        }
    }

    @Test func twentyWritersAndTwentyReadersOnOneTrainer() throws {
        // The user data file does not exist yet: the writers race to create it
        // too. All use the unnamed default trainer, which a read may find empty;
        // a trainer named by `--trainer` must exist before a read, and a reader
        // could start before any writer created it.
        let favorites = Array(1...10), catches = Array(11...20)
        var commands: [[String]] = favorites.map { ["fav", "add", String($0)] } + catches.map { ["catch", String($0)] }
        let readers: [[String]] = [
            ["show", "charizard"], ["fav", "list"], ["backpack"], ["pikachu"], ["fire", "--favorites"],
            ["trainer", "list"], ["list", "--limit", "5"],
        ]
        commands += (0..<20).map { readers[$0 % readers.count] }
        let started = Date()
        let launched = try commands.shuffled().map { arguments in
            (arguments, try CommandLineRun.Launched(arguments, location: location))
        }
        let results = launched.map { ($0.0, $0.1.wait()) }
        let seconds = Date().timeIntervalSince(started)
        for (arguments, result) in results {
            let command = arguments.joined(separator: " ")
            #expect(result.reason == .exit && result.status == 0, "\(command) → \(result.status): \(result.stderr)")
            Self.expectNoRawDatabaseMessage(result, command)
        }

        let favoriteIDs = try run(["fav", "list", "--format", "json"]).jsonArray().compactMap { $0["id"] as? Int }
        let caughtIDs = try run(["backpack", "--format", "json", "--limit", "100"]).jsonArray().compactMap { $0["id"] as? Int }
        #expect(favoriteIDs == favorites)
        #expect(caughtIDs == catches)
        let writers = results.filter { ["fav", "catch"].contains($0.0[0]) && $0.0[1] != "list" }
        // The writers raced to create the profile: one did, and only it says so.
        #expect(Self.newProfileNotices(writers.map(\.1), "default") == 1)
        let slowest = results.max { $0.1.seconds < $1.1.seconds }
        print("parallel processes: \(writers.count) writers, \(favoriteIDs.count + caughtIDs.count) recorded, "
              + "\(results.count - writers.count) readers, all finished in \(Int(seconds * 1000)) ms; "
              + "slowest: \(slowest.map { $0.0.joined(separator: " ") } ?? "") in \(Int((slowest?.1.seconds ?? 0) * 1000)) ms")
    }

    /// How many of `results` said they created the profile `trainer`.
    static func newProfileNotices(_ results: [CommandLineRun], _ trainer: String) -> Int {
        results.filter { $0.stderr.contains("New trainer profile '\(trainer)'.") }.count
    }

    @Test func processesStartedTogetherOnAFirstRunBuildThePokedexOnce() throws {
        let home = location.directory + "/first-run-home"
        let commands = Array(repeating: ["show", "charizard"], count: 9) + [["fav", "add", "pikachu"], ["pikachu"]]
        let launched = try commands.map { try CommandLineRun.Launched($0, location: nil, environment: ["HOME": home]) }
        let results = launched.map { $0.wait() }
        for result in results {
            #expect(result.status == 0, "\(result.stderr)")
        }
        // One builds it; the others wait for it and use that Pokédex.
        #expect(results.filter { $0.stderr.contains("Built the Pokédex from the bundled dataset") }.count == 1,
                "\(results.map(\.stderr))")
        let names = try FileManager.default.contentsOfDirectory(atPath: home + "/.local/share/pokesearch")
        #expect(!names.contains { $0.contains(".partial-") }, "\(names)")
    }

    @Test func ofTwentyFirstWritersOnlyTheOneThatCreatedTheProfileSaysSo() throws {
        #expect(try run(["fav", "add", "1", "--trainer", "misty"]).status == 0)
        // ash does not exist yet: twenty writers race to create the profile.
        let launched = try (1...20).map { id in
            let write = id % 2 == 0 ? ["catch", String(id)] : ["fav", "add", String(id)]
            return try CommandLineRun.Launched(write + ["--trainer", "ash"], location: location)
        }
        let results = launched.map { $0.wait() }
        for result in results {
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(Self.newProfileNotices(results, "ash") == 1, "\(results.map(\.stderr))")
        let trainers = try run(["trainer", "list", "--format", "json"]).jsonArray()
        #expect(trainers.compactMap { $0["name"] as? String } == ["ash", "misty"])
        #expect(trainers.first.map { ($0["favorites"] as? Int ?? 0) + ($0["catches"] as? Int ?? 0) } == 20)
    }

    @Test func aCommandThatFailsCreatesNoProfileAndSaysNothingOfOne() throws {
        for arguments in [["encounter", "type:zzz"], ["catch", "--trainer", "newbie"], ["encounter", "--trainer", "brock", "type:zzz"],
                          ["fav", "add", "notapokemon", "--trainer", "brock"]] {
            let result = try run(arguments)
            #expect(result.status != 0 && !result.stderr.isEmpty, "\(arguments)")
            #expect(!result.stderr.contains("New trainer profile"), "\(arguments): \(result.stderr)")
        }
        #expect(try run(["trainer", "list", "--format", "json"]).jsonArray().isEmpty)
        // Meeting a Pokémon creates none either; the catch that creates the
        // profile (claiming that encounter) says so, the next write does not.
        let met = try run(["encounter", "--trainer", "brock", "--seed", "1"])
        #expect(met.status == 0 && !met.stderr.contains("New trainer profile"), "\(met.stderr)")
        #expect(try run(["trainer", "list", "--format", "json"]).jsonArray().isEmpty)
        let caught = try run(["catch", "--trainer", "brock"])
        #expect(caught.status == 0 && caught.stderr == "New trainer profile 'brock'.\n", "\(caught.stderr)")
        #expect(try run(["fav", "add", "pikachu", "--trainer", "brock"]).stderr.isEmpty)
    }

    @Test func aWriterBlockedPastTheBoundFailsWithAClearMessage() throws {
        #expect(try run(["fav", "add", "bulbasaur"]).status == 0)
        let holder = try DatabaseQueue(path: location.userDataPath)
        defer { try? holder.close() }
        let (blocked, readers) = try holder.writeWithoutTransaction { db in
            // Another writer holds the user data file's write lock.
            try db.execute(sql: "BEGIN IMMEDIATE; INSERT INTO trainer (name, created_at) VALUES ('holder', '2026-01-01T00:00:00Z')")
            defer { try? db.execute(sql: "ROLLBACK") }
            // Readers take no write lock: they answer at once.
            let readers = try [["fav", "list", "--format", "json"], ["show", "pikachu"], ["backpack"], ["trainer", "list"], ["pikachu"]]
                .map { try run($0) }
            return (try run(["fav", "add", "pikachu"]), readers)
        }
        for reader in readers {
            #expect(reader.status == 0, "\(reader.stderr)")
        }
        #expect(blocked.status != 0)
        #expect(blocked.stderr.contains("the user data file \(location.userDataPath) is busy: another process has been writing to it for 5 s; try again"))
        Self.expectNoRawDatabaseMessage(blocked, "fav add")
        // Nothing half-written: the blocked command changed nothing, the next one works.
        #expect(try run(["fav", "list", "--format", "json"]).jsonArray().compactMap { $0["id"] as? Int } == [1])
        #expect(try run(["fav", "add", "pikachu"]).status == 0)
    }

    @Test func writesNeverLockThePokedexFile() throws {
        let pokedexWriter = try DatabaseQueue(path: location.databasePath)
        defer { try? pokedexWriter.close() }
        let results = try pokedexWriter.writeWithoutTransaction { db in
            // Another connection holds the Pokédex's write lock (RESERVED): a
            // write of user data that touched the Pokédex file would wait for it.
            try db.execute(sql: "BEGIN IMMEDIATE")
            defer { try? db.execute(sql: "ROLLBACK") }
            return try [["fav", "add", "pikachu"], ["catch", "mew"], ["release", "mew"], ["trainer", "rm", "default", "--yes"]]
                .map { try run($0) }
        }
        for result in results {
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test func killedWritersLeaveNoJournalsAndLoseNothingCommitted() throws {
        #expect(try run(["fav", "add", "pikachu"]).status == 0)
        var generator = SystemRandomNumberGenerator()
        let killed = try (1...12).map { index in
            let writer = try CommandLineRun.Launched(["catch", String(index)], location: location)
            usleep(UInt32.random(in: 0...40_000, using: &generator))
            kill(writer.pid, SIGKILL)
            return writer
        }
        for writer in killed { _ = writer.wait() }
        let names = try FileManager.default.contentsOfDirectory(atPath: location.directory)
        #expect(!names.contains { $0.contains("-mj") || $0.hasSuffix("-journal") }, "\(names)")
        // The user data is whole: earlier writes are there, later ones work.
        #expect(try run(["fav", "list", "--format", "json"]).jsonArray().compactMap { $0["id"] as? Int } == [25])
        #expect(try run(["catch", "151"]).status == 0)
        #expect(try run(["backpack", "--format", "json", "--limit", "100"]).jsonArray().contains { $0["id"] as? Int == 151 })
    }
}
