import ArgumentParser
import PokeSearch

/// `backpack --sort KEY`: the listing keys, plus `caught`.
typealias BackpackSortOptions = KeySortOptions<BackpackSortKey>

/// A backpack's sort: when each was caught, or any listing key.
enum BackpackSortKey: SortKeyArgument, Equatable {
    case caught
    case key(SortKey)

    init?(argument: String) {
        if argument == "caught" { self = .caught } else if let key = SortKey(argument: argument) { self = .key(key) } else { return nil }
    }

    static var allValueStrings: [String] { ["caught"] + SortKey.allValueStrings }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    static var sortHelp: String {
        """
        Sort by this key; ties keep Pokédex order (caught: the catch date, oldest first, newest with --desc; \
        name: the displayed name, in the language's order).
        """
    }

    /// The listing key (Pokédex number for `caught`, where it only breaks ties).
    var sortKey: SortKey {
        if case .key(let key) = self { return key }
        return .number
    }
}
