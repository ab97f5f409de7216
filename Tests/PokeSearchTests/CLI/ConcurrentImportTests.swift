import Foundation
import GRDB
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Two real imports into one Pokédex at once: the second waits for the
/// first (an advisory lock beside the Pokédex), says so, and builds only
/// once the first has ended, as if they had run one after the other.
@Suite struct ConcurrentImportTests {
    @Test func aSecondImportWaitsForTheFirstAndSaysSo() throws {
        let location = try TestPokedex.freshLocation()
        #expect(try CommandLineRun(["fav", "add", "pikachu"], location: location).status == 0)
        let dump = try BlockingDump(in: location.directory)
        let first = try CommandLineRun.Launched(["import", dump.root.path, "--without", "move"], location: location)
        // The first holds the lock while it writes its staging file (blocked on the pipe).
        #expect(try BlockingDump.waitForStagingFile(in: location.directory) != nil)

        let second = try CommandLineRun.Launched(
            ["import", BlockingDump.fixture.path, "--without", "move", "--without", "item"], location: location)
        #expect(Self.waitUntilBlockedOnALock(second.pid), "the second import never waited for the lock")
        let staging = try FileManager.default.contentsOfDirectory(atPath: location.directory).filter { $0.contains(".partial-") }
        #expect(staging.count == 1, "only the first import builds meanwhile: \(staging)")

        // The first import ends (the dump reader refuses the pipe, as it
        // would a folder); only then does the second build, and its Pokédex is kept.
        dump.unblock()
        let firstResult = first.wait(), secondResult = second.wait()
        #expect(firstResult.status == 1 && firstResult.stderr.contains("cannot read"), "\(firstResult.stderr)")
        #expect(secondResult.status == 0, "\(secondResult.stderr)")
        #expect(secondResult.stderr.contains(
            "Waiting for another pokesearch (process \(first.pid)) to finish building \(location.databasePath)…"), "\(secondResult.stderr)")
        #expect(!firstResult.stderr.contains("Waiting"))

        // The second import's Pokédex is the one in place (it left items out).
        let pokedex = try DatabaseQueue(path: location.databasePath, configuration: { var c = Configuration(); c.readonly = true; return c }())
        #expect(try pokedex.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") } == 0)
        try pokedex.close()
        // The favorite is kept (the fixture dump has no Pikachu to list it by).
        let trainers = try CommandLineRun(["trainer", "list", "--format", "json"], location: location).jsonArray()
        #expect(trainers.first?["favorites"] as? Int == 1)
    }

    /// Whether process `pid` waits for a flock(2) lock, as `/proc/locks` shows
    /// a blocked request (`-> FLOCK … PID`), within five minutes: a bound on
    /// "never", not a speed. Once, with both cores saturated by CI, the second
    /// import was not blocked yet after one minute, though it then waited and
    /// said so; why it took that long is not known.
    static func waitUntilBlockedOnALock(_ pid: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(300)
        while Date() < deadline {
            let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
            let blocked = locks.split(separator: "\n").contains { line in
                let fields = line.split(separator: " ")
                return fields.contains("->") && fields.contains("FLOCK") && fields.contains(Substring(String(pid)))
            }
            if blocked { return true }
            usleep(10_000)
        }
        return false
    }
}
