import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bundle", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`bundle` is not implemented yet") }
}
