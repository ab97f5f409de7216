import ArgumentParser
import PokeSearch

/// `--sort KEY`, `--desc`, `--asc`.
struct SortOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Sort by this key; ties keep Pokédex order (name: the displayed name, in the language's order).",
        valueName: "key"))
    var sort: SortKey?

    @Flag(name: .long, help: "Sort highest first.")
    var desc = false

    @Flag(name: .long, help: "Sort lowest first (the default).")
    var asc = false

    func validate() throws {
        if desc && asc { throw ValidationError("use --desc or --asc, not both") }
    }
}

extension SortKey: ExpressibleByArgument {}
