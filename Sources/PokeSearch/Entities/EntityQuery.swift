import GRDB

/// An entity query read: the words to match against names and texts, the
/// words to leave out, and the conditions its fields stand for. Parsed
/// by the Pokémon query parser, so quoting, `-`, `|`, `field:value` and
/// comparisons with spaces (`power > 100`) read the same everywhere. Bare
/// words that name a field's value are that field, as in Pokémon queries,
/// unless they are part of a name: a type or a damage class for moves
/// (`moves fire physical`, but `fire punch`), a generation or a region for
/// moves and abilities (`gen 9 dragon`, `paldea`).
struct EntityQuery {
    /// Words that must match, in order.
    var words: [String] = []
    /// Words with wildcards (`thunder*`, `*beam`, `p?ison*`): some name of
    /// the entity, in some language, matches each of them whole.
    var patterns: [WildcardPattern] = []
    /// Words written with `-`: entities whose names have them are left out.
    var excludedWords: [String] = []
    /// The sort superlative words ask for (`strongest fire moves`).
    var superlative: EntitySuperlative?
    /// Fields and comparisons, all of which must hold.
    var filter = EntityFilter.everything

    /// Reads `text` for `kind`; unknown fields and values throw with their
    /// position. `names` are the kind's names (read only when the query has
    /// bare words); `values` the fields' values, read once per engine.
    init(_ text: String, kind: EntityKind, db: Database, values: EntityValueCache, names: () throws -> EntityNames) throws {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        let syntax: QuerySyntax
        do { syntax = try QueryParser(fields: .entity(kind)).parse(text) } catch QueryError.empty { return }
        let reader = FieldReader(kind: kind, db: db, values: values)
        var filters: [EntityFilter] = []
        var bare: [(word: String, position: Int)] = []
        for clause in syntax.clauses {
            // `+atk -spa`: as players write a nature, `-` before a stat is the stat it lowers (Adamant), not a word left out.
            if kind == .nature, clause.negated, clause.alternatives.count == 1, case .word(let word, _) = clause.alternatives[0],
               let stat = BattleStatName.id(of: TextFolder.fold(word)) {
                filters.append(.oneOf(.lowers, [stat]))
                continue
            }
            if !clause.negated, clause.alternatives.count == 1, case .word(let word, let position) = clause.alternatives[0],
               !word.contains(where: { $0 == "*" || $0 == "?" }) {
                bare.append((word, position))
                continue
            }
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
        if !bare.isEmpty {
            let read = try reader.bareWords(bare, names: try names())
            words += read.words
            filters += read.filters
            superlative = read.superlative
        }
        filter = EntityFilter.conjunction(filters)
    }
}

extension QueryParser.Fields {
    /// An entity query's: its kind's numeric fields compare (`power > 100`;
    /// with a bare number, equal: `pp 5`, `priority 1`), its fields take `name: value`.
    static func entity(_ kind: EntityKind) -> QueryParser.Fields {
        entityFields[kind]!
    }

    /// Made once per kind: the beginnings of every field name cost more than reading a query.
    private static let entityFields = Dictionary(uniqueKeysWithValues: EntityKind.allCases.map { kind in
        (kind, QueryParser.Fields(
            isComparable: { EntityField.named(StatField.normalized($0), for: kind)?.isNumeric ?? false },
            // `gen 4` stays the generation's own phrase.
            takesBareNumber: { name in
                EntityField.named(StatField.normalized(name), for: kind).map { $0.isNumeric && $0 != .generation } ?? false
            },
            unitFactor: { _, _ in nil },
            isField: { EntityField.named($0, for: kind) != nil },
            comparableNames: EntityField.spellings(for: kind).filter { EntityField.named($0, for: kind)?.isNumeric ?? false }
                .map(StatField.normalized)))
    })
}

/// Turns one `field:value`, `field>number` or bare value word of an entity query into a condition.
private struct FieldReader {
    let kind: EntityKind
    let db: Database
    let values: EntityValueCache

    func field(_ name: String, position: Int) throws -> EntityField {
        if let field = EntityField.named(name, for: kind) { return field }
        let names = EntityField.fields(of: kind).map(\.rawValue)
        let suggestion = EditDistance.closest(to: name.lowercased(), among: names, maximum: max(2, name.count / 2))
        throw EntityError.unknownField(name, kind: kind, position: position, suggestion: suggestion, fields: names)
    }

    func filter(field name: String, value: String, position: Int) throws -> EntityFilter {
        let field = try field(name, position: position)
        if field.isNumeric {
            if field == .generation, let generation = GenerationNumber.parse(TextFolder.fold(value), standalone: true) {
                return try generationFilter([generation], typed: name + ":" + value, position: position)
            }
            if let op = ComparisonOperator.allCases.first(where: { value.hasPrefix($0.rawValue) }),
               let number = DecimalNumber.parse(value.dropFirst(op.rawValue.count)) {
                return try comparison(field: name, op: op, number: number, position: position)
            }
            guard let number = DecimalNumber.parse(value) else {
                throw EntityError.badNumber(field: field.rawValue, value: value, position: position)
            }
            return .comparison(field, .equal, number)
        }
        switch (field, kind) {
        case (.moveClass, .move), (.inflicts, .move), (.raises, .move), (.lowers, .move):
            guard let moveClass = MoveClassWords.named(value, field: field.rawValue) else {
                throw EntityError.unknownValue(field: field.rawValue, value: value, position: position,
                                               suggestion: field == .raises || field == .lowers ? "attack" : "recoil")
            }
            return .ids(try values.moves(of: moveClass, in: db))
        case (.raises, .nature), (.lowers, .nature):
            guard let stat = BattleStatName.id(of: TextFolder.fold(value)) else {
                throw EntityError.unknownValue(field: field.rawValue, value: value, position: position, suggestion: "speed")
            }
            return .oneOf(field, [stat])
        case (.type, _):
            let ids = try named(value, in: try types(), field: "type", position: position)
            return .oneOf(.type, ids)
        case (.category, .move):
            let classes = try damageClasses()
            let ids = try named(value, in: classes, field: "category", position: position)
            return .oneOf(.category, ids)
        default:
            guard let filter = try itemCategory(value) else {
                let categories = try values.values(table: "item_category", nameKind: .itemCategory, in: db)
                let pockets = try values.values(table: "item_pocket", nameKind: .itemPocket, in: db)
                let suggestion = pockets.closest(to: value) ?? categories.closest(to: value)
                throw EntityError.unknownValue(field: "category", value: value, position: position, suggestion: suggestion)
            }
            return filter
        }
    }

    /// Items of an item category or a bag pocket named `value` (slug or name, any language), if it names one.
    /// The item category or pocket the longest phrase of up to three words at
    /// `index` names (its names, or what players call it: `ItemCategoryWords`),
    /// and its length; a single word that is part of an item's name is that name's.
    private func itemCategory(in folded: [String], at index: Int, isName: (Int) -> Bool) throws -> (EntityFilter, Int)? {
        for length in stride(from: min(3, folded.count - index), through: 1, by: -1) {
            if length == 1, isName(index) { return nil }
            let phrase = folded[index..<index + length].joined(separator: " ")
            if let filter = try itemCategory(ItemCategoryWords.aliases[phrase] ?? phrase) { return (filter, length) }
        }
        return nil
    }

    private func itemCategory(_ value: String) throws -> EntityFilter? {
        let categories = try values.values(table: "item_category", nameKind: .itemCategory, in: db)
        let pockets = try values.values(table: "item_pocket", nameKind: .itemPocket, in: db)
        let categoryIDs = categories.ids(named: value) ?? []
        let pocketIDs = pockets.ids(named: value) ?? []
        guard !categoryIDs.isEmpty || !pocketIDs.isEmpty else { return nil }
        return .any([.oneOf(.category, categoryIDs), .pocket(pocketIDs)])
    }

    func comparison(field name: String, op: ComparisonOperator, number: Double, position: Int) throws -> EntityFilter {
        let field = try field(name, position: position)
        guard field.isNumeric else {
            throw EntityError.badNumber(field: field.rawValue, value: op.rawValue + String(number), position: position)
        }
        if field == .generation {
            let range = try IndexReader.fetchGenerationRange(db) ?? 1...1
            let typed = name + op.rawValue + (Int(exactly: number).map(String.init) ?? String(number))
            return try generationFilter(range.filter { op.holds(Double($0), number) }, typed: typed, position: position)
        }
        return .comparison(field, op, number)
    }

    /// Bare words that name a field's value, read as that field unless they
    /// begin a name with a neighbour (`fire punch`); the rest stay words.
    func bareWords(_ typed: [(word: String, position: Int)], names: EntityNames) throws
        -> (words: [String], filters: [EntityFilter], superlative: EntitySuperlative?) {
        let folded = typed.map { TextFolder.fold($0.word) }
        var words: [String] = [], filters: [EntityFilter] = []
        var superlative: EntitySuperlative?
        let fields = EntityField.fields(of: kind)
        var index = 0
        // A name itself (`psychic`), or one with a neighbour (`fire punch`, `hyper beam`).
        func partOfName(_ index: Int) -> Bool {
            names.isName(folded[index])
                || (index + 1 < folded.count && names.hasName(startingWith: folded[index] + " " + folded[index + 1]))
                || (index > 0 && names.hasName(startingWith: folded[index - 1] + " " + folded[index]))
        }
        // `moves` after a name that is also a class: the class (`bite moves`, not Bite).
        func pluralFollows(_ index: Int) -> Bool {
            index < folded.count && MoveClassWords.pluralMoveWords.contains(folded[index])
        }
        // `sword dance`, `xqzvw punch`: after a word read as no filter, a group's
        // one word that ends names (`punch`, `dance`, `ball`) is a name's, mistyped
        // or not; alone, after filters (`special sound`) or made plural (`dance
        // moves`), it is the group.
        func namesGroupWord(_ moveClass: MoveClass, at index: Int, length: Int) -> Bool {
            guard case .group = moveClass, length == 1, !words.isEmpty, !pluralFollows(index + 1) else { return false }
            return names.isNameWord(folded[index])
        }
        while index < typed.count {
            let word = folded[index]
            // `recoil moves`, `items that boost speed`: the kind's own noun and
            // the words of a question say nothing more.
            if typed.count > 1, kind.fillerWords.contains(word) || QueryWords.requestWords.contains(word), !partOfName(index) {
                index += 1
                continue
            }
            // `strongest fire moves`, `cheapest berries`: a sort, unless a name says it; alone,
            // unless it begins a name (`best`, typed on the way to Bestow).
            if superlative == nil, let (found, length) = EntitySuperlative.read(folded, at: index, kind: kind), !partOfName(index),
               typed.count > length || !names.hasName(startingWith: folded[index..<index + length].joined(separator: " ")) {
                superlative = found
                index += length
                continue
            }
            // `gen 9`, `gen9`, `9th gen`, `generation ix`.
            if fields.contains(.generation) {
                // `moves in gen 9`, `abilities from gen 3`: the word before says nothing more.
                if ["in", "from"].contains(word), index + 1 < folded.count, !partOfName(index),
                   GenerationNumber.words.contains(folded[index + 1]) || GenerationNumber.parse(folded[index + 1], standalone: false) != nil {
                    index += 1
                    continue
                }
                if index + 1 < folded.count, let generation = GenerationNumber.parse(word, folded[index + 1]) {
                    filters.append(try generationFilter([generation], typed: typed[index].word + " " + typed[index + 1].word,
                                                        position: typed[index].position))
                    index += 2
                    continue
                }
                if let generation = GenerationNumber.parse(word, standalone: false) {
                    filters.append(try generationFilter([generation], typed: typed[index].word, position: typed[index].position))
                    index += 1
                    continue
                }
                if !partOfName(index), let generations = try regionGenerations(word) {
                    filters.append(try generationFilter(generations, typed: typed[index].word, position: typed[index].position))
                    index += 1
                    continue
                }
            }
            // `weather rocks`, `trade evolution items`: a group no category holds.
            if kind == .item, let (group, length) = ItemGroup.longest(in: folded, from: index) {
                filters.append(.ids(try group.itemIDs(in: db)))
                index += length
                continue
            }
            // `items berries`, `items pokeballs`, `items mega stones`, `items gems`: a category or a bag pocket.
            if kind == .item, let (filter, length) = try itemCategory(in: folded, at: index, isName: partOfName) {
                filters.append(filter)
                index += length
                continue
            }
            // `speed`: the natures raising it; `lowers attack`, `neutral`.
            if kind == .nature, let filter = natureFilter(folded, at: index, names: names) {
                filters.append(filter.filter)
                index += filter.length
                continue
            }
            // `100% accurate`, `perfect accuracy`: the accuracy field in words.
            if kind == .move, let (percent, length) = AccuracyWords.read(folded, at: index) {
                filters.append(.comparison(.accuracy, .equal, percent))
                index += length
                continue
            }
            // `recoil`, `paralyze`, `high crit`, `raises attack`: a class of moves;
            // a move's name too when a plural says a class is meant (`powder moves`).
            if kind == .move, let found = MoveClassWords.longest(in: folded, from: index),
               found.length > 1 ? !names.hasName(startingWith: found.text) : !partOfName(index) || pluralFollows(index + 1),
               !namesGroupWord(found.moveClass, at: index, length: found.length) {
                filters.append(.ids(try values.moves(of: found.moveClass, in: db)))
                index += found.length
                continue
            }
            // `signature abilities`: those one evolutionary line alone has (Stance Change, Wonder Guard).
            if kind == .ability, MoveClassWords.phrases[word] == .signature, !partOfName(index) {
                filters.append(.ids(try signatureAbilities()))
                index += 1
                continue
            }
            // `rain setters`, `sun abusers`: the abilities of a weather role.
            if kind == .ability, index + 1 < folded.count, let role = WeatherRole.phrases[word + " " + folded[index + 1]] {
                filters.append(.ids(try abilities(of: role)))
                index += 2
                continue
            }
            if kind == .move, !partOfName(index) {
                if let ids = try types().ids(named: word), !ids.isEmpty {
                    filters.append(.oneOf(.type, ids))
                    index += 1
                    continue
                }
                let classes = try damageClasses()
                if let ids = classes.ids(named: word), !ids.isEmpty {
                    filters.append(.oneOf(.category, ids))
                    index += 1
                    continue
                }
            }
            // `moves charizard`, `moves learned by pikachu`, `abilities of garchomp`: what that Pokémon learns or has.
            // Not the last word while it begins a name of the kind: that name is being typed (`abilities sand`).
            if kind == .move || kind == .ability, !partOfName(index), index < folded.count - 1 || !names.hasName(startingWith: word),
               let (ids, length) = try owned(byPokemonNamedIn: folded, typed: typed.map(\.word), at: index) {
                filters.append(.ids(ids))
                index += length
                continue
            }
            words.append(typed[index].word)
            index += 1
        }
        return (words, filters, superlative)
    }

    /// The moves (or abilities) of the Pokémon whose name is the longest
    /// phrase of up to three words at `index` (any language, a form's name
    /// too, possessive or not: `charizard's`), and the phrase's length; nil
    /// when none names one. A species' name is its default form's (Garchomp
    /// has no Sand Force: its Mega has). Words typed in Latin letters are
    /// not read as Japanese, Korean or Chinese names, whose folded forms are
    /// transliterations that English words meet (Moltres is `fire` in
    /// romaji, Clodsire `too` in Korean). One lookup for all the phrases,
    /// after one step that rules out most words.
    private func owned(byPokemonNamedIn folded: [String], typed: [String], at index: Int) throws -> (ids: Set<Int>, length: Int)? {
        guard folded[index].count >= 3 else { return nil }
        // Most words begin no Pokémon's name (a possessive's `s` aside): one step of an
        // index, before the lookup of whole phrases.
        let stem = folded[index].hasSuffix("s") ? String(folded[index].dropLast()) : folded[index]
        let beginsAName = try ReadStatement(db, sql: "SELECT 1 FROM search_name WHERE folded >= ? AND folded < ? LIMIT 1")
            .contains(.text(stem), .text(stem + "\u{10FFFF}")) { _ in true }
        guard beginsAName else { return nil }
        let latin = typed[index].unicodeScalars.allSatisfy { $0.value < 0x250 }
        var lengths: [String: Int] = [:]
        for length in 1...min(3, folded.count - index) {
            let phrase = folded[index..<index + length].joined(separator: " ")
            lengths[phrase] = length
            if phrase.hasSuffix("s") { lengths[String(phrase.dropLast()), default: length] = length }
        }
        let marks = lengths.keys.map { _ in "?" }.joined(separator: ", ")
        let found = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT s.folded, s.pokemon_id, p.is_default FROM search_name s JOIN pokemon p ON p.id = s.pokemon_id
              LEFT JOIN language l ON l.id = s.language_id
             WHERE s.folded IN (\(marks)) AND NOT (? AND COALESCE(l.iso639 IN ('ja', 'ko', 'zh'), 0))
            """), arguments: StatementArguments(Array(lengths.keys)) + [latin])
        guard let length = found.compactMap({ lengths[$0["folded"] as String] }).max() else { return nil }
        let named = found.filter { lengths[$0["folded"] as String] == length }
        let defaults = named.filter { $0["is_default"] as Bool }
        let pokemon = Set((defaults.isEmpty ? named : defaults).map { $0["pokemon_id"] as Int })
        let (table, column) = kind == .move ? ("pokemon_move", "move_id") : ("pokemon_ability", "ability_id")
        let ids = try Int.fetchSet(db, sql: "SELECT DISTINCT \(column) FROM \(table) WHERE pokemon_id IN (\(pokemon.map(String.init).joined(separator: ",")))")
        return (ids, length)
    }

    private func signatureAbilities() throws -> Set<Int> {
        try Int.fetchSet(db, sql: """
            SELECT pa.ability_id FROM pokemon_ability pa JOIN pokemon p ON p.id = pa.pokemon_id JOIN species s ON s.id = p.species_id
             GROUP BY pa.ability_id HAVING COUNT(DISTINCT COALESCE(s.evolution_chain_id, -s.id)) = 1
            """)
    }

    private func abilities(of role: WeatherRole) throws -> Set<Int> {
        let marks = role.abilitySlugs.map { _ in "?" }.joined(separator: ", ")
        return Set(try Int.fetchAll(db, sql: "SELECT id FROM ability WHERE name IN (\(marks))", arguments: StatementArguments(role.abilitySlugs)))
    }

    /// Words before a stat in a nature's notation: `plus attack minus special attack` (Adamant).
    private static let natureLeads: [String: Bool] = ["plus": true, "minus": false]

    /// A nature's stat words at `index`: `speed` or `raises speed` (those
    /// raising it), `lowers attack`, `neutral` (raising nothing); nil for a name's words.
    private func natureFilter(_ folded: [String], at index: Int, names: EntityNames) -> (filter: EntityFilter, length: Int)? {
        guard !names.isName(folded[index]) else { return nil }
        if ["neutral", "neutre", "neutral natures"].contains(folded[index]) {
            return (.not(.comparison(.raises, .greaterOrEqual, 0)), 1)
        }
        if let raises = MoveClassWords.statLeads[folded[index]] ?? Self.natureLeads[folded[index]],
           let stat = BattleStatName.longest(in: folded, from: index + 1) {
            return (.oneOf(raises ? .raises : .lowers, [stat.id]), stat.length + 1)
        }
        if let stat = BattleStatName.longest(in: folded, from: index) {
            return (.oneOf(.raises, [stat.id]), stat.length)
        }
        return nil
    }

    /// The generations `numbers`, or an error naming the range the Pokédex holds (`gen:99`, `moves gen:0`).
    private func generationFilter(_ numbers: [Int], typed: String, position: Int) throws -> EntityFilter {
        let range = try IndexReader.fetchGenerationRange(db) ?? 1...1
        let known = numbers.filter(range.contains)
        guard !known.isEmpty else {
            throw QueryError.outOfRange(field: "generation", value: typed, position: position, range: range)
        }
        return .oneOf(.generation, Set(known))
    }

    /// The generations a region word brought (`paldea`, `ガラル`), if it names a region.
    private func regionGenerations(_ word: String) throws -> [Int]? {
        let regions = try values.values(table: "region", nameKind: .region, in: db)
        guard let ids = regions.ids(named: word), !ids.isEmpty else { return nil }
        let generations = try Int.fetchAll(db, sql: """
            SELECT generation_id FROM region WHERE generation_id IS NOT NULL AND id IN (\(ids.sorted().map(String.init).joined(separator: ",")))
            """)
        return generations.isEmpty ? nil : generations
    }

    private func types() throws -> EntityValues {
        try values.values(table: "type", nameKind: .type, in: db)
    }

    private func damageClasses() throws -> EntityValues {
        try values.values(table: "move_damage_class", nameKind: .moveDamageClass, in: db)
    }

    private func named(_ value: String, in values: EntityValues, field: String, position: Int) throws -> Set<Int> {
        if let ids = values.ids(named: value), !ids.isEmpty { return ids }
        throw EntityError.unknownValue(field: field, value: value, position: position, suggestion: values.closest(to: value))
    }
}
