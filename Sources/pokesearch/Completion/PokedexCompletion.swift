import PokeSearch

/// Completions read from the Pokédex the command line names (`--db`, else
/// the default one): trainer names for `--trainer` and `trainer use|rm`,
/// the languages `--lang` has names in, and the games of `show --game`.
/// None when it cannot be read or does not exist yet.
enum PokedexCompletion {
    @Sendable static func trainers(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        let trainers = (try? pokedex(arguments).map { try TrainerProfiles(pokedex: $0).all() }) ?? nil
        return (trainers ?? []).map(\.name).filter { $0.hasPrefix(prefix) }
    }

    @Sendable static func languages(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        let languages = (try? pokedex(arguments).map { try $0.namedLanguages() }) ?? nil
        return (languages ?? []).map(\.name).filter { $0.hasPrefix(prefix) }
    }

    @Sendable static func games(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        let games = (try? pokedex(arguments).map { try VersionGroupResolver(pokedex: $0).names() }) ?? nil
        return (games ?? []).filter { $0.hasPrefix(prefix) }
    }

    /// The Pokédex if it exists: pressing Tab never builds one.
    private static func pokedex(_ arguments: [String]) throws -> Pokedex? {
        let db = zip(arguments, arguments.dropFirst()).first { $0.0 == "--db" }?.1
        return try Pokedex(location: PokedexLocation.resolve(explicitPath: db))
    }
}
