import ArgumentParser
import Foundation

/// The options a command declares, read from ArgumentParser's own description
/// of it (`_dumpHelp`), so that routing knows which options take a value
/// without a second list to keep in step with the declarations.
struct CommandOptions: Equatable {
    /// `--limit`, `-o`: every spelling of an option that takes a value.
    private(set) var takingValues: Set<String> = []
    /// Every spelling of every option and flag.
    private(set) var all: Set<String> = []
    /// Whether the command takes positional arguments (a query, names).
    private(set) var takesWords = false

    init(all: Set<String>, takingValues: Set<String>, takesWords: Bool) {
        self.all = all
        self.takingValues = takingValues
        self.takesWords = takesWords
    }

    init(of command: any ParsableCommand.Type) {
        guard let tool = try? JSONDecoder().decode(Tool.self, from: Data(command._dumpHelp().utf8)) else { return }
        let arguments = tool.command.arguments ?? []
        takesWords = arguments.contains { $0.kind == "positional" }
        for argument in arguments where argument.kind != "positional" {
            for name in argument.names ?? [] {
                let spelling = (name.kind == "long" ? "--" : "-") + name.name
                all.insert(spelling)
                if argument.kind == "option" { takingValues.insert(spelling) }
            }
        }
    }

    // The few fields of ArgumentParser's ToolInfoV0 that routing reads.
    private struct Tool: Decodable {
        var command: Command
    }

    private struct Command: Decodable {
        var arguments: [Argument]?
    }

    private struct Argument: Decodable {
        var kind: String
        var names: [Name]?
    }

    private struct Name: Decodable {
        var kind: String
        var name: String
    }
}
