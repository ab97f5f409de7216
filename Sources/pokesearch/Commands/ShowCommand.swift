import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`show` is not implemented yet") }
}
