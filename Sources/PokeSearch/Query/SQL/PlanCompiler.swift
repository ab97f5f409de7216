import GRDB

/// Turns a plan's matching part into SQL over `pokemon_card AS c`: the one
/// place where filters and free text become SQL. Ranking (which columns,
/// which order) is added on top by `Ranker`.
///
/// For example, `fire char` becomes
///
///     FROM (SELECT rowid AS id, bm25(pokemon_fts, …) AS rank
///             FROM pokemon_fts WHERE pokemon_fts MATCH ?) m
///     CROSS JOIN pokemon_card c ON c.id = m.id
///     WHERE c.id IN (SELECT pokemon_id FROM pokemon_type WHERE type_id IN (10))
///
/// with `({name names} : "char"*) OR "char"` bound to the MATCH.
struct PlanCompiler {
    /// bm25 weights of the `pokemon_fts` columns, as `RelevanceOrder` sets them.
    var bm25Weights: String

    /// Which Pokémon a search matches, apart from what the query says.
    struct Scope {
        /// Only these Pokémon (a trainer's favorites, read from the user data file).
        var onlyIDs: [Int]?
        /// Leave alternate forms and megas out.
        var defaultFormsOnly = false
    }

    /// The SQL of `plan` within `scope`.
    func compile(_ plan: SearchPlan, scope: Scope = Scope()) -> PlanSQL {
        var sql = PlanSQL()
        if let expression = FullTextExpression.conjunction(of: plan.terms) {
            // CROSS JOIN keeps the full-text match as the outer loop: joined
            // plainly, SQLite may probe it once per Pokémon instead.
            sql.from = """
                (SELECT rowid AS id, bm25(pokemon_fts, \(bm25Weights)) AS rank
                   FROM pokemon_fts WHERE pokemon_fts MATCH ?) m
                CROSS JOIN pokemon_card c ON c.id = m.id
                """
            sql.fromArguments = [expression]
            sql.bm25 = "m.rank"
        }
        sql.isNamePattern = plan.clauses.contains { clause in
            !clause.negated && clause.alternatives.allSatisfy { if case .namePattern = $0 { true } else { false } }
        }
        var conditions = plan.clauses.compactMap(Self.condition(for:))
        if let ids = scope.onlyIDs {
            conditions.append(SQLCondition("c.id IN (SELECT value FROM json_each(?))",
                                           ["[" + ids.map(String.init).joined(separator: ",") + "]"]))
        }
        if scope.defaultFormsOnly {
            conditions.append(SQLCondition("c.is_default = 1"))
        }
        sql.whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.map(\.sql).joined(separator: " AND ")
        sql.whereArguments = conditions.flatMap(\.arguments)
        return sql
    }

    /// Whether anything at all matches `term`, for typo tolerance: `nil` when
    /// the term has nothing to match with.
    static func anyMatch(_ term: TextTerm) -> SQLCondition? {
        FullTextExpression.expression(for: term).map {
            SQLCondition("SELECT EXISTS (SELECT 1 FROM pokemon_fts WHERE pokemon_fts MATCH ?)", [$0])
        }
    }

    /// `(a OR b)`, or `NOT (a OR b)`; nil when no alternative has SQL.
    private static func condition(for clause: FilterClause) -> SQLCondition? {
        let conditions = clause.alternatives.compactMap(condition(for:))
        guard !conditions.isEmpty else { return nil }
        let combined = SQLCondition.any(conditions)
        return clause.negated ? combined.negated : combined
    }

    private static func condition(for filter: Filter) -> SQLCondition? {
        switch filter {
        case .entity(let kind, let ids, _):
            return SQLCondition(membership(kind: kind, ids: ids))
        case .entityOrName(let kind, let ids, let term):
            var conditions = [SQLCondition(membership(kind: kind, ids: ids))]
            if let expression = FullTextExpression.nameExpression(for: term) {
                conditions.append(fullTextCondition(expression))
            }
            return .any(conditions)
        case .generation(let ids):
            return SQLCondition("c.generation_id IN (\(list(ids)))")
        case .pokedexNumber(let number):
            return SQLCondition("c.species_id = ?", [number])
        case .evolution(.descendants, let speciesIDs, _):
            return SQLCondition("""
                c.species_id IN (WITH RECURSIVE descendant(id) AS (
                    SELECT id FROM species WHERE evolves_from_species_id IN (\(list(speciesIDs)))
                    UNION SELECT s.id FROM species s JOIN descendant d ON s.evolves_from_species_id = d.id)
                  SELECT id FROM descendant)
                """)
        case .evolution(.family, let speciesIDs, _):
            return SQLCondition("""
                c.species_id IN (SELECT id FROM species WHERE evolution_chain_id IN
                    (SELECT evolution_chain_id FROM species WHERE id IN (\(list(speciesIDs)))))
                """)
        case .matchup(let relation, let typeIDs, _):
            return SQLCondition("""
                c.id IN (SELECT pokemon_id FROM search_matchup
                          WHERE attacking_type_id IN (\(list(typeIDs))) AND \(relation.factorCondition))
                """)
        case .flag(let flag):
            return SQLCondition(condition(for: flag))
        case .comparison(let stat, let comparison, let value):
            return SQLCondition("\(stat.key.column) \(comparison.sql) ?", [value * stat.scale])
        case .namePattern(let pattern):
            return SQLCondition("c.id IN (SELECT pokemon_id FROM search_name WHERE folded GLOB ?)", [pattern.glob])
        case .name(let term):
            return FullTextExpression.nameExpression(for: term).map(fullTextCondition)
        case .text(let term):
            return FullTextExpression.expression(for: term).map(fullTextCondition)
        }
    }

    private static func fullTextCondition(_ expression: String) -> SQLCondition {
        SQLCondition("c.id IN (SELECT rowid FROM pokemon_fts WHERE pokemon_fts MATCH ?)", [expression])
    }

    private static func membership(kind: LexiconKind, ids: [Int]) -> String {
        let list = list(ids)
        switch kind {
        // `IN (subquery)`, not a correlated EXISTS: SQLite evaluates the list once
        // and can drive the search from it through the `*_by_*` indexes (ten
        // times faster than probing every Pokémon).
        case .type: return "c.id IN (SELECT pokemon_id FROM pokemon_type WHERE type_id IN (\(list)))"
        case .ability: return "c.id IN (SELECT pokemon_id FROM pokemon_ability WHERE ability_id IN (\(list)))"
        case .move: return "c.id IN (SELECT pokemon_id FROM pokemon_move WHERE move_id IN (\(list)))"
        case .item: return "c.id IN (SELECT pokemon_id FROM pokemon_held_item WHERE item_id IN (\(list)))"
        case .color: return "c.species_id IN (SELECT id FROM species WHERE color_id IN (\(list)))"
        case .habitat: return "c.species_id IN (SELECT id FROM species WHERE habitat_id IN (\(list)))"
        case .shape: return "c.species_id IN (SELECT id FROM species WHERE shape_id IN (\(list)))"
        case .eggGroup: return "c.species_id IN (SELECT species_id FROM species_egg_group WHERE egg_group_id IN (\(list)))"
        case .generation: return "c.generation_id IN (\(list))"
        case .region: return "c.generation_id IN (SELECT generation_id FROM region WHERE id IN (\(list)))"
        case .genus: return "c.species_id IN (\(list))"
        }
    }

    private static func condition(for flag: PokemonFlag) -> String {
        switch flag {
        case .legendary: return "c.is_legendary = 1"
        case .mythical: return "c.is_mythical = 1"
        case .baby: return "c.is_baby = 1"
        case .mega: return "c.is_mega = 1"
        case .gmax: return gigantamax
        case .default: return "c.is_default = 1"
        case .form: return "c.is_default = 0"
        case .nfe: return "c.species_id IN (SELECT evolves_from_species_id FROM species)"
        case .fullyEvolved: return "c.species_id NOT IN (SELECT evolves_from_species_id FROM species WHERE evolves_from_species_id IS NOT NULL)"
        }
    }

    /// Gigantamax forms, over `pokemon_card c`.
    static let gigantamax = "c.name LIKE '%-gmax'"

    /// Ids come from the database as integers, so writing them inline is safe.
    private static func list(_ ids: [Int]) -> String {
        ids.map(String.init).joined(separator: ", ")
    }
}

/// A plan's matching part as SQL: see `PlanCompiler`.
struct PlanSQL {
    /// `pokemon_card c`, or the full-text match joined with it.
    var from = "pokemon_card c"
    /// The bm25 column: `m.rank`, or `0.0` without free text.
    var bm25 = "0.0"
    /// Empty, or `WHERE …` over `c`.
    var whereClause = ""
    /// The arguments of `from`, then those of `whereClause`.
    var fromArguments: [(any DatabaseValueConvertible)?] = []
    var whereArguments: [(any DatabaseValueConvertible)?] = []
    /// Every match has a name matching a wildcard pattern of the query (`char*`).
    var isNamePattern = false
}
