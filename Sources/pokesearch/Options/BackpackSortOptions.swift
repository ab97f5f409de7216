import ArgumentParser
import PokeSearch

/// `backpack --sort KEY`: the listing keys, plus `caught` (the catch date).
struct BackpackSortOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Sort by this key; ties keep Pokédex order (caught: oldest catch first, newest with --desc; name: the displayed name, in the language's order).",
        valueName: "key"))
    var sort: BackpackSortKey?

    @Flag(name: .long, help: "Sort highest (or newest) first.")
    var desc = false

    @Flag(name: .long, help: "Sort lowest (or oldest) first (the default).")
    var asc = false

    func validate() throws {
        if desc && asc { throw ValidationError("use --desc or --asc, not both") }
    }
}

/// A backpack's sort: when each was caught, or any listing key.
enum BackpackSortKey: ExpressibleByArgument, Equatable {
    case caught
    case key(SortKey)

    init?(argument: String) {
        if argument == "caught" { self = .caught } else if let key = SortKey(argument: argument) { self = .key(key) } else { return nil }
    }

    static var allValueStrings: [String] { ["caught"] + SortKey.allValueStrings }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The listing key (Pokédex number for `caught`, where it only breaks ties).
    var sortKey: SortKey {
        if case .key(let key) = self { return key }
        return .number
    }
}
