import GRDB
@testable import PokeSearch
import PokeSearchTestSupport

/// What the default dex's own tables say, computed with SQL apart from the
/// search index: the expected answers of query-class tests.
enum DexFacts {
    static func ids(_ sql: String, _ arguments: StatementArguments = []) throws -> Set<Int> {
        try TestPokedex.shared().database.read { db in Set(try Int.fetchAll(db, sql: sql, arguments: arguments)) }
    }

    static func id(of slug: String) throws -> Int {
        try TestPokedex.shared().database.read { db in
            try Int.fetchOne(db, sql: "SELECT id FROM pokemon WHERE name = ?", arguments: [slug]) ?? -1
        }
    }

    /// The Pokémon with every one of `types`.
    static func typed(_ types: String...) throws -> Set<Int> {
        var result = try ids("SELECT id FROM pokemon")
        for type in types {
            result.formIntersection(try ids("""
                SELECT pt.pokemon_id FROM pokemon_type pt JOIN type t ON t.id = pt.type_id WHERE t.name = ?
                """, [type]))
        }
        return result
    }

    /// The Pokémon whose species has `column` (`color_id`, `habitat_id`, `shape_id`) named `name` in `table`.
    static func species(_ column: String, in table: String, named name: String) throws -> Set<Int> {
        try ids("""
            SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id JOIN \(table) c ON c.id = s.\(column) WHERE c.name = ?
            """, [name])
    }

    static func color(_ name: String) throws -> Set<Int> { try species("color_id", in: "color", named: name) }
    static func habitat(_ name: String) throws -> Set<Int> { try species("habitat_id", in: "habitat", named: name) }
    static func shape(_ name: String) throws -> Set<Int> { try species("shape_id", in: "shape", named: name) }

    static func generation(_ id: Int) throws -> Set<Int> {
        try ids("SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE s.generation_id = ?", [id])
    }

    static func learners(of move: String) throws -> Set<Int> {
        try ids("SELECT pm.pokemon_id FROM pokemon_move pm JOIN move m ON m.id = pm.move_id WHERE m.name = ?", [move])
    }

    static func holders(of ability: String, hiddenOnly: Bool = false) throws -> Set<Int> {
        try ids("""
            SELECT pa.pokemon_id FROM pokemon_ability pa JOIN ability a ON a.id = pa.ability_id
             WHERE a.name = ? AND (pa.is_hidden = 1 OR ? = 0)
            """, [ability, hiddenOnly])
    }

    /// The Pokémon of the species `names`.
    static func species(_ names: String...) throws -> Set<Int> {
        var result = Set<Int>()
        for name in names {
            result.formUnion(try ids("SELECT id FROM pokemon WHERE species_id = (SELECT id FROM species WHERE name = ?)", [name]))
        }
        return result
    }

    /// Default forms only: what a set check must find, whatever alternate forms come with them.
    static func defaults(_ pokemon: Set<Int>) throws -> Set<Int> {
        pokemon.intersection(try ids("SELECT id FROM pokemon WHERE is_default = 1"))
    }

    static var all: Set<Int> {
        get throws { try ids("SELECT id FROM pokemon") }
    }
}
