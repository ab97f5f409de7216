/// Why a query cannot run. Positions are 1-based character columns of the
/// query text, so a message can point at the offending part. Messages say
/// what is wrong; a front end adds what to type about it.
public enum QueryError: Error, Equatable, CustomStringConvertible {
    /// Nothing but spaces, separators or operators (`SearchRequest.isBlank`).
    case empty
    /// Only words that search nothing (stop words, punctuation).
    case nothingSearchable(String)
    /// Longer than `SearchRequest.maximumQueryLength`: refused before any work.
    case tooLong(characters: Int, limit: Int)
    /// A field that does not exist (`tpye:`), with the closest one.
    case unknownField(String, position: Int, suggestion: String?)
    /// A value the field does not take (`type:plasma`), with the closest one.
    case unknownValue(field: String, value: String, position: Int, suggestion: String?)
    /// A field without a value (`type:`).
    case missingValue(field: String, position: Int)
    /// A comparison whose value is not a number (`atk>x`).
    case badNumber(field: String, value: String, position: Int)
    /// A number outside what the Pokédex holds, e.g. `gen:99` when generations run from 1 to 9.
    case outOfRange(field: String, value: String, position: Int, range: ClosedRange<Int>)
    /// A wildcard pattern with no letter to anchor it (`*`).
    case onlyWildcards(String, position: Int)
    /// Games whose wild Pokémon PokéAPI's data does not list (`pokemon
    /// scarlet`), and the latest game whose it does.
    case noWildEncounters(games: [String], latest: String?)

    /// The message, naming what is wrong and where, with the closest valid word when there is one.
    public var description: String {
        message.escapingControlCharacters()
    }

    private var message: String {
        switch self {
        case .empty:
            return "nothing to search for: type a name, a type or a filter"
        case .nothingSearchable(let query):
            // `show me`: words that only ask, around nothing.
            if query.contains(where: \.isLetter) {
                return "nothing to search for in \(quoted(query)): add a name, a type or a filter, e.g. \(quoted(query + " fire"))"
            }
            return "nothing to search for in \(quoted(query)): it has no letters, digits or filters"
        case .tooLong(let characters, let limit):
            return "query too long: \(characters) characters (the limit is \(limit))"
        case .unknownField(let field, let position, let suggestion):
            return "unknown field \(quoted(field + ":")) at position \(position)" + didYouMean(suggestion.map { $0 + ":" })
                + "; fields: " + QueryField.helpList
        case .unknownValue(let field, let value, let position, let suggestion):
            return "unknown \(field) \(quoted(value)) at position \(position)" + didYouMean(suggestion)
        case .missingValue(let field, let position):
            return "\(quoted(field + ":")) at position \(position) needs a value, e.g. \(field):\(QueryField.example(for: field))"
        case .badNumber(let field, let value, let position):
            return "\(quoted(value)) at position \(position) is not a number to compare \(field) with"
        case .outOfRange(let field, let value, let position, let range):
            return "\(quoted(value)) at position \(position) is out of range: \(field) goes from \(range.lowerBound) to \(range.upperBound) in this Pokédex"
        case .noWildEncounters(let games, let latest):
            return "PokéAPI's data lists no wild Pokémon in \(games.map(quoted).joined(separator: ", "))"
                + (latest.map { ": the latest game it has them for is \(quoted($0))" } ?? "")
        case .onlyWildcards(let pattern, let position):
            return "\(quoted(pattern)) at position \(position) has only wildcards: add some letters, e.g. *saur, char*zard or pika?hu"
        }
    }

    private func quoted(_ text: String) -> String { "'" + text + "'" }

    private func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
