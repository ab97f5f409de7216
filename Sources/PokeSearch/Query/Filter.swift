/// A resolved restriction on which Pokémon match, and its SQL.
enum Filter {
    /// Has one of these types / abilities / moves / colours / ... (ids of `kind`).
    case entity(kind: String, ids: [Int], String)
    /// An ability or similar that may also be read as a name: `blaze` finds
    /// Pokémon with the ability Blaze and those whose name starts "blaze".
    case entityOrName(kind: String, ids: [Int], TextTerm)
    /// Species introduced in one of these generations.
    case generation([Int], String)
    case flag(PokemonFlag)
    case comparison(StatField, ComparisonOperator, Double)
    /// An FTS5 expression the Pokémon's row must match.
    case fullText(String, String)

    var condition: SQLCondition {
        switch self {
        case .entity(let kind, let ids, _):
            return SQLCondition(Self.membership(kind: kind, ids: ids))
        case .entityOrName(let kind, let ids, let term):
            var conditions = [SQLCondition(Self.membership(kind: kind, ids: ids))]
            if let expression = FullTextExpression.nameExpression(for: term) {
                conditions.append(QueryResolver.fullTextCondition(expression))
            }
            return .any(conditions)
        case .generation(let ids, _):
            return SQLCondition("c.generation_id IN (\(Self.list(ids)))")
        case .flag(let flag):
            return SQLCondition(flag.sql)
        case .comparison(let stat, let comparison, let value):
            return SQLCondition("\(stat.column) \(comparison.sql) ?", [value * stat.scale])
        case .fullText(let expression, _):
            return QueryResolver.fullTextCondition(expression)
        }
    }

    var description: String {
        switch self {
        case .entity(let kind, _, let text): return "\(kind) '\(text)'"
        case .entityOrName(let kind, _, let term): return "\(kind) or name '\(term.text)'"
        case .generation(let ids, _): return "generation " + ids.map(String.init).joined(separator: "/")
        case .flag(let flag): return flag.rawValue
        case .comparison(let stat, let comparison, let value):
            // `Int(exactly:)`: a finite value like 1e300 is whole but does not fit an Int.
            let number = Int(exactly: value).map(String.init) ?? String(value)
            return "\(stat.rawValue) \(comparison.rawValue) \(number)"
        case .fullText(_, let text): return text
        }
    }

    private static func membership(kind: String, ids: [Int]) -> String {
        let list = list(ids)
        switch kind {
        // `IN (subquery)`, not a correlated EXISTS: SQLite evaluates the list once
        // and can drive the search from it through the `*_by_*` indexes (ten
        // times faster than probing every Pokémon).
        case "type": return "c.id IN (SELECT pokemon_id FROM pokemon_type WHERE type_id IN (\(list)))"
        case "ability": return "c.id IN (SELECT pokemon_id FROM pokemon_ability WHERE ability_id IN (\(list)))"
        case "move": return "c.id IN (SELECT pokemon_id FROM pokemon_move WHERE move_id IN (\(list)))"
        case "color": return "c.species_id IN (SELECT id FROM species WHERE color_id IN (\(list)))"
        case "habitat": return "c.species_id IN (SELECT id FROM species WHERE habitat_id IN (\(list)))"
        case "shape": return "c.species_id IN (SELECT id FROM species WHERE shape_id IN (\(list)))"
        case "egg-group": return "c.species_id IN (SELECT species_id FROM species_egg_group WHERE egg_group_id IN (\(list)))"
        case "generation": return "c.generation_id IN (\(list))"
        default: preconditionFailure("no filter for lexicon kind \(kind)")
        }
    }

    /// Ids come from the database as integers, so writing them inline is safe.
    private static func list(_ ids: [Int]) -> String {
        ids.map(String.init).joined(separator: ", ")
    }
}
