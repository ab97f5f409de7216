import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`list` is not implemented yet") }
}
