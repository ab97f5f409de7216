import PokeSearch

/// What the user typed, made into what ArgumentParser parses.
///
/// The root command searches by default, and a query's words may start with a
/// dash (`-flying` leaves flying out), so ArgumentParser alone cannot tell a
/// mistyped option from a word, nor find a subcommand after global options.
/// The router does, in one pass over the arguments:
/// - no arguments: the short usage;
/// - a subcommand after options (`--trainer misty fav add pikachu`) is the
///   subcommand: it moves first, the options after it;
/// - for a search, words go after `--` (so `-flying` is a word) and options
///   before it (so `--limt` is an unknown option, named as such with the
///   closest valid one); `--` lets a word start with `--`;
/// - a query longer than `SearchRequest.maximumQueryLength` is refused before
///   anything else reads it.
struct ArgumentRouter: Sendable {
    enum Route: Equatable {
        /// No arguments at all.
        case usage
        /// `--version` outside a subcommand, with the other arguments (`--db PATH`).
        case version([String])
        /// The arguments for the root command's `parseAsRoot`.
        case parse([String])
    }

    /// The root's subcommands (`help` included): new ones are routed as they are registered.
    let subcommands: Set<String>
    /// The default subcommand, whose words may start with a dash.
    let search: String
    /// The default subcommand's options, read only when a search has options.
    let searchOptions: @Sendable () -> CommandOptions

    /// Bytes of arguments a subcommand other than search accepts: room for
    /// hundreds of names, paths or options, and ArgumentParser reads it at once.
    static let longestCommandLine = 10 * SearchRequest.maximumQueryLength

    private static let builtIns: Set<String> = ["--generate-completion-script", "--experimental-dump-help", "--help", "-h"]

    func route(_ arguments: [String]) throws -> Route {
        guard !arguments.isEmpty else { return .usage }
        // ArgumentParser's own entry points: completion scripts and the shell's
        // requests for completions (`---completion`), the help dump.
        if let first = arguments.first, first.hasPrefix("---") || Self.builtIns.contains(first) {
            return .parse(arguments)
        }
        guard let position = subcommandPosition(in: arguments) else {
            return try searchRoute(arguments, named: false)
        }
        let reordered = Array(arguments[position...] + arguments[..<position])
        guard arguments[position] == search else {
            // ArgumentParser's time grows with the square of the arguments' count.
            let characters = arguments.reduce(0) { $0 + $1.utf8.count + 1 }
            if characters > Self.longestCommandLine {
                throw UsageError("arguments too long: \(characters) bytes (the limit is \(Self.longestCommandLine))")
            }
            return .parse(reordered)
        }
        return try searchRoute(Array(reordered.dropFirst()), named: true)
    }

    /// The index of the subcommand's name: the first word that is not the
    /// value of the option before it, when it names a subcommand.
    private func subcommandPosition(in arguments: [String]) -> Int? {
        var mayBeValue = false
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            if argument.hasPrefix("-"), argument.count > 1 {
                mayBeValue = !argument.contains("=")
            } else if subcommands.contains(argument) {
                return index
            } else if mayBeValue {
                mayBeValue = false
            } else {
                return nil
            }
        }
        return nil
    }

    /// A search: options first, then `--`, then the words in the order typed.
    private func searchRoute(_ arguments: [String], named: Bool) throws -> Route {
        var options: [String] = []
        var words: [String] = []
        var characters = 0
        var known: CommandOptions?
        var index = 0
        var afterTerminator = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !afterTerminator {
                if argument == "--" {
                    afterTerminator = true
                    continue
                }
                if argument == "--version" && !named {
                    return .version(arguments.filter { $0 != "--version" })
                }
                let isLong = argument.hasPrefix("--")
                if isLong || argument.hasPrefix("-") {
                    let spelling = String(argument.prefix { $0 != "=" })
                    if known == nil { known = searchOptions() }
                    // A single dash is a word (`-flying`) unless it is an option's short name (`-h`).
                    if isLong || known!.all.contains(spelling) {
                        options.append(argument)
                        if spelling == argument, known!.takingValues.contains(spelling), index < arguments.count {
                            options.append(arguments[index])
                            index += 1
                        }
                        continue
                    }
                }
            }
            // Counted as they come, so that thousands of words are refused at once.
            characters += (words.isEmpty ? 0 : 1) + argument.count
            words.append(argument)
        }
        if characters > SearchRequest.maximumQueryLength {
            throw QueryError.tooLong(characters: characters, limit: SearchRequest.maximumQueryLength)
        }
        // No words: the root's own options (--help, completion scripts) or a
        // search of favorites only, as ArgumentParser reads them.
        if words.isEmpty && !named { return .parse(arguments) }
        return .parse([search] + options + ["--"] + words)
    }
}
