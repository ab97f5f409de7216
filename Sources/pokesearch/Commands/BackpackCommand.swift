import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct BackpackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "backpack", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`backpack` is not implemented yet") }
}
