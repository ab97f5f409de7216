import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Ways of meeting wild Pokémon (`fishing`, `old rod`, `surfing`, `hordes`), alone, beside a
/// place (met there that way, on the same encounter) and with a game after them; each against
/// `pokemon_encounter` on the bundled data.
@Suite struct EncounterMethodTests: DefaultDexSearching {
    private func met(where condition: String) throws -> Set<Int> {
        try DexFacts.ids("""
            SELECT e.pokemon_id FROM pokemon_encounter e JOIN encounter_method m ON m.id = e.method_id
              JOIN location_area a ON a.id = e.location_area_id JOIN location l ON l.id = a.location_id
             WHERE \(condition)
            """)
    }

    private static let rods = "m.name IN ('old-rod', 'good-rod', 'super-rod', 'super-rod-spots', 'feebas-tile-fishing')"

    @Test(arguments: [
        ("fishing", rods), ("caught by fishing", rods), ("old rod", "m.name = 'old-rod'"),
        ("surfing pokemon", "m.name IN ('surf', 'surf-spots')"), ("hordes", "m.name = 'horde'"),
        ("kanto route 12 fishing", "\(rods) AND l.name = 'kanto-route-12'"),
        ("fishing in mt moon", "\(rods) AND l.name = 'mt-moon'"),
        ("old rod in red", "m.name = 'old-rod' AND e.version_mask & (1 << (SELECT id FROM version WHERE name = 'red')) <> 0"),
    ])
    func aWayOfMeetingThem(query: String, condition: String) throws {
        let expected = try met(where: condition)
        #expect(!expected.isEmpty, "\(condition)")
        #expect(try ids(query) == expected, "\(query)")
    }

    /// Words that name a move as well stay the move: `surf` is its learners, not the surfing encounters.
    @Test func aMoveOfTheSameNameStaysTheMove() throws {
        #expect(try ids("surf") == DexFacts.learners(of: "surf"))
        #expect(try ids("headbutt") == DexFacts.learners(of: "headbutt"))
    }
}
