import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct TrainerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "trainer", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`trainer` is not implemented yet") }
}
