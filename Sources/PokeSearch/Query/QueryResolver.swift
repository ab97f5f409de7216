import Foundation
import GRDB

/// Resolves parsed syntax against the Pokédex: words that name a type, an
/// ability, a generation, a flag or a move become filters; the rest is free text.
///
/// Types always win ("fire dragon" means both types, never Horsea's genus);
/// the longest phrase wins ("swift swim" is the ability, not two words).
struct QueryResolver {
    let db: Database

    /// Kinds a bare word or phrase is checked against, in order of precedence.
    private static let freeTextKinds: [LexiconKind] = [.type, .generation, .ability, .move]
    /// Longest phrase tried for a multi-word name ("shields down" , "wonder guard").
    private static let longestPhrase = 4

    func resolve(_ syntax: QuerySyntax) throws -> SearchPlan {
        var plan = SearchPlan()
        var run: [Word] = []
        for (index, clause) in syntax.clauses.enumerated() {
            if !clause.negated, clause.alternatives.count == 1, case .word(let text, let position) = clause.alternatives[0] {
                run.append(Word(text: text, folded: TextFolder.fold(text), position: position,
                                isLast: index == syntax.clauses.count - 1))
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

    private struct Word {
        var text: String
        var folded: String
        var position: Int
        var isLast: Bool
    }

    private func resolveRun(_ words: [Word], into plan: inout SearchPlan) throws {
        guard !words.isEmpty else { return }
        var phrases = Set<String>()
        for start in words.indices {
            for length in 1...min(Self.longestPhrase, words.count - start) {
                phrases.insert(phrase(words[start..<start + length]))
            }
        }
        let entries = try Lexicon(db: db).entries(for: phrases, kinds: Self.freeTextKinds)
        var index = 0
        while index < words.count {
            var matched = false
            for length in stride(from: min(Self.longestPhrase, words.count - index), through: 1, by: -1) {
                let slice = words[index..<index + length]
                if let filter = try filter(for: slice, entries: entries) {
                    apply(filter, into: &plan)
                    index += length
                    matched = true
                    break
                }
            }
            if !matched {
                let word = words[index]
                plan.terms.append(term(word.text, position: word.position, isPrefix: word.isLast))
                index += 1
            }
        }
        plan.terms.removeAll { $0.tokens.isEmpty }
    }

    private func phrase(_ words: ArraySlice<Word>) -> String {
        words.map(\.folded).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What a run of words names, if anything.
    private func filter(for words: ArraySlice<Word>, entries: [String: [Lexicon.Entry]]) throws -> Filter? {
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
        if words.count == 1, let flag = PokemonFlag.words[text] {
            return .flag(flag)
        }
        // Last: "flamethrower water" means water Pokémon that learn it; like an
        // ability, the words still reach names (`thunder` finds Thundurus first).
        let moves = found.filter { $0.kind == .move }.map(\.id)
        if !moves.isEmpty {
            return .entityOrName(kind: .move, ids: moves, term(words.map(\.text).joined(separator: " "),
                                                                 position: words.first!.position, isPrefix: isLast))
        }
        return nil
    }

    // MARK: - Other clauses

    private func resolveClause(_ clause: QuerySyntax.Clause, into plan: inout SearchPlan) throws {
        var alternatives: [Filter] = []
        for atom in clause.alternatives {
            switch try resolve(atom) {
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

    private func resolve(_ atom: QuerySyntax.Atom) throws -> Resolved? {
        switch atom {
        case .word(let text, let position), .phrase(let text, let position):
            let words = text.split(whereSeparator: \.isWhitespace).map {
                Word(text: String($0), folded: TextFolder.fold(String($0)), position: position, isLast: false)
            }
            let whole = phrase(words[...])
            let entries = try Lexicon(db: db).entries(for: [whole], kinds: Self.freeTextKinds)
            if let filter = try filter(for: words[...], entries: entries) { return .filter(filter) }
            let found = term(text, position: position, isPrefix: false)
            return found.tokens.isEmpty ? nil : .text(found)
        case .comparison(let name, let comparison, let value, let position):
            guard let stat = StatField.named(name) else { throw unknownField(name, position: position) }
            return .filter(.comparison(stat, comparison, value))
        case .field(let name, let value, let position):
            return try resolveField(name, value: value, position: position)
        }
    }

    private func resolveField(_ name: String, value: String, position: Int) throws -> Resolved? {
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
            fallthrough
        default:
            let kind = field.lexiconKind!
            let ids = try Lexicon(db: db).entries(for: [folded], kinds: [kind])[folded]?.map(\.id) ?? []
            if !ids.isEmpty {
                return .filter(kind == .generation ? .generation(ids) : .entity(kind: kind, ids: ids, text: folded))
            }
            if try isPokemonName(name + " " + value) { return .text(term(name + " " + value, position: position, isPrefix: false)) }
            throw QueryError.unknownValue(field: kind.rawValue, value: value, position: position,
                                          suggestion: try Lexicon(db: db).closest(to: folded, kind: kind))
        }
    }

    /// The filter for generation `number`, or an error naming the range
    /// the Pokédex holds (1 … its latest generation).
    private func generationFilter(_ number: Int, field: String, value: String, position: Int) throws -> Filter {
        let range = try Row.fetchOne(db, sql: "SELECT min(id), max(id) FROM generation").flatMap { row -> ClosedRange<Int>? in
            guard let low: Int = row[0], let high: Int = row[1], low <= high else { return nil }
            return low...high
        } ?? 1...1
        guard range.contains(number) else {
            throw QueryError.outOfRange(field: field, value: value, position: position, range: range)
        }
        return .generation([number])
    }

    private func isPokemonName(_ text: String) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM search_name WHERE folded = ?)",
                          arguments: [TextFolder.fold(text)]) ?? false
    }

    private func unknownField(_ name: String, position: Int) -> QueryError {
        let known = Array(QueryField.aliases.keys) + Array(StatField.aliases.keys)
        let suggestion = EditDistance.closest(to: name.lowercased(), among: known.filter { $0.count > 2 }, maximum: 2)
        return .unknownField(name, position: position, suggestion: suggestion)
    }

    private func term(_ text: String, position: Int, isPrefix: Bool) -> TextTerm {
        TextTerm(text: text, tokens: Analyzer.queryTokens(text), isPrefix: isPrefix, position: position)
    }

    private func apply(_ filter: Filter, into plan: inout SearchPlan) {
        plan.clauses.append(FilterClause(negated: false, alternatives: [filter]))
        if case .entityOrName(_, _, let term) = filter {
            plan.nameLikeFilters.append(term.tokens.joined(separator: " "))
        }
    }
}
