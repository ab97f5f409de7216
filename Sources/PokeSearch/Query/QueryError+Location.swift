extension QueryError {
    /// The 1-based character column the error points at, when it points at one.
    public var position: Int? {
        switch self {
        case .empty, .nothingSearchable, .tooLong, .noWildEncounters: return nil
        case .unknownField(_, let position, _), .unknownValue(_, _, let position, _),
             .missingValue(_, let position), .badNumber(_, _, let position),
             .outOfRange(_, _, let position, _), .onlyWildcards(_, let position):
            return position
        }
    }

    /// What the user probably meant, as the message quotes it (`type:` for a field).
    public var suggestion: String? {
        switch self {
        case .unknownField(_, _, let suggestion): return suggestion.map { $0 + ":" }
        case .unknownValue(_, _, _, let suggestion): return suggestion
        default: return nil
        }
    }
}
