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
    static let freeTextKinds: [LexiconKind] = [.type, .generation, .region, .genus, .ability, .color, .habitat, .shape, .eggGroup,
                                                .move, .item, .location]
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
        let syntax = try joiningFieldValues(syntax)
        for (index, clause) in syntax.clauses.enumerated() {
            let isLast = index == syntax.clauses.count - 1
            if !clause.negated, clause.alternatives.count == 1, case .word(let text, let position) = clause.alternatives[0] {
                run.append(Word(text: text, folded: TextFolder.fold(text), position: position,
                                isLast: isLast, followedByComma: clause.followedByComma))
                continue
            }
            // `weak to fire|ice`: words offered after a matchup's lead go on in its run, joined by `or`.
            if !clause.negated, let last = run.last?.folded,
               MatchupRelation.connectors.contains(last) || MatchupRelation.leadWords[last] != nil,
               let offered = Self.words(of: clause, isLast: isLast) {
                run += offered
                continue
            }
            try resolveRun(run, into: &plan)
            run.removeAll()
            try resolveClause(clause, into: &plan)
        }
        try resolveRun(run, into: &plan)
        try readNameList(&plan)
        // `top 10 water`: with nothing else to order them, the strongest.
        if plan.topCount != nil, plan.superlative == nil { plan.superlative = Superlative(key: .total, descending: true) }
        return plan
    }

    /// `pikachu raichu`, `pikachu, raichu`, `pikachu or raichu`, `pikachu vs
    /// raichu`: whole names side by side, and no other free text, are a list
    /// of either (no Pokémon has two names), in Pokédex order.
    private func readNameList(_ plan: inout SearchPlan) throws {
        guard plan.terms.count >= 2 else { return }
        var names: [TextTerm] = []
        // The last first: a word after a name (`vivillon polar`) is seldom a name itself.
        for term in plan.terms.reversed() {
            let folded = term.tokens.count == 1 ? term.tokens[0] : TextFolder.fold(term.text)
            if Self.listWords.contains(folded) { continue }
            guard term.corrections.isEmpty, try !index.pokemon(named: folded).isEmpty else { return }
            names.insert(term, at: 0)
        }
        guard names.count >= 2 else { return }
        plan.clauses.append(FilterClause(negated: false, alternatives: names.map { .name($0) }))
        plan.terms.removeAll()
    }

    /// Words between names in a list: `pikachu or raichu`, `pikachu vs raichu`.
    private static let listWords: Set<String> = ["or", "vs", "versus", "compare", "ou", "oder", "o"]

    /// The words a clause of bare words offers (`fire|ice`), joined by `or`; nil when one is not a bare word.
    private static func words(of clause: QuerySyntax.Clause, isLast: Bool) -> [Word]? {
        var words: [Word] = []
        for (offset, atom) in clause.alternatives.enumerated() {
            guard case .word(let text, let position) = atom else { return nil }
            if offset > 0 { words.append(Word(text: "or", folded: "or", position: position, isLast: false)) }
            words.append(Word(text: text, folded: TextFolder.fold(text), position: position,
                              isLast: isLast && offset == clause.alternatives.count - 1))
        }
        return words
    }

    /// `ability:swift swim`, `move:ice beam`, `family:mr mime`: a field's value
    /// typed without quotes takes the bare words after it that make it a
    /// longer value the field knows.
    private func joiningFieldValues(_ syntax: QuerySyntax) throws -> QuerySyntax {
        var clauses = syntax.clauses
        var index = 0
        while index < clauses.count {
            defer { index += 1 }
            guard clauses[index].alternatives.count == 1, case .field(let name, let value, let position) = clauses[index].alternatives[0],
                  let field = QueryField.named(name), !value.isEmpty else { continue }
            var following: [String] = []
            for next in clauses.dropFirst(index + 1).prefix(3) {
                guard !next.negated, next.alternatives.count == 1, case .word(let word, _) = next.alternatives[0] else { break }
                following.append(word)
            }
            for length in stride(from: following.count, through: 1, by: -1) {
                let longer = ([value] + following.prefix(length)).joined(separator: " ")
                guard try knows(field, value: TextFolder.fold(longer)) else { continue }
                clauses[index].alternatives = [.field(name, value: longer, position: position)]
                clauses[index].followedByComma = clauses[index + length].followedByComma
                clauses.removeSubrange(index + 1...index + length)
                break
            }
        }
        return QuerySyntax(clauses: clauses)
    }

    /// Whether `field` has a value that folds to `folded`.
    private func knows(_ field: QueryField, value folded: String) throws -> Bool {
        switch field {
        case .family, .evolvesFrom, .evolvesInto: return try !speciesIDs(named: folded).isEmpty
        case .evolutionMethod: return try evolutionMethod(named: folded) != nil
        case .game: return try index.versionMask(ofGame: folded) != nil
        default:
            guard let kind = field.lexiconKind else { return false }
            return try !lexicon.entries(for: [folded], kinds: [kind]).isEmpty
        }
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
    /// words), names that hold a keyword (`arceus fire`), keyword phrases with
    /// a typo (`ice bean`), then the longest phrase that names something, then
    /// free text, where a word finding no name may be a misspelt keyword.
    private func resolveRun(_ typed: [Word], into plan: inout SearchPlan) throws {
        let words = try RunWords(resolver: self).prepared(typed)
        guard !words.isEmpty else { return }
        let phrases = RunPhrases(words)
        let entries = try lexicon.entries(for: phrases.all, kinds: Self.freeTextKinds)
        let reader = RunReader(resolver: self, words: words, phrases: phrases, entries: entries)
        var index = 0
        var previousKind: LexiconKind?
        // `kanto or johto`: the next filter joins the last clause as an alternative.
        var offered = false
        // `dragon not flying`, `legendaries except mythicals`: the next value read is left out.
        var excluding = false
        func take(_ filter: Filter) {
            if excluding {
                plan.clauses.append(FilterClause(negated: true, alternatives: [filter]))
                excluding = false
                previousKind = Self.kind(of: filter)
                return
            }
            // `kanto and johto`, `kanto johto`: no Pokémon comes from two regions, so either.
            let exclusive = Self.isExclusive(filter) && plan.clauses.last.map { !$0.negated && $0.alternatives.allSatisfy(Self.isExclusive) } == true
            if (offered || exclusive), let last = plan.clauses.indices.last, !plan.clauses[last].negated {
                plan.clauses[last].alternatives.append(filter)
            } else {
                apply(filter, into: &plan)
            }
            offered = false
            previousKind = Self.kind(of: filter)
        }
        while index < words.count {
            if MatchupRelation.orWords.contains(words[index].folded), previousKind != nil, index + 1 < words.count {
                offered = true
                index += 1
                continue
            }
            if let pattern = try WildcardPattern.parse(words[index].text, position: words[index].position) {
                apply(.namePattern(pattern), into: &plan)
                previousKind = nil
                index += 1
                continue
            }
            if let read = try reader.keyword(at: index, previousKind: previousKind, plan: &plan) {
                let negated = read.negated || (excluding && !read.filters.isEmpty)
                if !read.filters.isEmpty { excluding = false }
                for filter in read.filters {
                    if negated {
                        plan.clauses.append(FilterClause(negated: true, alternatives: [filter]))
                    } else if case .pokedexNumber = filter, let last = plan.clauses.indices.last,
                              plan.clauses[last].alternatives.allSatisfy({ if case .pokedexNumber = $0 { true } else { false } }) {
                        // `#25 #26`: no Pokémon has two numbers, so either.
                        plan.clauses[last].alternatives.append(filter)
                    } else {
                        apply(filter, into: &plan)
                    }
                }
                previousKind = read.filters.last.flatMap(Self.kind(of:)) ?? previousKind
                index += read.length
                continue
            }
            if !excluding, let length = reader.exclusionLead(at: index) {
                excluding = true
                index += length
                continue
            }
            if let span = try reader.nameSpan(at: index) {
                plan.terms.append(span.term)
                previousKind = nil
                index += span.length
                continue
            }
            if let genus = try reader.genusEnding(at: index) {
                take(genus.filter)
                index += genus.length
                continue
            }
            if let repaired = try reader.misspeltPhrase(at: index) {
                take(repaired.filter)
                plan.corrections.append(repaired.notice)
                index += repaired.length
                continue
            }
            var matched = false
            for length in stride(from: min(Self.longestPhrase, words.count - index), through: 1, by: -1) {
                let slice = words[index..<index + length]
                guard let filter = try filter(for: slice, entries: entries, text: phrases[index..<index + length]) else { continue }
                if length == 1, try reader.givesWayToName(filter, at: index) { continue }
                take(filter)
                index += length
                matched = true
                break
            }
            if matched { continue }
            if let gender = try reader.gender(at: index, plan: &plan) {
                if case .term(let term) = gender { plan.terms.append(term) }
            } else if let misspelt = try reader.misspelt(at: index, plan: plan) {
                switch misspelt {
                case .filter(let filter, let notice):
                    take(filter)
                    if let notice { plan.corrections.append(notice) }
                case .superlative(let superlative, let notice):
                    plan.superlative = superlative
                    plan.corrections.append(notice)
                }
            } else if excluding {
                // `dragon other than garchomp`: a name left out.
                plan.clauses.append(FilterClause(negated: true, alternatives: [.name(reader.term(at: index))]))
                excluding = false
            } else {
                var term = reader.term(at: index)
                term.expansions = try reader.nameFragments(at: index)
                plan.terms.append(term)
                if let genus = try reader.genusOfWord(at: index) { plan.preferred.append(genus) }
                previousKind = nil
            }
            index += 1
        }
        plan.terms.removeAll { $0.tokens.isEmpty }
    }

    /// Whether no Pokémon can meet two different filters like `filter`: a
    /// generation or a region (each species has one).
    private static func isExclusive(_ filter: Filter) -> Bool {
        switch filter {
        case .generation, .entity(.region, _, _): return true
        default: return false
        }
    }

    /// The kind of value a filter names (`fire` in `fire type`), if it names one.
    private static func kind(of filter: Filter) -> LexiconKind? {
        switch filter {
        case .entity(let kind, _, _), .entityOrName(let kind, _, _): return kind
        case .generation: return .region
        default: return nil
        }
    }

    func phrase(_ words: ArraySlice<Word>) -> String {
        words.map(\.folded).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What a run of words names, if anything; an item when it evolves some
    /// Pokémon (`moon stone`: those), when some Pokémon holds it, or when its
    /// name is several words (`choice scarf`: none holds it); `apple` or
    /// `ruby`, held by none, stay text.
    func filter(for words: ArraySlice<Word>, entries: [String: [Lexicon.Entry]], text: String? = nil) throws -> Filter? {
        let text = text ?? phrase(words)
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
        // `dragon pokemon` is the type with a filler word, not Dratini's genus;
        // `legendary pokemon` and `baby pokemon` are the flags, not Arcanine's or Toxel's.
        let valueWithFiller = words.count == 2 && QueryWords.pokemonFillers.contains(words.last!.folded)
            && ((entries[words.first!.folded] ?? []).contains { $0.kind == .type } || PokemonFlag.words[words.first!.folded] != nil)
        if !genera.isEmpty && !valueWithFiller { return .entity(kind: .genus, ids: genera, text: text) }
        let regions = found.filter { $0.kind == .region }.map(\.id)
        if !regions.isEmpty { return .entity(kind: .region, ids: regions, text: text) }
        for kind in [LexiconKind.color, .habitat, .shape] {
            let ids = found.filter { $0.kind == kind }.map(\.id)
            if !ids.isEmpty { return .entity(kind: kind, ids: ids, text: text) }
        }
        // An egg group by its name alone (`amorphous`, `undiscovered`, `water 1`):
        // only breeders mean these words. `water 3 stage` stays a type and a line's length.
        let eggGroups = found.filter { $0.kind == .eggGroup }.map(\.id)
        if !eggGroups.isEmpty, isLast || Int(words.last!.folded) == nil {
            return .entity(kind: .eggGroup, ids: eggGroups, text: text)
        }
        // Last: "flamethrower water" means water Pokémon that learn it; like an
        // ability, the words still reach names (`thunder` finds Thundurus first).
        // Items after moves (`metronome` is both): `leftovers` means its
        // holders, unless it is a Pokémon's own name (キュウコン is also a bulb).
        for kind in [LexiconKind.move, .item] {
            var ids = found.filter { $0.kind == kind }.map(\.id)
            if kind == .item, !ids.isEmpty, let method = try evolution(byItems: ids), try !isPokemonName(text) {
                return .evolutionMethod(method, text: text)
            }
            // `helix fossil`: the Pokémon it is revived into.
            if kind == .item, !ids.isEmpty, case let revived = try index.species(ofItems: ids, bySlug: FossilItems.revived), !revived.isEmpty,
               try !isPokemonName(text) {
                return .group(PokemonGroup(name: "revived from " + text, speciesIDs: revived))
            }
            // An item of several words no Pokémon holds (`choice band`) is still the
            // item, found in no Pokémon's hands, rather than words read as typos of names.
            let heldOnlyInBattle = kind == .item && words.count > 1 && !ids.isEmpty
            if kind == .item && !ids.isEmpty { ids = try heldItems(ids) }
            if !ids.isEmpty || heldOnlyInBattle, try kind != .item || !isPokemonName(text) {
                return .entityOrName(kind: kind, ids: ids, term(words.map(\.text).joined(separator: " "),
                                                                position: words.first!.position, isPrefix: isLast))
            }
        }
        // A place (`mt moon`, `mondberg`): the Pokémon met there, unless it is
        // a Pokémon's own name, or one word the Pokédex's texts use (`grotte`).
        let locations = found.filter { $0.kind == .location }.map(\.id)
        if !locations.isEmpty, try !isPokemonName(text), try words.count > 1 || index.postings(of: text) == nil {
            return .location(ids: locations, text: text)
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
            if QueryField.named(StatField.normalized(name)) == .generation {
                return .filter(try generationFilter(comparison, value, name: name, position: position))
            }
            guard let stat = StatField.named(name) else { throw unknownField(name, position: position) }
            return .filter(.comparison(stat, comparison, value))
        case .field(let name, let value, let position):
            return try resolveField(name, value: value, position: position, into: &plan)
        }
    }

    private func resolveField(_ name: String, value: String, position: Int, into plan: inout SearchPlan) throws -> Resolved? {
        if let stat = StatField.named(name) {
            // `spe:>=100`, and `spe:100` (equal), as `spe>=100` and `spe=100` read.
            let comparison = ComparisonOperator.allCases.first { value.hasPrefix($0.rawValue) }
            // `atk>spa`, `def<=spd`: one base stat against another.
            if let comparison, stat.isBaseStat, let other = StatField.named(String(value.dropFirst(comparison.rawValue.count))),
               other.isBaseStat {
                return .filter(.statVersus(stat, comparison, other))
            }
            guard let number = DecimalNumber.parse(value.dropFirst(comparison?.rawValue.count ?? 0)) else {
                throw QueryError.badNumber(field: name, value: value, position: position)
            }
            return .filter(.comparison(stat, comparison ?? .equal, number))
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
            // `gen:>4`, `gen:5+`: the generations the comparison holds for (folding drops the operator).
            if let (comparison, generation) = GenerationNumber.comparison(typed) {
                return .filter(try generationFilter(comparison, Double(generation), name: name + ":", position: position))
            }
            if let generation = Int(typed) ?? GenerationNumber.parse(folded, standalone: true) {
                return .filter(try generationFilter(generation, field: "generation", value: name + ":" + value, position: position))
            }
            // `gen:1-3`, `gen:i..iii`: the generations from one to the other.
            if let span = GenerationNumber.span(typed.lowercased()) {
                return .filter(try generationFilter(span, field: "generation", value: name + ":" + value, position: position))
            }
            // `gen:>kalos`, `gen:johto+`: a comparison with the generation of a region that has one.
            if let (comparison, region) = GenerationNumber.comparing(typed),
               let generation = try regionGeneration(TextFolder.fold(region)) {
                return .filter(try generationFilter(comparison, Double(generation), name: name + ":", position: position))
            }
            // `gen:kalos`: a region's generation.
            if let regions = try lexicon.entries(for: [folded], kinds: [.region])[folded], !regions.isEmpty {
                return .filter(.generation(try index.generations(ofRegions: regions.map(\.id))))
            }
            return try resolveValue(of: field, name: name, value: value, position: position, into: &plan)
        case .evolutionMethod:
            guard let method = try evolutionMethod(named: folded) else {
                throw QueryError.unknownValue(field: name, value: value, position: position, suggestion: nil)
            }
            return .filter(.evolutionMethod(method, text: folded))
        case .game:
            guard let mask = try index.versionMask(ofGame: folded) else {
                throw QueryError.unknownValue(field: name, value: value, position: position,
                                              suggestion: try index.closestGame(to: folded))
            }
            plan.versionMask = (plan.versionMask ?? 0) | mask
            return nil
        case .region where RegionalForm.withoutGeneration[folded] != nil:
            return .filter(.regional(RegionalForm.withoutGeneration[folded]!))
        case .family, .evolvesFrom, .evolvesInto:
            var species = try speciesIDs(named: folded)
            var text = folded
            // `family:pikchu`: a name with a typo, corrected with a notice.
            if species.isEmpty, let corrected = try PokemonNameCorrection(index: index).correction(for: folded) {
                species = try speciesIDs(named: corrected)
                text = corrected
                if !species.isEmpty { plan.corrections.append("\(value) → \(corrected)") }
            }
            guard !species.isEmpty else {
                let suggestion = try TypoCorrector(index: index).suggestions(for: folded).first
                throw QueryError.unknownValue(field: field.rawValue, value: value, position: position, suggestion: suggestion)
            }
            let relation: EvolutionRelation = field == .family ? .family : field == .evolvesInto ? .ancestors : .descendants
            return .filter(.evolution(relation, speciesIDs: species, text: text))
        default:
            return try resolveValue(of: field, name: name, value: value, position: position, into: &plan)
        }
    }

    /// The one generation of the region `folded` names (`kalos` → 6), if it names one with one.
    private func regionGeneration(_ folded: String) throws -> Int? {
        guard let regions = try lexicon.entries(for: [folded], kinds: [.region])[folded], !regions.isEmpty else { return nil }
        let generations = Set(try index.generations(ofRegions: regions.map(\.id)))
        return generations.count == 1 ? generations.first : nil
    }

    /// The filter for `gen>=5`, `gen<3`: the generations compared, or an
    /// error naming the range when none is left.
    private func generationFilter(_ comparison: ComparisonOperator, _ value: Double, name: String, position: Int) throws -> Filter {
        let range = try index.generationRange() ?? 1...1
        let generations = range.filter { comparison.holds(Double($0), value) }
        guard !generations.isEmpty else {
            let number = Int(exactly: value).map(String.init) ?? String(value)
            throw QueryError.outOfRange(field: "generation", value: name + comparison.rawValue + number, position: position, range: range)
        }
        return .generation(generations)
    }

    /// The filter for generation `number`, or an error naming the range
    /// the Pokédex holds (1 … its latest generation).
    private func generationFilter(_ number: Int, field: String, value: String, position: Int) throws -> Filter {
        try generationFilter(number...number, field: field, value: value, position: position)
    }

    /// The filter for the generations `numbers`, or an error naming the range
    /// the Pokédex holds when one is outside it.
    private func generationFilter(_ numbers: ClosedRange<Int>, field: String, value: String, position: Int) throws -> Filter {
        let range = try index.generationRange() ?? 1...1
        guard range.contains(numbers.lowerBound), range.contains(numbers.upperBound) else {
            throw QueryError.outOfRange(field: field, value: value, position: position, range: range)
        }
        return .generation(Array(numbers))
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
        var text = folded
        // `genus:fox` is the Fox Pokémon.
        if kind == .genus, !folded.containsByte(UInt8(ascii: " ")) { text += " pokemon" }
        var ids = try lexicon.entries(for: [text], kinds: [kind])[text]?.map(\.id) ?? []
        // `learns:priority`, `move:recoil`: a class of moves rather than one.
        if ids.isEmpty, kind == .move, let moveClass = MoveClassWords.named(value) {
            return .filter(.moveClass(moveClass, text: folded))
        }
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
        if let relation { return .filter(try matchup(relation, typeIDs: ids, text: text)) }
        if kind == .location { return .filter(.location(ids: ids, text: text)) }
        return .filter(kind == .generation ? .generation(ids) : .entity(kind: kind, ids: ids, text: text))
    }

    /// The way of evolving `folded` names in full (`water stone`, `trade`,
    /// `friendship night`), as the words after `evolves` say it.
    func evolutionMethod(named folded: String) throws -> EvolutionMethodQuery? {
        let words = folded.split(separator: " ").enumerated().map { offset, word in
            Word(text: String(word), folded: String(word), position: 1, isLast: false)
        }
        guard !words.isEmpty else { return nil }
        let phrases = RunPhrases(words)
        let reader = RunReader(resolver: self, words: words, phrases: phrases,
                               entries: try lexicon.entries(for: phrases.all, kinds: [.item, .location, .move]))
        return try reader.wholeMethod()
    }

    /// Evolving with one of `itemIDs`, used or held, if some Pokémon does:
    /// players naming a `moon stone` or a `metal coat` mean what it evolves
    /// (`holds moon stone` is its holders in the wild).
    private func evolution(byItems itemIDs: [Int]) throws -> EvolutionMethodQuery? {
        let method = EvolutionMethodQuery(itemIDs: itemIDs)
        return try index.evolutionMethods().contains(where: method.matches) ? method : nil
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
