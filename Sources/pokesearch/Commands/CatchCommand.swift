import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct CatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "catch", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`catch` is not implemented yet") }
}
