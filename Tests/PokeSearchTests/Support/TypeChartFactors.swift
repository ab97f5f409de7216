import GRDB
@testable import PokeSearch
import PokeSearchTestSupport

/// The type chart multiplied out here, over each Pokémon's current types,
/// independently of the search index: what matchup queries must find.
enum TypeChartFactors {
    /// How hard `typeID` hits each Pokémon of the default dex (1 = neutral).
    static func attacking(_ typeID: Int) throws -> [Int: Double] {
        try TestPokedex.shared().database.read { db in
            var chart: [Int: Double] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT defending_type_id, factor FROM type_efficacy WHERE attacking_type_id = ?",
                                        arguments: [typeID]) {
                chart[row["defending_type_id"]] = Double(row["factor"] as Int) / 100
            }
            var factors: [Int: Double] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT pokemon_id, type_id FROM pokemon_type") {
                factors[row["pokemon_id"], default: 1] *= chart[row["type_id"]] ?? 1
            }
            return factors
        }
    }

    /// The types (by name) that hit each Pokémon 2× or more.
    static func weaknesses() throws -> [Int: Set<String>] {
        let types = try TestPokedex.shared().database.read { db in
            try Row.fetchAll(db, sql: "SELECT DISTINCT t.id, t.name FROM type t JOIN type_efficacy e ON e.attacking_type_id = t.id")
                .map { ($0["id"] as Int, $0["name"] as String) }
        }
        var weaknesses: [Int: Set<String>] = [:]
        for (id, name) in types {
            for (pokemon, factor) in try attacking(id) {
                if factor >= 2 { weaknesses[pokemon, default: []].insert(name) } else { _ = weaknesses[pokemon, default: []] }
            }
        }
        return weaknesses
    }

    /// The Pokémon `typeID` hits with a factor for which `holds` is true.
    static func pokemon(attackedBy typeID: Int, where holds: (Double) -> Bool) throws -> Set<Int> {
        Set(try attacking(typeID).filter { holds($0.value) }.keys)
    }
}
