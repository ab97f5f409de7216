import PokeSearch

/// What the user typed, made into what ArgumentParser parses.
///
/// The root command searches by default, and a query's words may start with a
/// dash (`-flying` leaves flying out), so ArgumentParser alone cannot tell a
/// mistyped option from a word, nor find a subcommand after global options.
/// The router does, in one pass over the arguments:
/// - no arguments: the short usage;
/// - a subcommand after options (`--trainer misty fav add pikachu`) is the
///   subcommand: it moves first, the options after it (before any `--`);
/// - a word where a subcommand of a subcommand must be (`fav ad`, `help
///   shwo`) is an error naming the closest one;
/// - for a search, words go after `--` (so `-flying` is a word) and options
///   before it; an unknown option is an error naming the closest valid one;
///   `--` lets a word start with `--`;
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
        /// A shell's words to complete, routed (`CompletionScript`): the
        /// index of the word at the cursor, then the words, command first.
        case completion(Int, [String])
    }

    /// The first argument of a shell's request to route its words (`CompletionScript`).
    static let completionRequest = "---route-completion"

    /// The root's subcommands (`help` included): new ones are routed as they are registered.
    let subcommands: Set<String>
    /// The default subcommand, whose words may start with a dash.
    let search: String
    /// The command tree, read when a subcommand is named.
    let commands: @Sendable () -> CommandTree
    /// The default subcommand's options, read only when a search has options.
    let searchOptions: @Sendable () -> CommandOptions
    /// The root command's own options (`--version`), read only to suggest one.
    let rootOptions: @Sendable () -> CommandOptions

    /// Bytes of arguments a subcommand other than search accepts: room for
    /// hundreds of names, paths or options, and ArgumentParser reads it at once.
    static let longestCommandLine = 10 * SearchRequest.maximumQueryLength

    private static let builtIns: Set<String> = ["--generate-completion-script", "--experimental-dump-help", "--help", "-h"]

    func route(_ arguments: [String]) throws -> Route {
        guard !arguments.isEmpty else { return .usage }
        // ArgumentParser's own entry points: completion scripts and the shell's
        // requests for completions (`---completion`), the help dump.
        if arguments.first == Self.completionRequest, arguments.count > 2, let current = Int(arguments[1]) {
            let (index, words) = routeForCompletion(Array(arguments.dropFirst(2)), current: current)
            return .completion(index, words)
        }
        if let first = arguments.first, first.hasPrefix("---") || Self.builtIns.contains(first) {
            return .parse(arguments)
        }
        guard let (position, named) = Self.firstWord(in: arguments, among: subcommands), named else {
            return try searchRoute(arguments, named: false)
        }
        let name = arguments[position]
        let before = Array(arguments[..<position]), after = Array(arguments[(position + 1)...])
        if name == search { return try searchRoute(before + after, named: true) }
        // ArgumentParser's time grows with the square of the arguments' count.
        let characters = arguments.reduce(0) { $0 + $1.utf8.count + 1 }
        if characters > Self.longestCommandLine {
            throw UsageError("arguments too long: \(characters) bytes (the limit is \(Self.longestCommandLine))")
        }
        let tree = commands()
        if name == "help" {
            try checkSubcommands(after, of: tree, path: ["help"], strictly: true)
        } else if let command = tree.child(name) {
            try checkSubcommands(after, of: command, path: [name], strictly: false)
        }
        // After `--` every word is an argument: the options typed before the subcommand go before it.
        let end = after.firstIndex(of: "--") ?? after.endIndex
        let (options, numbers) = Self.negativeNumbersApart(Array(after[..<end]))
        guard !numbers.isEmpty else { return .parse([name] + after[..<end] + before + after[end...]) }
        let rest = end < after.endIndex ? Array(after[after.index(after: end)...]) : []
        return .parse([name] + options + before + ["--"] + numbers + rest)
    }

    /// `words` without the negative numbers typed where an argument goes
    /// (`show -1`, `fav add 25 -3`), and those numbers: ArgumentParser reads
    /// them as unknown options (or, for `show`, as no argument at all), where
    /// they are arguments to refuse with their reason. One after an option
    /// may be its value (`--limit -5`) and stays.
    private static func negativeNumbersApart(_ words: [String]) -> (rest: [String], numbers: [String]) {
        var rest: [String] = [], numbers: [String] = []
        for (index, word) in words.enumerated() {
            let isNegativeNumber = word.count > 1 && word.hasPrefix("-") && word.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
            let afterOption = index > 0 && words[index - 1].hasPrefix("-") && !words[index - 1].contains("=")
            if isNegativeNumber && !afterOption { numbers.append(word) } else { rest.append(word) }
        }
        return (rest, numbers)
    }

    /// A shell's words (the command first) with the cursor at `current`, as
    /// ArgumentParser's completion scripts expect them: a subcommand typed
    /// after options comes first (`--trainer misty fav add`), and a search
    /// names its subcommand (`fire --sort <Tab>` completes as `search fire
    /// --sort`), so the search's options and their values are offered. With
    /// nothing but options before the cursor, a word is a subcommand to
    /// offer, an option or the value of a search option is the search's.
    func routeForCompletion(_ words: [String], current: Int) -> (Int, [String]) {
        guard words.count > 1, (1..<words.count).contains(current) else { return (current, words) }
        let before = Array(words[1..<current])
        if let (position, named) = Self.firstWord(in: before, among: subcommands) {
            guard named else { return (current + 1, [words[0], search] + words.dropFirst()) }
            // As for parsing: the options typed before the subcommand go after the words that follow it.
            let name = before[position]
            return (current, [words[0], name] + before[(position + 1)...] + before[..<position] + words[current...])
        }
        let typed = words[current], previous = before.last ?? ""
        let searches = before.contains("--") || typed.hasPrefix("-") || searchOptions().takingValues.contains(previous)
        return searches ? (current + 1, [words[0], search] + words.dropFirst()) : (current, words)
    }

    /// The first word that is neither an option nor (by its place) an
    /// option's value, and whether it is one of `names`; nil when there is
    /// none before `--`. A word after an option may be its value, unless it
    /// is one of `names`: `--trainer misty fav` is the subcommand `fav`.
    private static func firstWord(in arguments: [String], among names: Set<String>) -> (Int, Bool)? {
        var mayBeValue = false
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            if argument.hasPrefix("-"), argument.count > 1 {
                mayBeValue = !argument.contains("=")
            } else if names.contains(argument) {
                return (index, true)
            } else if mayBeValue {
                mayBeValue = false
            } else {
                return (index, false)
            }
        }
        return nil
    }

    /// Refuses a word where a subcommand of `command` must be (`fav ad`),
    /// naming the closest; `strictly` (the path after `help`) refuses any word
    /// that names no command.
    private func checkSubcommands(_ words: [String], of command: CommandTree, path: [String], strictly: Bool) throws {
        var command = command, path = path, rest = words
        while !command.children.isEmpty, let (index, named) = Self.firstWord(in: rest, among: Set(command.childNames)) {
            let word = rest[index]
            if named, let child = command.child(word) {
                command = child
                path.append(word)
                rest = Array(rest[(index + 1)...])
                continue
            }
            guard strictly || command.needsSubcommand else { return }
            throw Self.unknownSubcommand(word, of: command, path: path)
        }
    }

    /// `fav ad` → did you mean `pokesearch fav add`?; `help shwo` → `pokesearch help show`.
    private static func unknownSubcommand(_ word: String, of command: CommandTree, path: [String]) -> UsageError {
        let prefix = (["pokesearch"] + path).joined(separator: " ")
        if let close = ClosestNames.nearest(to: word, among: command.childNames, maximum: max(2, word.count / 3)).first {
            return UsageError("unknown subcommand '\(word)'; did you mean `\(prefix) \(close)`?")
        }
        return UsageError("unknown subcommand '\(word)': `\(prefix)` takes \(command.childNames.joined(separator: ", "))")
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
                    if isLong, !known!.all.contains(spelling), !Self.builtIns.contains(spelling) {
                        throw unknownOption(spelling, among: known!.all.union(rootOptions().all))
                    }
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

    /// An option no command here has, with the closest one: a few edits
    /// away (`--limt`), else one that starts alike (`--verbose` → `--version`).
    private func unknownOption(_ spelling: String, among known: Set<String>) -> UsageError {
        let options = known.filter { $0.hasPrefix("--") }.sorted()
        let close = ClosestNames.nearest(to: spelling, among: options, maximum: max(2, (spelling.count - 2) / 3)).first
            ?? (spelling.count >= 5 ? options.first { $0.hasPrefix(spelling.prefix(5)) } : nil)
        return UsageError("unknown option '\(spelling)'" + (close.map { ". Did you mean '\($0)'?" } ?? ""))
    }
}
