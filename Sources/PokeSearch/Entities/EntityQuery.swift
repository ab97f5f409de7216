import GRDB

/// An entity query read: the words to match against names and texts, the
/// words to leave out, and the SQL conditions its fields stand for. Parsed
/// by the Pokémon query parser, so quoting, `-`, `|` and `field:value`
/// read the same everywhere.
struct EntityQuery {
    /// Words that must match, in order.
    var words: [String] = []
    /// Words with wildcards (`thunder*`, `*beam`, `p?ison*`): some name of
    /// the entity, in some language, matches each of them whole.
    var patterns: [WildcardPattern] = []
    /// Words written with `-`: entities whose names have them are left out.
    var excludedWords: [String] = []
    /// Fields and comparisons, all of which must hold.
    var filter = EntityFilter(sql: "1", arguments: [])

    /// Reads `text` for `kind`; unknown fields and values throw with their position.
    init(_ text: String, kind: EntityKind, db: Database) throws {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        let syntax: QuerySyntax
        do { syntax = try QueryParser().parse(text) } catch QueryError.empty { return }
        var reader = FieldReader(kind: kind, db: db)
        var filters: [EntityFilter] = []
        for clause in syntax.clauses {
            var alternatives: [EntityFilter] = []
            for atom in clause.alternatives {
                switch atom {
                case .word(let word, let position):
                    if let pattern = try WildcardPattern.parse(word, position: position) {
                        if !clause.negated { patterns.append(pattern) }
                    } else if clause.negated { excludedWords.append(word) } else if alternatives.isEmpty { words.append(word) }
                case .phrase(let word, _):
                    if clause.negated { excludedWords.append(word) } else if alternatives.isEmpty { words.append(word) }
                case .field(let name, let value, let position):
                    alternatives.append(try reader.filter(field: name, value: value, position: position))
                case .comparison(let name, let op, let number, let position):
                    alternatives.append(try reader.comparison(field: name, op: op, number: number, position: position))
                }
            }
            guard !alternatives.isEmpty else { continue }
            let condition = EntityFilter.disjunction(alternatives)
            filters.append(clause.negated ? condition.negated : condition)
        }
        filter = EntityFilter.conjunction(filters)
    }
}

/// Turns one `field:value` or `field>number` of an entity query into SQL.
private struct FieldReader {
    let kind: EntityKind
    let db: Database

    func field(_ name: String, position: Int) throws -> EntityField {
        if let field = EntityField.named(name, for: kind) { return field }
        let names = EntityField.fields(of: kind).map(\.rawValue)
        let suggestion = EditDistance.closest(to: name.lowercased(), among: names, maximum: max(2, name.count / 2))
        throw EntityError.unknownField(name, kind: kind, position: position, suggestion: suggestion, fields: names)
    }

    mutating func filter(field name: String, value: String, position: Int) throws -> EntityFilter {
        let field = try field(name, position: position)
        if field.isNumeric {
            if field == .generation, let generation = GenerationNumber.parse(TextFolder.fold(value), standalone: true) {
                return EntityFilter(sql: "\(field.column(for: kind)) = ?", arguments: [generation])
            }
            if let op = ComparisonOperator.allCases.first(where: { value.hasPrefix($0.rawValue) }),
               let number = Double(value.dropFirst(op.rawValue.count)) {
                return try comparison(field: name, op: op, number: number, position: position)
            }
            guard let number = Double(value), number.isFinite else {
                throw EntityError.badNumber(field: field.rawValue, value: value, position: position)
            }
            return EntityFilter(sql: "\(field.column(for: kind)) = ?", arguments: [number])
        }
        switch (field, kind) {
        case (.type, _):
            let values = try EntityValues(table: "type", nameKind: "type", db: db)
            let ids = try named(value, in: values, field: "type", position: position)
            return EntityFilter(sql: "e.type_id IN (\(ids.map(String.init).joined(separator: ",")))", arguments: [])
        case (.category, .move):
            let values = try EntityValues(table: "move_damage_class", nameKind: "move-damage-class", db: db)
            let slugs = try named(value, in: values, field: "category", position: position).compactMap { values.slugByID[$0] }
            return EntityFilter(sql: "e.damage_class IN (\(databaseQuestionMarks(count: slugs.count)))", arguments: slugs)
        default:
            // Items: an item category or a bag pocket, by slug or name in any language.
            let categories = try EntityValues(table: "item_category", nameKind: "item-category", db: db)
            let pockets = try EntityValues(table: "item_pocket", nameKind: "item-pocket", db: db)
            let categoryIDs = categories.ids(named: value) ?? []
            let pocketIDs = pockets.ids(named: value) ?? []
            guard !categoryIDs.isEmpty || !pocketIDs.isEmpty else {
                let suggestion = pockets.closest(to: value) ?? categories.closest(to: value)
                throw EntityError.unknownValue(field: "category", value: value, position: position, suggestion: suggestion)
            }
            let list = { (ids: Set<Int>) in ids.isEmpty ? "NULL" : ids.sorted().map(String.init).joined(separator: ",") }
            return EntityFilter(sql: """
                e.category_id IN (\(list(categoryIDs))) OR e.category_id IN (SELECT id FROM item_category WHERE pocket_id IN (\(list(pocketIDs))))
                """, arguments: [])
        }
    }

    func comparison(field name: String, op: ComparisonOperator, number: Double, position: Int) throws -> EntityFilter {
        let field = try field(name, position: position)
        guard field.isNumeric else {
            throw EntityError.badNumber(field: field.rawValue, value: op.rawValue + String(number), position: position)
        }
        return EntityFilter(sql: "\(field.column(for: kind)) \(op.sql) ?", arguments: [number])
    }

    private func named(_ value: String, in values: EntityValues, field: String, position: Int) throws -> Set<Int> {
        if let ids = values.ids(named: value), !ids.isEmpty { return ids }
        throw EntityError.unknownValue(field: field, value: value, position: position, suggestion: values.closest(to: value))
    }
}
