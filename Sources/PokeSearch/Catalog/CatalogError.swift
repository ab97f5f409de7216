/// Why a Pokémon could not be found or met.
public enum CatalogError: Error, Equatable, CustomStringConvertible {
    /// No Pokémon answers to this id, slug or name; the closest names follow.
    case unknownPokemon(String, suggestions: [String])
    /// Words that name several Pokémon where one is expected (`pikachu eevee`); their names follow.
    case severalPokemon(String, names: [String])
    /// An encounter found no Pokémon matching the filters.
    case nothingToEncounter(String)
    /// No version group or version is called this; the closest names follow.
    case unknownGame(String, suggestions: [String])

    /// The message, in words any front end can show.
    public var description: String {
        message.escapingControlCharacters()
    }

    private var message: String {
        switch self {
        case .unknownPokemon(let input, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            return "no Pokémon is called '\(input)'" + hint
        case .severalPokemon(let input, let names):
            return "'\(input)' names \(names.count) Pokémon (\(names.joined(separator: ", "))): name one at a time"
        case .nothingToEncounter(let query):
            return "no Pokémon matches '\(query)' to encounter"
        case .unknownGame(let input, let suggestions):
            let hint = suggestions.isEmpty
                ? "; games are version groups like 'scarlet-violet' or versions like 'red'"
                : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            return "no game is called '\(input)'" + hint
        }
    }
}
