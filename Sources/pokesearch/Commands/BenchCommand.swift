import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`bench` is not implemented yet") }
}
