import Foundation
import GRDB

/// Resolves parsed syntax against the Pokédex: words that name a type, an
/// ability, a generation, a region, a colour, a genus, a flag, a move or an
/// item (its holders) become
/// filters, as do the query language's phrases (`RunReader`: numbers,
/// evolution families, matchups, superlatives...) and wildcard patterns; the
/// rest is free text.
///
/// Types always win ("fire dragon" means both types, never Horsea's genus);
/// the longest phrase wins ("swift swim" is the ability, not two words).
struct QueryResolver {
    let index: IndexReader
    /// The phrases keyword typos are corrected to, kept by the engine between searches.
    var spellings: LexiconSpellings? = nil

    /// The lexicon, with the engine's spellings.
    var lexicon: Lexicon { Lexicon(index: index, spellings: spellings) }

    /// Kinds a bare word or phrase is checked against, in order of precedence.
    static let freeTextKinds: [LexiconKind] = [.type, .generation, .region, .genus, .ability, .color, .habitat, .shape, .move, .item]
    /// Longest phrase tried for a multi-word name ("shields down" , "wonder guard").
    static let longestPhrase = 4

    func resolve(_ syntax: QuerySyntax) throws -> SearchPlan {
        var plan = SearchPlan()
        if syntax.clauses.count == 1, case .word(let word, _) = syntax.clauses[0].alternatives.first,
           syntax.clauses[0].alternatives.count == 1, !syntax.clauses[0].negated, QueryWords.random.contains(TextFolder.fold(word)) {
            plan.isRandom = true
            return plan
        }
        var run: [Word] = []
        for (index, clause) in syntax.clauses.enumerated() {
            if !clause.negated, clause.alternatives.count == 1, case .word(let text, let position) = clause.alternatives[0] {
                run.append(Word(text: text, folded: TextFolder.fold(text), position: position,
                                isLast: index == syntax.clauses.count - 1, followedByComma: clause.followedByComma))
                continue
            }
            try resolveRun(run, into: &plan)
            run.removeAll()
            try resolveClause(clause, into: &plan)
        }
        try resolveRun(run, into: &plan)
        return plan
    }

    /// The plan of one bare word typed alone, as `resolve(QueryParser().parse(word))`
    /// gives it for a word of letters and digits, without parsing: "did you
    /// mean" tries several such words per search.
    func resolve(word: String) throws -> SearchPlan {
        var plan = SearchPlan()
        try resolveRun([Word(text: word, folded: TextFolder.fold(word), position: 1, isLast: true)], into: &plan)
        return plan
    }

    // MARK: - Runs of bare words

    struct Word {
        var text: String
        var folded: String
        var position: Int
        var isLast: Bool
        /// A comma follows it (`weak to fire, ice`).
        var followedByComma = false
    }

    /// Reads a run of bare words left to right: query-language phrases first
    /// (numbers, evolution, matchup and field phrases, superlatives, filler
    /// words), then the longest phrase that names something, then free text,
    /// where a word matching nothing may be a misspelt type.
    private func resolveRun(_ typed: [Word], into plan: inout SearchPlan) throws {
        let words = typed.filter { !$0.folded.isEmpty || $0.text.contains(where: { $0 == "*" || $0 == "?" }) }.map { word in
            var word = word
            word.folded = QueryWords.spellings[word.folded] ?? word.folded
            return word
        }
        guard !words.isEmpty else { return }
        var phrases = Set<String>()
        for start in words.indices {
            for length in 1...min(Self.longestPhrase, words.count - start) {
                phrases.insert(phrase(words[start..<start + length]))
            }
        }
        let entries = try lexicon.entries(for: phrases, kinds: Self.freeTextKinds)
        let reader = RunReader(resolver: self, words: words, entries: entries)
        var index = 0
        var previousWasType = false
        while index < words.count {
            if let pattern = try WildcardPattern.parse(words[index].text, position: words[index].position) {
                apply(.namePattern(pattern), into: &plan)
                previousWasType = false
                index += 1
                continue
            }
            if let read = try reader.keyword(at: index, previousWasType: previousWasType, plan: &plan) {
                for filter in read.filters {
                    if read.negated {
                        plan.clauses.append(FilterClause(negated: true, alternatives: [filter]))
                    } else {
                        apply(filter, into: &plan)
                    }
                }
                previousWasType = read.filters.last.map(Self.isType) ?? previousWasType
                index += read.length
                continue
            }
            var matched = false
            for length in stride(from: min(Self.longestPhrase, words.count - index), through: 1, by: -1) {
                let slice = words[index..<index + length]
                guard let filter = try filter(for: slice, entries: entries) else { continue }
                if length == 1, try reader.givesWayToName(filter, at: index) { continue }
                apply(filter, into: &plan)
                previousWasType = Self.isType(filter)
                index += length
                matched = true
                break
            }
            if !matched {
                let word = words[index]
                if let (filter, correction) = try reader.misspeltKeyword(word) {
                    apply(filter, into: &plan)
                    plan.corrections.append(correction)
                    previousWasType = Self.isType(filter)
                } else {
                    plan.terms.append(try reader.genderedTerm(at: index) ?? term(word.text, position: word.position, isPrefix: word.isLast))
                    previousWasType = false
                }
                index += 1
            }
        }
        plan.terms.removeAll { $0.tokens.isEmpty }
    }

    private static func isType(_ filter: Filter) -> Bool {
        if case .entity(.type, _, _) = filter { return true }
        return false
    }

    func phrase(_ words: ArraySlice<Word>) -> String {
        words.map(\.folded).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What a run of words names, if anything; an item only when some
    /// Pokémon holds it (`apple`, `ruby` or `choice scarf` stay text).
    func filter(for words: ArraySlice<Word>, entries: [String: [Lexicon.Entry]]) throws -> Filter? {
        let text = phrase(words)
        guard !text.isEmpty else { return nil }
        let isLast = words.last?.isLast ?? false
        let spelled = words.map(\.text).joined(separator: " ")
        if words.count == 1, let generation = GenerationNumber.parse(text, standalone: false) {
            return try generationFilter(generation, field: "generation", value: spelled, position: words.first!.position)
        }
        if words.count == 2, let generation = GenerationNumber.parse(words.first!.folded, words.last!.folded) {
            return try generationFilter(generation, field: "generation", value: spelled, position: words.first!.position)
        }
        let found = entries[text] ?? []
        let types = found.filter { $0.kind == .type }.map(\.id)
        if !types.isEmpty { return .entity(kind: .type, ids: types, text: text) }
        let generations = found.filter { $0.kind == .generation }.map(\.id)
        if !generations.isEmpty { return .generation(generations) }
        let abilities = found.filter { $0.kind == .ability }.map(\.id)
        if !abilities.isEmpty {
            return .entityOrName(kind: .ability, ids: abilities, term(words.map(\.text).joined(separator: " "),
                                                                           position: words.first!.position, isPrefix: isLast))
        }
        if let flag = PokemonFlag.words[text] {
            return .flag(flag)
        }
        let genera = found.filter { $0.kind == .genus }.map(\.id)
        // `dragon pokemon` is the type with a filler word, not Dratini's genus.
        let typeWithFiller = words.count == 2 && QueryWords.pokemonFillers.contains(words.last!.folded)
            && (entries[words.first!.folded] ?? []).contains { $0.kind == .type }
        if !genera.isEmpty && !typeWithFiller { return .entity(kind: .genus, ids: genera, text: text) }
        let regions = found.filter { $0.kind == .region }.map(\.id)
        if !regions.isEmpty { return .entity(kind: .region, ids: regions, text: text) }
        for kind in [LexiconKind.color, .habitat, .shape] {
            let ids = found.filter { $0.kind == kind }.map(\.id)
            if !ids.isEmpty { return .entity(kind: kind, ids: ids, text: text) }
        }
        // Last: "flamethrower water" means water Pokémon that learn it; like an
        // ability, the words still reach names (`thunder` finds Thundurus first).
        // Items after moves (`metronome` is both): `leftovers` means its
        // holders, unless it is a Pokémon's own name (キュウコン is also a bulb).
        for kind in [LexiconKind.move, .item] {
            var ids = found.filter { $0.kind == kind }.map(\.id)
            if kind == .item && !ids.isEmpty { ids = try heldItems(ids) }
            if !ids.isEmpty, try kind != .item || !isPokemonName(text) {
                return .entityOrName(kind: kind, ids: ids, term(words.map(\.text).joined(separator: " "),
                                                                position: words.first!.position, isPrefix: isLast))
            }
        }
        return nil
    }

    // MARK: - Other clauses

    private func resolveClause(_ clause: QuerySyntax.Clause, into plan: inout SearchPlan) throws {
        var alternatives: [Filter] = []
        for atom in clause.alternatives {
            switch try resolve(atom, into: &plan) {
            case .text(let term) where clause.alternatives.count == 1 && !clause.negated:
                plan.terms.append(term)
            case .text(let term):
                guard !term.tokens.isEmpty else { continue }
                alternatives.append(.text(term))
            case .filter(let filter):
                alternatives.append(filter)
            case nil:
                continue
            }
        }
        guard !alternatives.isEmpty else { return }
        plan.clauses.append(FilterClause(negated: clause.negated, alternatives: alternatives))
    }

    private enum Resolved {
        case text(TextTerm)
        case filter(Filter)
    }

    private func resolve(_ atom: QuerySyntax.Atom, into plan: inout SearchPlan) throws -> Resolved? {
        switch atom {
        case .word(let text, let position), .phrase(let text, let position):
            if case .word = atom, let pattern = try WildcardPattern.parse(text, position: position) {
                return .filter(.namePattern(pattern))
            }
            let words = text.split(whereSeparator: \.isWhitespace).map {
                Word(text: String($0), folded: TextFolder.fold(String($0)), position: position, isLast: false)
            }
            let whole = phrase(words[...])
            let entries = try lexicon.entries(for: [whole], kinds: Self.freeTextKinds)
            if let filter = try filter(for: words[...], entries: entries) { return .filter(filter) }
            let found = term(text, position: position, isPrefix: false)
            return found.tokens.isEmpty ? nil : .text(found)
        case .comparison(let name, let comparison, let value, let position):
            guard let stat = StatField.named(name) else { throw unknownField(name, position: position) }
            return .filter(.comparison(stat, comparison, value))
        case .field(let name, let value, let position):
            return try resolveField(name, value: value, position: position, into: &plan)
        }
    }

    private func resolveField(_ name: String, value: String, position: Int, into plan: inout SearchPlan) throws -> Resolved? {
        if let stat = StatField.named(name) {
            guard let comparison = ComparisonOperator.allCases.first(where: { value.hasPrefix($0.rawValue) }),
                  let number = Double(value.dropFirst(comparison.rawValue.count)), number.isFinite else {
                throw QueryError.badNumber(field: name, value: value, position: position)
            }
            return .filter(.comparison(stat, comparison, number))
        }
        guard let field = QueryField.named(name) else {
            if try isPokemonName(name + " " + value) { return .text(term(name + " " + value, position: position, isPrefix: false)) }
            throw unknownField(name, position: position)
        }
        let folded = TextFolder.fold(value)
        guard !folded.isEmpty else {
            // `type: null` is Type: Null's name typed with its colon.
            let found = term(name, position: position, isPrefix: false)
            return found.tokens.isEmpty ? nil : .text(found)
        }
        switch field {
        case .name:
            let found = term(value, position: position, isPrefix: true)
            return found.tokens.isEmpty ? nil : .filter(.name(found))
        case .flag:
            guard let flag = PokemonFlag.named(folded) else {
                throw QueryError.unknownValue(field: name, value: value, position: position,
                                              suggestion: EditDistance.closest(to: folded, among: PokemonFlag.allCases.map(\.rawValue), maximum: 3))
            }
            return .filter(.flag(flag))
        case .generation:
            // `gen:-1` and `gen:0` are numbers too, out of range (folding would read `-1` as `1`).
            let typed = value.trimmingCharacters(in: .whitespaces)
            if let generation = Int(typed) ?? GenerationNumber.parse(folded, standalone: true) {
                return .filter(try generationFilter(generation, field: "generation", value: name + ":" + value, position: position))
            }
            return try resolveValue(of: field, name: name, value: value, position: position, into: &plan)
        case .family, .evolvesFrom:
            let species = try speciesIDs(named: folded)
            guard !species.isEmpty else {
                throw QueryError.unknownValue(field: field.rawValue, value: value, position: position, suggestion: nil)
            }
            return .filter(.evolution(field == .family ? .family : .descendants, speciesIDs: species, text: folded))
        default:
            return try resolveValue(of: field, name: name, value: value, position: position, into: &plan)
        }
    }

    /// The filter for generation `number`, or an error naming the range
    /// the Pokédex holds (1 … its latest generation).
    private func generationFilter(_ number: Int, field: String, value: String, position: Int) throws -> Filter {
        let range = try index.generationRange() ?? 1...1
        guard range.contains(number) else {
            throw QueryError.outOfRange(field: field, value: value, position: position, range: range)
        }
        return .generation([number])
    }

    /// A value looked up in the lexicon (`type:fire`, `weak:fire`): typed
    /// right, a name typed with its colon (`type: null`), or with a typo,
    /// corrected with a notice (`type:fier`); else an error with a suggestion.
    private func resolveValue(of field: QueryField, name: String, value typed: String, position: Int,
                              into plan: inout SearchPlan) throws -> Resolved? {
        var value = typed
        var relation = field.matchup
        // `weak:ice:4`: the factor after the type.
        if let matchup = relation, let colon = value.lastIndex(of: ":"),
           let fourTimes = MatchupRelation.fieldFactors[value[value.index(after: colon)...].lowercased()] {
            value = String(value[..<colon])
            relation = fourTimes ? matchup.fourTimes : matchup
        }
        let folded = TextFolder.fold(value)
        let kind = field.lexiconKind!
        var ids = try lexicon.entries(for: [folded], kinds: [kind])[folded]?.map(\.id) ?? []
        var text = folded
        if ids.isEmpty {
            if try isPokemonName(name + " " + value) { return .text(term(name + " " + value, position: position, isPrefix: false)) }
            guard let corrected = try lexicon.correction(for: folded, kinds: [kind]) else {
                throw QueryError.unknownValue(field: field.matchup == nil ? kind.rawValue : field.rawValue, value: value,
                                              position: position, suggestion: try lexicon.closest(to: folded, kind: kind))
            }
            ids = corrected.ids
            text = corrected.phrase
            plan.corrections.append("\(value) → \(corrected.phrase)")
        }
        if let relation { return .filter(.matchup(relation, typeIDs: ids, text: text)) }
        return .filter(kind == .generation ? .generation(ids) : .entity(kind: kind, ids: ids, text: text))
    }

    /// Those of `itemIDs` some Pokémon holds in the wild.
    private func heldItems(_ itemIDs: [Int]) throws -> [Int] {
        try index.heldItems(among: itemIDs)
    }

    /// The species whose Pokémon answer to the folded `name` in some language.
    func speciesIDs(named name: String) throws -> [Int] {
        let cards = index.cards
        return Set(try index.pokemon(named: name).compactMap { cards.document(ofPokemon: $0).map { cards.cards[$0].speciesID } })
            .sorted()
    }

    func isPokemonName(_ text: String) throws -> Bool {
        try !index.pokemon(named: TextFolder.fold(text)).isEmpty
    }

    private func unknownField(_ name: String, position: Int) -> QueryError {
        let known = Array(QueryField.aliases.keys) + Array(StatField.aliases.keys)
        let suggestion = EditDistance.closest(to: name.lowercased(), among: known.filter { $0.count > 2 }, maximum: 2)
        return .unknownField(name, position: position, suggestion: suggestion)
    }

    func term(_ text: String, position: Int, isPrefix: Bool) -> TextTerm {
        TextTerm(text: text, tokens: Analyzer.queryTokens(text), isPrefix: isPrefix, position: position)
    }

    func apply(_ filter: Filter, into plan: inout SearchPlan) {
        plan.clauses.append(FilterClause(negated: false, alternatives: [filter]))
        if case .entityOrName(_, _, let term) = filter {
            plan.nameLikeFilters.append(term.tokens.joined(separator: " "))
        }
    }
}
