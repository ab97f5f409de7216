import PokeSearch
import PokeSearchTerminal

/// A search's options read without ArgumentParser, whose reflection over the
/// command's declarations costs a search more than the search itself.
///
/// Only arguments ArgumentParser would accept as they are, and read the
/// same, are read here: anything else (`--help`, an option given twice, a
/// value it would refuse, options that conflict) gives nil, and
/// ArgumentParser parses the arguments and reports what is wrong in its
/// words. A debug build run with `POKESEARCH_CHECK_ROUTING` set parses
/// every search both ways and stops when the two differ (`RoutingSelfCheck`).
enum QuickSearchArguments {
    /// The search `arguments` ask for, as `ArgumentRouter` routes a search:
    /// the subcommand's name, the options (each value after its option),
    /// `--`, then the words. Nil when ArgumentParser must read them.
    static func invocation(_ arguments: [String]) -> SearchInvocation? {
        guard arguments.first == SearchCommand._commandName,
              let terminator = arguments.firstIndex(of: "--") else { return nil }
        var invocation = SearchInvocation(words: Array(arguments[(terminator + 1)...]))
        var seen: Set<String> = []
        var limit: Int?, offset: Int?, page: Int?
        var ascending = false
        var index = 1
        while index < terminator {
            var option = arguments[index], value: String?
            index += 1
            if let equals = option.firstIndex(of: "=") {
                value = String(option[option.index(after: equals)...])
                option = String(option[..<equals])
            }
            guard seen.insert(option).inserted else { return nil }
            if Self.flags.contains(option) {
                guard value == nil else { return nil }
                switch option {
                case "--desc": invocation.descending = true
                case "--asc": ascending = true
                case "--favorites": invocation.favoritesOnly = true
                default: invocation.explain = true
                }
                continue
            }
            if value == nil, index < terminator {
                value = arguments[index]
                index += 1
            }
            // ArgumentParser reads a value that starts with a dash as a missing one, but for numbers.
            guard let value, !value.isEmpty, Self.numbers.contains(option) || !value.hasPrefix("-") else { return nil }
            switch option {
            case "--db": invocation.db = value
            case "--lang": invocation.language = value
            case "--trainer": invocation.trainer = value
            case "--game": invocation.game = value
            case "--format":
                guard let format = OutputFormat(rawValue: value) else { return nil }
                invocation.format = format
            case "--sort":
                guard let key = SortKey(rawValue: value) else { return nil }
                invocation.sort = key
            case "--limit", "--offset", "--page":
                guard let number = WholeNumber(argument: value)?.value else { return nil }
                if option == "--limit" { limit = number } else if option == "--offset" { offset = number } else { page = number }
            default:
                return nil
            }
        }
        guard !(invocation.descending && ascending), page == nil || offset == nil else { return nil }
        let pageSize = limit ?? Pagination.defaultLimit
        guard let pagination = try? page.map({ try Pagination(page: $0, limit: pageSize) })
                ?? Pagination(limit: pageSize, offset: offset ?? 0) else { return nil }
        invocation.pagination = pagination
        #if DEBUG
        if RoutingSelfCheck.isOn { checkAgainstArgumentParser(invocation, arguments) }
        #endif
        return invocation
    }

    private static let flags: Set<String> = ["--desc", "--asc", "--favorites", "--explain"]
    private static let numbers: Set<String> = ["--limit", "--offset", "--page"]

    #if DEBUG
    /// Stops when ArgumentParser reads `arguments` otherwise: a new option of
    /// the search must be read here too, or give nil.
    private static func checkAgainstArgumentParser(_ invocation: SearchInvocation, _ arguments: [String]) {
        let parsed: SearchInvocation
        do {
            parsed = try SearchCommand.parse(Array(arguments.dropFirst())).invocation()
        } catch {
            preconditionFailure("QuickSearchArguments read \(arguments), which ArgumentParser refuses: \(error)")
        }
        precondition(parsed == invocation, "QuickSearchArguments read \(arguments) as \(invocation), ArgumentParser as \(parsed)")
    }
    #endif
}
