import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct EncounterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "encounter", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`encounter` is not implemented yet") }
}
