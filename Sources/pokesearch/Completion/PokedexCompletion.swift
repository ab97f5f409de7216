import PokeSearch

/// Trainer names for shell completion of `--trainer` and `trainer use|rm`.
enum TrainerNameCompletion {
    @Sendable static func names(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        // The Pokédex the command line names, else the default one; no names when it cannot be read.
        let db = zip(arguments, arguments.dropFirst()).first { $0.0 == "--db" }?.1
        guard let pokedex = try? Pokedex.open(PokedexLocation.resolve(explicitPath: db)),
              let trainers = try? TrainerProfiles(pokedex: pokedex).all() else { return [] }
        return trainers.map(\.name).filter { $0.hasPrefix(prefix) }
    }
}
