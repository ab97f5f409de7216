import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct ReleaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "release", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`release` is not implemented yet") }
}
