import GRDB

/// Which game a user means, as the version group whose moves `show --game`
/// lists: its own slug (`scarlet-violet`, `sword-shield`, `red-blue`) or one
/// of its versions (`red` → `red-blue`, `violet` → `scarlet-violet`).
public struct VersionGroupResolver: Sendable {
    /// The Pokédex whose games are known.
    public let pokedex: Pokedex

    /// A resolver over the games of `pokedex`.
    public init(pokedex: Pokedex) {
        self.pokedex = pokedex
    }

    /// Every name `resolve` reads: version groups, latest first, then versions.
    public func names() throws -> [String] {
        try pokedex.read(Self.names)
    }

    private static func names(in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM version_group ORDER BY sort_order DESC")
            + String.fetchAll(db, sql: "SELECT name FROM version ORDER BY id DESC")
    }

    /// The latest version group (in release order) in which `pokemon`
    /// learns moves by level, else in any way: the game `show` lists moves
    /// for unless told another. Levels make a main-series game: spin-offs
    /// the dump lists later (`champions`, where moves are trained) have none.
    /// Nil when the Pokédex has no learnset for it.
    public func latest(for pokemon: PokemonReference) throws -> String? {
        try pokedex.read { db in
            try String.fetchOne(db, sql: """
                SELECT g.name FROM version_group g
                  JOIN pokemon_move_learn l ON l.pokemon_id = ? AND (l.version_group_mask >> g.id) & 1 = 1
                  JOIN move_learn_method m ON m.id = l.method_id
                 GROUP BY g.id
                 ORDER BY max(m.name = 'level-up') DESC, g.sort_order DESC LIMIT 1
                """, arguments: [pokemon.id])
        }
    }

    /// The version groups in which `pokemon` learns moves, latest first (in
    /// release order): the games a detail screen lets a reader choose between.
    public func games(for pokemon: PokemonReference) throws -> [String] {
        try pokedex.read { db in
            // One pass over its rows (a few hundred), then the groups whose bit any of them sets.
            let taught = try Int64.fetchAll(db, sql: "SELECT version_group_mask FROM pokemon_move_learn WHERE pokemon_id = ?",
                                            arguments: [pokemon.id]).reduce(0, |)
            return try Row.fetchAll(db, sql: "SELECT id, name FROM version_group ORDER BY sort_order DESC").compactMap { row in
                let id: Int = row["id"]
                return (0..<64).contains(id) && taught >> Int64(id) & 1 == 1 ? row["name"] : nil
            }
        }
    }

    /// The version group's slug for `name` (case and spaces do not matter);
    /// an unknown name is `CatalogError.unknownGame` with the closest names.
    public func resolve(_ name: String) throws -> String {
        let slug = name.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "_" }).joined(separator: "-")
        return try pokedex.read { db in
            if let group = try String.fetchOne(db, sql: "SELECT name FROM version_group WHERE name = ?", arguments: [slug]) {
                return group
            }
            if let group = try String.fetchOne(db, sql: """
                SELECT g.name FROM version v JOIN version_group g ON g.id = v.version_group_id WHERE v.name = ?
                """, arguments: [slug]) {
                return group
            }
            let known = try Self.names(in: db)
            let close = ClosestNames.nearest(to: slug, among: known, maximum: max(2, slug.count / 3))
            throw CatalogError.unknownGame(name, suggestions: Array(close.prefix(3)))
        }
    }
}
