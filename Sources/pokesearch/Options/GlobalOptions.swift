import ArgumentParser
import Foundation
import PokeSearch

/// Options every command accepts, before or after the subcommand name.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The Pokédex database file (default: $POKESEARCH_DB, else $XDG_DATA_HOME/pokesearch/pokedex.sqlite).",
        valueName: "path"))
    var db: String?

    /// Where the database lives, from --db, the environment or the default.
    var location: PokedexLocation {
        PokedexLocation.resolve(explicitPath: db)
    }

    /// Opens the Pokédex, building it from the bundled dataset on first use.
    func openPokedex() throws -> Pokedex {
        try Self.openPokedex(db: db)
    }

    /// The Pokédex at `db`, else where the environment says (the bare-query
    /// path opens it without parsing these options).
    static func openPokedex(db: String?) throws -> Pokedex {
        try Pokedex.open(PokedexLocation.resolve(explicitPath: db), notice: printNotice)
    }

    /// Prints one of the engine's notices (a first-run build, waiting for
    /// another import) on standard error, where it never mixes with results.
    static func printNotice(_ notice: String) {
        FileHandle.standardError.write(Data((notice + "\n").utf8))
    }
}
