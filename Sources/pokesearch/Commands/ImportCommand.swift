import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "import", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`import` is not implemented yet") }
}
