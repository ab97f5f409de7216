import ArgumentParser
import PokeSearch

/// `--sort KEY`, `--desc`, `--asc`, for searches and listings.
typealias SortOptions = KeySortOptions<SortKey>

/// `--sort KEY`, `--desc`, `--asc`, over the keys a command sorts by.
struct KeySortOptions<Key: SortKeyArgument>: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Key.sortHelp, valueName: "key"))
    var sort: Key?

    @Flag(name: .long, help: "Sort highest first.")
    var desc = false

    @Flag(name: .long, help: "Sort lowest first (the default).")
    var asc = false

    func validate() throws {
        if desc && asc { throw ValidationError("use --desc or --asc, not both") }
    }
}

/// A key `--sort` takes, with the help that explains its order.
protocol SortKeyArgument: ExpressibleByArgument {
    static var sortHelp: String { get }
}

extension SortKey: SortKeyArgument {
    static var sortHelp: String {
        "Sort by this key; ties keep Pokédex order (name: the displayed name, in the language's order)."
    }
}
