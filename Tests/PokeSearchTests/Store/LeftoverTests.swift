import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Leftovers of killed builds go at the next open, not only at the next import.
@Suite struct LeftoverTests {
    @Test func openingRemovesTheLeftoversOfDeadProcessesOnly() throws {
        let location = try TestPokedex.freshLocation()
        // No process has the highest pid Linux can hand out; our parent is alive.
        let dead = [location.databasePath + ".partial-4194303-DEAD", location.userDataPath + ".partial-4194303-BEEF"]
        let alive = location.databasePath + ".partial-\(getppid())-CAFE"
        for path in dead + [alive] {
            try Data("half a database".utf8).write(to: URL(fileURLWithPath: path))
        }
        _ = try Pokedex.open(location)
        let names = try FileManager.default.contentsOfDirectory(atPath: location.directory).sorted()
        #expect(names == ["pokedex.sqlite", URL(fileURLWithPath: alive).lastPathComponent].sorted())
    }
}
