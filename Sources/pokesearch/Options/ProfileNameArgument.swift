import ArgumentParser

/// The `NAME` of `trainer add|use|rm|passwd`: a profile's name, of several
/// words without quotes as other commands take names (`trainer use ash
/// ketchum`), completed from the Pokédex's profiles.
struct ProfileNameArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The profile's name; several words need no quotes.", valueName: "name"),
              completion: .custom(PokedexCompletion.trainers))
    var words: [String]

    /// The words joined by single spaces.
    var name: String { words.joined(separator: " ") }
}
