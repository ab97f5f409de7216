import ArgumentParser

/// A command's subcommands, down the tree, read from the commands'
/// configurations: routing knows `fav add` and `trainer use` as they are
/// registered, with no list of its own.
struct CommandTree {
    /// The command's name (`fav`).
    let name: String
    /// Its subcommands.
    let children: [CommandTree]
    /// The subcommand run when none is named (`trainer` → `list`).
    private let fallback: (any ParsableCommand.Type)?

    init(_ command: any ParsableCommand.Type) {
        name = command._commandName
        children = command.configuration.subcommands.map(CommandTree.init)
        fallback = command.configuration.defaultSubcommand
    }

    /// The subcommand called `name`, if there is one.
    func child(_ name: String) -> CommandTree? {
        children.first { $0.name == name }
    }

    /// The subcommands' names.
    var childNames: [String] { children.map(\.name) }

    /// Whether a word after this command must name a subcommand: it has
    /// some, and none runs by default or the default takes no words
    /// (`trainer` runs `trainer list`, so `trainer ad misty` is a typo).
    var needsSubcommand: Bool {
        guard !children.isEmpty else { return false }
        guard let fallback else { return true }
        return !CommandOptions(of: fallback).takesWords
    }
}
