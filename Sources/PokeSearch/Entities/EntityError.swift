/// Why an entity query or lookup cannot be answered. Positions are 1-based
/// character columns of the query, as in `QueryError`.
public enum EntityError: Error, Equatable, CustomStringConvertible {
    /// A field the kind does not have, with the closest one and the kind's fields.
    case unknownField(String, kind: EntityKind, position: Int, suggestion: String?, fields: [String])
    /// A value the field does not take, with the closest one.
    case unknownValue(field: String, value: String, position: Int, suggestion: String?)
    /// A comparison whose value is not a number.
    case badNumber(field: String, value: String, position: Int)
    /// A kind entity searches do not cover (types have their chart).
    case notSearchable(EntityKind)
    /// A sort key that means nothing for the kind (`moves --sort cost`).
    case sortNotApplicable(EntitySortKey, kind: EntityKind)
    /// No entity answers to this name; the closest names follow.
    case unknownEntity(String, kind: EntityKind?, suggestions: [String])

    /// The message, in words any front end can show.
    public var description: String {
        switch self {
        case .unknownField(let field, let kind, let position, let suggestion, let fields):
            return "unknown field '\(field):' for \(kind.plural) at position \(position)"
                + (suggestion.map { "; did you mean '\($0):'?" } ?? "") + "; fields: " + fields.joined(separator: ", ")
        case .unknownValue(let field, let value, let position, let suggestion):
            return "unknown \(field) '\(value)' at position \(position)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .badNumber(let field, let value, let position):
            return "'\(value)' at position \(position) is not a number to compare \(field) with"
        case .notSearchable(let kind):
            return "\(kind.plural) are not searched by words"
        case .sortNotApplicable(let key, let kind):
            let keys = EntitySortKey.keys(for: kind).map(\.rawValue).joined(separator: ", ")
            return "\(kind.plural) have no \(key.rawValue) to sort by; sort keys: \(keys)"
        case .unknownEntity(let input, let kind, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            return "no \(kind?.rawValue ?? "Pokémon, move, ability, item, type or nature") is called '\(input)'" + hint
        }
    }
}
