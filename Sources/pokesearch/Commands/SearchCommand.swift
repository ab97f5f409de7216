import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`search` is not implemented yet") }
}
