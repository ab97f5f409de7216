import ArgumentParser

// Placeholder: replaced by the owner of this command.
struct FavoriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fav", abstract: "Not implemented yet.")
    @OptionGroup var global: GlobalOptions
    func run() throws { throw ValidationError("`fav` is not implemented yet") }
}
