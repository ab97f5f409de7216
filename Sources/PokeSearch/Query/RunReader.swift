import GRDB

/// Reads the query-language phrases of a run of bare words for
/// `QueryResolver`: Pokédex numbers, evolution and matchup phrases, field
/// words (`move surf`), superlatives, filler and request words, negated
/// flags, `random`. Keywords are read here, before any typo correction of
/// names runs. Names that hold a keyword (`arceus fire`), gender words and
/// typos are read in this type's extensions (`RunReader+Names`, `RunReader+Typos`).
struct RunReader {
    let resolver: QueryResolver
    let words: [QueryResolver.Word]
    /// The run's phrases, by the range of words they join.
    let phrases: RunPhrases
    /// What each phrase of the run names (`QueryResolver.freeTextKinds`).
    let entries: [String: [Lexicon.Entry]]
    /// Which words find no name (kept for the run: several readers ask).
    let memo = RunMemo()

    /// Kinds whose single words give way to a name they are part of (`white
    /// kyurem`, `alola raichu`) or that they are.
    static let wordKinds: Set<LexiconKind> = [.region, .color, .habitat, .shape, .eggGroup]

    var index: IndexReader { resolver.index }

    /// The rarer phrases' words this run holds (`RunVocabulary`), found once.
    var vocabulary: RunVocabulary {
        if let known = memo.vocabulary { return known }
        let found = RunVocabulary(words)
        memo.vocabulary = found
        return found
    }

    /// A phrase read at `index`: the filters it stands for, each a clause of
    /// its own (none for a word that only changes the plan, like `fastest`),
    /// whether they are negated (`not weak to ground`), and how many words it took.
    struct Read {
        var filters: [Filter]
        var negated = false
        var length: Int

        init(filter: Filter?, length: Int) {
            self.filters = filter.map { [$0] } ?? []
            self.length = length
        }

        init(filters: [Filter], negated: Bool, length: Int) {
            self.filters = filters
            self.negated = negated
            self.length = length
        }
    }

    /// The query-language phrase starting at `index`, if any. `previousKind`
    /// is the kind of the value read just before (`fire` in `fire type`).
    func keyword(at index: Int, previousKind: LexiconKind?, plan: inout SearchPlan) throws -> Read? {
        let word = words[index]
        if let read = try aboutNamedPokemon(at: index) { return read }
        if let read = try matchup(at: index, plan: &plan) { return read }
        if let read = role(at: index, plan: &plan) { return read }
        if let read = try weatherRole(at: index) { return read }
        if let read = try rivalComparison(at: index, plan: &plan) { return read }
        if let read = group(at: index) { return read }
        if let read = try breeding(at: index) { return read }
        if let read = possessedFlag(at: index) { return read }
        if let read = try generationSpan(at: index) { return read }
        if let read = stageLine(at: index) { return read }
        if let read = try effortYield(at: index) { return read }
        if let read = firstNumbers(at: index) { return read }
        if let read = topCount(at: index, plan: &plan) { return read }
        if let read = try pokedexNumber(at: index) { return read }
        if let read = try evolutionMethod(at: index) { return read }
        if let read = try evolution(at: index, plan: &plan) { return read }
        if let read = try typedMoves(at: index) { return read }
        if let read = try stabMove(at: index, plan: &plan) { return read }
        if let read = try learnersOfShortName(at: index, plan: &plan) { return read }
        if let read = try moveClass(at: index) { return read }
        if let read = try trailingEggGroup(at: index) { return read }
        if let read = try heldItemKind(at: index) { return read }
        if let read = try fieldPhrase(at: index, plan: &plan) { return read }
        if let read = try encounterMethod(at: index, plan: &plan) { return read }
        if let read = try location(at: index) { return read }
        if let read = try gameAfterPlace(at: index, plan: &plan) { return read }
        if let read = try gameNamed(at: index, plan: &plan) { return read }
        if let read = try regional(at: index) { return read }
        if let read = statSuperlative(at: index, plan: &plan) { return read }
        if index + 2 < words.count, let superlative = Superlative.phrases[phrases[index...index + 2]], plan.superlative == nil {
            plan.superlative = superlative
            return Read(filter: nil, length: 3)
        }
        if plan.superlative == nil, let (superlative, length) = comparativeSuperlative(at: index) {
            plan.superlative = superlative
            return Read(filter: nil, length: length)
        }
        if let superlative = Superlative.words[word.folded], plan.superlative == nil {
            plan.superlative = superlative
            return Read(filter: nil, length: 1)
        }
        if let superlative = Superlative.adjectives[word.folded], plan.superlative == nil, !startsPhrase(at: index),
           try !(word.isLast && self.index.hasName(startingWith: word.folded)) {
            plan.superlative = superlative
            return Read(filter: nil, length: 1)
        }
        if plan.superlative != nil, let read = try secondProperty(at: index) { return read }
        if let read = negatedFlag(at: index) { return read }
        if QueryWords.random.contains(word.folded), words.count > 1 {
            plan.isRandom = true
            return Read(filter: nil, length: 1)
        }
        if words.count > 1, try leadsToPlace(at: index) { return Read(filter: nil, length: 1) }
        if let kind = QueryWords.kindFillers[word.folded], words.count > 1,
           previousKind == kind || nextIs(kind, after: index) || (kind == .type && nextIsFiller(of: .type, after: index)) {
            return Read(filter: nil, length: 1)
        }
        // `pokemon tower`, `pokemon mansion`: a place's name, not a filler.
        if QueryWords.pokemonFillers.contains(word.folded) && words.count > 1 && !startsPhrase(at: index) {
            plan.asksForEverything = true
            return Read(filter: nil, length: 1)
        }
        // `shiny stone`: a word of a request that begins a thing's name is that name's.
        if QueryWords.requestWords.contains(word.folded) && words.count > 1, try !formsName(at: index), !startsPhrase(at: index),
           try !(word.isLast && self.index.hasName(startingWith: word.folded)) {
            if QueryWords.everything.contains(word.folded) { plan.asksForEverything = true }
            return Read(filter: nil, length: 1)
        }
        // One such word alone (`pokemon`), unless some name starts with it: `all` does, and stays a name being typed.
        if words.count == 1, QueryWords.pokemonFillers.contains(word.folded) || QueryWords.everything.contains(word.folded),
           try !self.index.hasName(startingWith: word.folded) {
            plan.asksForEverything = true
            return Read(filter: nil, length: 1)
        }
        return nil
    }

    /// `plus rapide`, `le plus rapide`, `el más rápido`, `가장 빠른`: another
    /// language's superlative, an article before it or not, and its length.
    func comparativeSuperlative(at index: Int) -> (Superlative, Int)? {
        guard vocabulary.contains(.comparative) else { return nil }
        let start = index + 2 < words.count && Superlative.articles.contains(words[index].folded) ? index + 1 : index
        guard start + 1 < words.count, let superlative = Superlative.pairs[phrases[start...start + 1]] else { return nil }
        return (superlative, start + 2 - index)
    }

    /// `fast and bulky`, `fast bulky water`, `heavy and slow`: once the
    /// query sorts by one property, another property word keeps the Pokémon
    /// in that property's best quarter (`bulky`: a base stat total at or
    /// above three quarters of all Pokémon's), as a comparison it explains.
    private func secondProperty(at index: Int) throws -> Read? {
        let word = words[index]
        guard let superlative = Superlative.adjectives[word.folded] ?? Superlative.properties[word.folded] else { return nil }
        // After `and` it is no name being typed (`heavy and slow`, not Slowpoke).
        let joined = index > 0 && QueryWords.conjunctions.contains(words[index - 1].folded)
        // The first sorts by a property named (`fast`, `highest attack`), not by a lead alone (`top … fastest`).
        let namedFirst = words[..<index].contains {
            Superlative.adjectives[$0.folded] != nil || Superlative.properties[$0.folded] != nil || StatField.named($0.folded) != nil
        }
        guard namedFirst, !startsPhrase(at: index),
              try joined || !(word.isLast && self.index.hasName(startingWith: word.folded)) else { return nil }
        let quarter = self.index.catalogueFigure("best quarter \(superlative.key.rawValue) \(superlative.descending)") {
            let values = self.index.cards.cards.compactMap { $0.value(of: superlative.key) }.sorted()
            guard !values.isEmpty else { return -1 }
            return superlative.descending ? values[values.count * 3 / 4] : values[values.count / 4]
        }
        guard quarter >= 0 else { return nil }
        let stat = StatField(key: superlative.key)
        return Read(filter: .comparison(stat, superlative.descending ? .greaterOrEqual : .lessOrEqual, Double(quarter) / stat.scale),
                    length: 1)
    }

    // MARK: Lines by their stages

    /// `3 stage`, `three-stage line`, `2 stage evolutions`, `one stage`: the
    /// Pokémon of lines that long, read before `3` could be a Pokédex number.
    private func stageLine(at index: Int) -> Read? {
        let word = words[index].folded
        let pieces = word.split(separator: "-")
        let flag: PokemonFlag?, length: Int
        if pieces.count == 2, PokemonFlag.stageWords.contains(String(pieces[1])) {
            (flag, length) = (PokemonFlag.lineLengths[String(pieces[0])], 1)
        } else if index + 1 < words.count, PokemonFlag.stageWords.contains(words[index + 1].folded) {
            (flag, length) = (PokemonFlag.lineLengths[word], 2)
        } else {
            return nil
        }
        guard let flag else { return nil }
        let end = index + length
        let takesLineWord = end < words.count && PokemonFlag.lineWords.contains(words[end].folded)
        return Read(filter: .flag(flag), length: length + (takesLineWord ? 1 : 0))
    }

    // MARK: Numbers

    /// `25`, `#25`, `no. 25`, `pokedex 25`, `dex no. 25`, `national dex #25`;
    /// a number that completes a name is the name (`zygarde 10`, `porygon 2`).
    private func pokedexNumber(at index: Int) throws -> Read? {
        if let read = pokedexRange(at: index, length: 0) { return read }
        var end = index
        while end < words.count - 1, end - index < 3, PokedexNumber.leadWords.contains(words[end].text.lowercased())
                || PokedexNumber.leadWords.contains(words[end].folded) {
            end += 1
        }
        let marked = end > index
        // `national dex 1-151`, `dex 1 to 151`.
        if marked, let read = pokedexRange(at: end, length: end - index) { return read }
        let typed = words[end].text
        if PokedexNumber.isOutOfRange(typed, marked: marked) {
            let range = 1...self.index.cards.species.maximumSpeciesID
            throw QueryError.outOfRange(field: "Pokédex number", value: words[index...end].map(\.text).joined(separator: " "),
                                        position: words[index].position, range: range)
        }
        guard let number = PokedexNumber.parse(typed), try marked || !formsName(at: end) else { return nil }
        return Read(filter: .pokedexNumber(number), length: end - index + 1)
    }

    /// `25-30`, `1 to 151`, `#1 through #151`: the numbers from one to the
    /// other, at `at`, after `length` words that said a number is meant.
    private func pokedexRange(at start: Int, length: Int) -> Read? {
        var bounds: (low: Int, high: Int, words: Int)?
        let parts = words[start].text.containsByte(UInt8(ascii: "-"))
            ? words[start].text.split(separator: "-", omittingEmptySubsequences: false) : []
        if parts.count == 2, let low = PokedexNumber.parse(String(parts[0])), let high = PokedexNumber.parse(String(parts[1])) {
            bounds = (low, high, 1)
        } else if start + 2 < words.count, PokedexNumber.rangeConnectors.contains(words[start + 1].folded),
                  let low = PokedexNumber.parse(words[start].text), let high = PokedexNumber.parse(words[start + 2].text) {
            bounds = (low, high, 3)
        }
        guard let bounds, bounds.low < bounds.high else { return nil }
        return Read(filters: Self.pokedexNumbers(from: bounds.low, to: bounds.high), negated: false, length: length + bounds.words)
    }

    /// The filters of the Pokédex numbers from `low` to `high`.
    static func pokedexNumbers(from low: Int, to high: Int) -> [Filter] {
        let number = StatField(key: .number)
        return [.comparison(number, .greaterOrEqual, Double(low)), .comparison(number, .lessOrEqual, Double(high))]
    }

    // MARK: Evolution families

    /// `X evolutions`, `X family`, `evolutions of X`, `evolves from X`,
    /// `evolves into X` and `X pre-evolutions` (its pre-evolutions), `evolutions
    /// X`; a one-word name may have a typo (`charmandr evolutions`, with a
    /// notice), and so may the phrase's own word (`eevee evolutons`).
    private func evolution(at index: Int, plan: inout SearchPlan) throws -> Read? {
        if let (relation, leadLength) = leadingEvolution(at: index, plan: &plan),
           let (species, text, length) = try pokemonName(startingAt: index + leadLength, plan: &plan) {
            return Read(filter: .evolution(relation, speciesIDs: species, text: text), length: length + leadLength)
        }
        for length in stride(from: min(3, words.count - index - 1), through: 1, by: -1) {
            guard let trailing = trailingEvolution(at: index + length, plan: &plan) else { continue }
            var relation = trailing.0
            let trailingLength = trailing.1
            var name = phrases[index..<index + length]
            var found = try speciesIDs(namedOrPossessive: name)
            if found == nil, length == 1, let corrected = try correctedName(words[index], plan: &plan) {
                (found, name) = (corrected.species, corrected.text)
            }
            guard let species = found else { continue }
            var consumed = length + trailingLength
            // `eevee evolution line`, `abra evolution chain`: the whole family.
            if index + consumed < words.count, EvolutionPhrase.trailing[words[index + consumed].folded] == .family {
                relation = .family
                consumed += 1
            }
            // `eevee evolves into`: the word after says nothing more.
            if index + consumed < words.count, EvolutionPhrase.trailingFillers.contains(words[index + consumed].folded) {
                consumed += 1
            }
            return Read(filter: .evolution(relation, speciesIDs: species, text: name), length: consumed)
        }
        return nil
    }

    /// The leading phrase at `index` (`evolutions of`, `evolves into`, `pre-evolutions of`, `evolutions`) and its length.
    private func leadingEvolution(at index: Int, plan: inout SearchPlan) -> (EvolutionRelation, Int)? {
        for length in [3, 2] where index + length < words.count {
            if let relation = EvolutionPhrase.leading[phrases[index..<index + length]] { return (relation, length) }
        }
        // `evolutons of eevee`: a typo in the phrase's first word.
        if index + 2 < words.count, let relation = correctedLeadingWord(words[index], followedBy: words[index + 1].folded, plan: &plan) {
            return (relation, 2)
        }
        if index + 1 < words.count, index == 0, let relation = EvolutionPhrase.leadingAlone[words[index].folded] {
            return (relation, 1)
        }
        return nil
    }

    /// The trailing phrase at `index` (`evolutions`, `pre evolutions`, `evolutons`) and its length.
    private func trailingEvolution(at index: Int, plan: inout SearchPlan) -> (EvolutionRelation, Int)? {
        if index + 1 < words.count, let relation = EvolutionPhrase.trailing[phrases[index...index + 1]] {
            return (relation, 2)
        }
        if let relation = EvolutionPhrase.trailing[words[index].folded] { return (relation, 1) }
        // `eevee evolutons`: a typo in the phrase's word, said out loud.
        let word = words[index]
        guard word.folded.count >= 6,
              let spelling = EvolutionPhrase.longTrailingWords.nearest(to: word.folded, allowed: 1, prefix: false).first?.token,
              let relation = EvolutionPhrase.trailing[spelling] else { return nil }
        plan.corrections.append("\(word.text) → \(spelling)")
        return (relation, 1)
    }

    /// A word with a typo that, before `next`, makes a leading evolution
    /// phrase (`evolutons of`): its relation, with a notice.
    private func correctedLeadingWord(_ word: QueryResolver.Word, followedBy next: String, plan: inout SearchPlan) -> EvolutionRelation? {
        guard word.folded.count >= 6, let firsts = EvolutionPhrase.leadingFirstWords[next],
              let first = EditDistance.closest(to: word.folded, among: firsts, maximum: 1), first != word.folded,
              let relation = EvolutionPhrase.leading[first + " " + next] else { return nil }
        plan.corrections.append("\(word.text) → \(first)")
        return relation
    }

    /// The species `name` names, or `name` without a possessive `s`
    /// (`bulbasaur's` folds to `bulbasaurs`).
    private func speciesIDs(namedOrPossessive name: String) throws -> [Int]? {
        let species = try resolver.speciesIDs(named: name)
        if !species.isEmpty { return species }
        guard name.hasSuffix("s") else { return nil }
        let singular = try resolver.speciesIDs(named: String(name.dropLast()))
        return singular.isEmpty ? nil : singular
    }

    /// The longest Pokémon name (up to three words) starting at `index`, else
    /// one word there with a typo.
    func pokemonName(startingAt index: Int, plan: inout SearchPlan) throws -> (species: [Int], text: String, length: Int)? {
        guard index < words.count else { return nil }
        for length in stride(from: min(3, words.count - index), through: 1, by: -1) {
            let name = phrases[index..<index + length]
            if let species = try speciesIDs(namedOrPossessive: name) { return (species, name, length) }
        }
        return try correctedName(words[index], plan: &plan).map { ($0.species, $0.text, 1) }
    }

    /// The Pokémon named in full from `index` (up to `QueryResolver.longestPhrase`
    /// words: `mega charizard x`, `alolan ninetales`), the default forms only
    /// when the name is a species' too: its ids, text and length in words.
    func formName(startingAt index: Int) throws -> (ids: [Int], text: String, length: Int)? {
        for length in stride(from: min(QueryResolver.longestPhrase, words.count - index), through: 1, by: -1) {
            let name = phrases[index..<index + length]
            let ids = try self.index.pokemon(named: name)
            guard !ids.isEmpty else { continue }
            let defaults = ids.filter { self.index.cards.document(ofPokemon: $0).map { self.index.cards.cards[$0].isDefault } ?? false }
            return (defaults.isEmpty ? ids : defaults, name, length)
        }
        return nil
    }

    /// The species of the name `word` was meant to be, with a correction notice.
    func correctedName(_ word: QueryResolver.Word, plan: inout SearchPlan) throws -> (species: [Int], text: String)? {
        guard let name = try PokemonNameCorrection(index: index).correction(for: word.folded) else { return nil }
        let species = try resolver.speciesIDs(named: name)
        guard !species.isEmpty else { return nil }
        plan.corrections.append("\(word.text) → \(name)")
        return (species, name)
    }

    // MARK: Matchups

    /// `weak to fire`, `resists water`, `immune to electric`, `weak fire`,
    /// `fire weakness`, `ground immune`, `super effective fire`; more types
    /// listed with `and` or commas (`weak to fire and ice`: both) or offered
    /// with `or` (either); `4x weak to ice`, `4× weak to ice`, `double weak to
    /// ice` (takes 4×); `not weak to ground`; a typo in the lead word
    /// (`waek to fire`) or the type (`weak to fier`), with a notice. And the
    /// other way round: `good against water` (`SuperEffectiveWords`), and
    /// against a Pokémon's own types: `good against charizard`.
    private func matchup(at index: Int, plan: inout SearchPlan) throws -> Read? {
        if let read = try trailingMatchup(at: index) { return read }
        if let read = try onlyWeaknesses(at: index, plan: &plan) { return read }
        var start = index
        let negated: Bool = words[start].folded == "not" && start + 1 < words.count
        if negated { start += 1 }
        if let leadLength = superEffectiveLead(at: start) {
            if let (types, end) = try typeList(from: start + leadLength, plan: &plan) {
                return Read(filters: types.map { .superEffective(againstTypeIDs: $0.ids, text: $0.text) }, negated: negated, length: end - index)
            }
            // `good against charizard`, `counters to garchomp`: the types that hit that Pokémon hard.
            var at = start + leadLength
            while at < words.count, MatchupRelation.connectors.contains(words[at].folded) { at += 1 }
            if let (ids, text, length) = try formName(startingAt: at) {
                return Read(filters: [.counters(pokemonIDs: ids, speciesIDs: [], text: text)], negated: negated, length: at + length - index)
            }
            guard let (species, text, length) = try pokemonName(startingAt: at, plan: &plan) else { return nil }
            return Read(filters: [.counters(pokemonIDs: [], speciesIDs: species, text: text)], negated: negated, length: at + length - index)
        }
        let lead: QueryResolver.Word = words[start]
        let fourTimes: Bool = start + 1 < words.count
            && (MatchupRelation.fourTimesWords.contains(lead.text.lowercased()) || MatchupRelation.fourTimesWords.contains(lead.folded))
        if fourTimes { start += 1 }
        var leadLength = 1
        var relation = MatchupRelation.leadWords[words[start].folded]
        if relation == nil, start + 1 < words.count {
            relation = MatchupRelation.leadPhrases[phrases[start...start + 1]]
            leadLength = 2
        }
        if relation == nil, start + 1 < words.count, try typeFollows(start + 1) {
            relation = correctedLeadWord(words[start], plan: &plan)
            leadLength = 1
        }
        guard var relation else { return nil }
        if fourTimes { relation = relation.fourTimes }
        guard let (types, end) = try typeList(from: start + leadLength, plan: &plan) else {
            // `4x weak` with no type: a 4× weakness to any type.
            guard relation == .weakFourTimes, !(try typeFollows(start + leadLength)) else { return nil }
            return Read(filters: [.matchup(relation, typeIDs: self.index.cards.attackingTypeIDs, text: "any type")], negated: negated,
                        length: start + leadLength - index)
        }
        return Read(filters: try types.map { try resolver.matchup(relation, typeIDs: $0.ids, text: $0.text) }, negated: negated, length: end - index)
    }

    /// `only weak to fighting`, `weak only to ground and water`: weak to those
    /// types and no other; `one weakness`, `two weaknesses`, `no weaknesses`,
    /// `only one weakness`: weak to that many types (on the type chart).
    private func onlyWeaknesses(at index: Int, plan: inout SearchPlan) throws -> Read? {
        let word = words[index].folded
        guard word == "only" || word == "weak" || WeaknessWords.counts[word] != nil, index + 1 < words.count else { return nil }
        // `one weakness`, `only one weakness`, `single weakness`, `2 weaknesses`.
        var start = word == "only" ? index + 1 : index
        if start + 1 < words.count, let count = WeaknessWords.counts[words[start].folded] {
            let noun = start + 2 < words.count && WeaknessWords.only.contains(words[start + 1].folded) ? start + 2 : start + 1
            if WeaknessWords.nouns.contains(words[noun].folded) {
                return Read(filter: .weaknesses(typeIDs: [], count: count, text: String(count)), length: noun + 1 - index)
            }
        }
        // `only weak to fighting`, `weak only to fighting`.
        if word == "only", words[start].folded == "weak" {
            start += 1
        } else if word == "weak", words[start + 1].folded == "only" {
            start += 2
        } else {
            return nil
        }
        while start < words.count - 1, MatchupRelation.connectors.contains(words[start].folded) { start += 1 }
        guard start < words.count, let (types, end) = try typeList(from: start, plan: &plan) else { return nil }
        return Read(filter: .weaknesses(typeIDs: types.flatMap(\.ids), count: nil, text: types.map(\.text).joined(separator: ", ")),
                    length: end - index)
    }

    /// `physical attackers`, `special walls`: the role's filter, and its sort
    /// unless the query has one already.
    private func role(at index: Int, plan: inout SearchPlan) -> Read? {
        guard index + 1 < words.count, vocabulary.contains(.role), BattleRole.firstWords.contains(words[index].folded),
              let role = BattleRole.phrases[phrases[index...index + 1]] else { return nil }
        if plan.superlative == nil { plan.superlative = Superlative(key: role.sortKey, descending: true) }
        return Read(filter: .role(role), length: 2)
    }

    /// `rain setters`, `sun abusers`, `sand team`: the Pokémon with one of the role's abilities.
    private func weatherRole(at index: Int) throws -> Read? {
        guard index + 1 < words.count, vocabulary.contains(.weatherRole), WeatherRole.firstWords.contains(words[index].folded),
              let role = WeatherRole.phrases[phrases[index...index + 1]] else { return nil }
        let abilities = role.abilitySlugs.map { TextFolder.fold($0) }
        let found = try resolver.lexicon.entries(for: Set(abilities), kinds: [.ability])
        let ids = Set(abilities.flatMap { found[$0] ?? [] }.map(\.id)).sorted()
        return Read(filter: .entity(kind: .ability, ids: ids, text: "\(role.name): \(abilities.joined(separator: ", "))"), length: 2)
    }

    /// `legendary birds`, `lake guardians`, `eeveelutions`: the longest group phrase at `index`.
    private func group(at index: Int) -> Read? {
        guard vocabulary.contains(.group), PokemonGroup.firstWords.contains(words[index].folded) else { return nil }
        for length in stride(from: min(PokemonGroup.longestPhrase, words.count - index), through: 1, by: -1) {
            if let group = PokemonGroup.phrases[phrases[index..<index + length]] { return Read(filter: .group(group), length: length) }
        }
        return nil
    }

    /// The length of a lead of `SuperEffectiveWords` at `index` (`good against`), if one is there with a word after it.
    private func superEffectiveLead(at index: Int) -> Int? {
        stride(from: min(SuperEffectiveWords.longestLead, words.count - index - 1), through: 1, by: -1).first { length in
            SuperEffectiveWords.leads.contains(phrases[index..<index + length])
        }
    }

    /// The types named from `index` on (after connectors: `to`, `against`):
    /// more listed with `and` or commas (each a filter of its own: both) or
    /// offered with `or` (joined to the one before: either); nil when no type
    /// is named there. Returns where the list ends.
    private func typeList(from index: Int, plan: inout SearchPlan) throws -> (types: [(ids: [Int], text: String)], end: Int)? {
        var next = index
        while next < words.count, MatchupRelation.connectors.contains(words[next].folded) { next += 1 }
        guard next < words.count, let first = try matchupType(at: next, correcting: true, plan: &plan) else { return nil }
        var types = [first]
        var end = skippingTypeFillers(from: next + 1)
        while end < words.count {
            let joiner = words[end].folded
            let isAnd = MatchupRelation.andWords.contains(joiner), isOr = MatchupRelation.orWords.contains(joiner)
            let typeIndex = isAnd || isOr ? end + 1 : end
            // Only an exact type that starts no longer name continues the list: a
            // comma may also end it (`weak to ice, dragon dance`).
            guard isAnd || isOr || words[end - 1].followedByComma, typeIndex < words.count, !startsPhrase(at: typeIndex),
                  let type = try matchupType(at: typeIndex, correcting: false, plan: &plan) else { break }
            if isOr, let last = types.popLast() {
                types.append((last.ids + type.ids, last.text + " or " + type.text))
            } else {
                types.append(type)
            }
            end = skippingTypeFillers(from: typeIndex + 1)
        }
        return (types, end)
    }

    /// `fire weakness`, `ground immune`, `fire type weakness`, `fire super effective`:
    /// the type first, unless the lead word begins a phrase of its own (`water weak to grass`).
    private func trailingMatchup(at index: Int) throws -> Read? {
        guard index + 1 < words.count else { return nil }
        let types = (entries[words[index].folded] ?? []).filter { $0.kind == .type }.map(\.id)
        guard !types.isEmpty else { return nil }
        let leadIndex = skippingTypeFillers(from: index + 1)
        guard leadIndex < words.count else { return nil }
        var relation = MatchupRelation.trailingWords[words[leadIndex].folded]
        var leadLength = 1
        if relation == nil, leadIndex + 1 < words.count {
            relation = MatchupRelation.leadPhrases[phrases[leadIndex...leadIndex + 1]]
            leadLength = 2
        }
        guard let relation else { return nil }
        let after = leadIndex + leadLength
        if after < words.count, try MatchupRelation.connectors.contains(words[after].folded) || typeFollows(after) {
            return nil
        }
        return Read(filter: try resolver.matchup(relation, typeIDs: types, text: words[index].folded), length: after - index)
    }

    /// A lead word with a typo (`waek`, `imune`, `resits`), with a notice.
    private func correctedLeadWord(_ word: QueryResolver.Word, plan: inout SearchPlan) -> MatchupRelation? {
        guard word.folded.count >= 4, word.folded.unicodeScalars.allSatisfy(\.isASCII),
              let lead = EditDistance.closest(to: word.folded, among: ["weak", "immune", "resists", "resist", "resistant"],
                                              maximum: 1) else { return nil }
        plan.corrections.append("\(word.text) → \(lead)")
        return MatchupRelation.leadWords[lead]
    }

    /// Whether a type (or a connector, then a type) is named at `index`, as typed or with a typo.
    private func typeFollows(_ index: Int) throws -> Bool {
        var at = index
        while at < words.count, MatchupRelation.connectors.contains(words[at].folded) { at += 1 }
        guard at < words.count else { return false }
        if (entries[words[at].folded] ?? []).contains(where: { $0.kind == .type }) { return true }
        return try at > index && resolver.lexicon.correction(for: words[at].folded, kinds: [.type], expected: true) != nil
    }

    /// The index after the words that name a type only (`fire type moves`).
    private func skippingTypeFillers(from index: Int) -> Int {
        var end = index
        while end < words.count, MatchupRelation.typeFillers.contains(words[end].folded) { end += 1 }
        return end
    }

    /// Whether the words from `index` on name something in more than one word (`dragon dance`).
    private func startsPhrase(at index: Int) -> Bool {
        (2...max(2, min(QueryResolver.longestPhrase, words.count - index))).contains { length in
            index + length <= words.count && entries[phrases[index..<index + length]] != nil
        }
    }

    /// The type named at `index`, as typed or, with `correcting`, with a typo
    /// (a notice is added): a type is expected there, so three letters may
    /// have one (`weak to fir`).
    private func matchupType(at index: Int, correcting: Bool, plan: inout SearchPlan) throws -> (ids: [Int], text: String)? {
        let typeWord = words[index]
        let types = (entries[typeWord.folded] ?? []).filter { $0.kind == .type }.map(\.id)
        if !types.isEmpty { return (types, typeWord.folded) }
        guard correcting,
              let corrected = try resolver.lexicon.correction(for: typeWord.folded, kinds: [.type], expected: true) else { return nil }
        plan.corrections.append("\(typeWord.text) → \(corrected.phrase)")
        return (corrected.ids, corrected.phrase)
    }

    // MARK: Field words

    /// `holds an item`, `wild held items`: who holds any item in the wild;
    /// `holds a berry`, `holding berries`: a berry.
    private func heldItemKind(at index: Int) throws -> Read? {
        guard HeldItemWords.leads.contains(words[index].folded), index + 1 < words.count else { return nil }
        var start = index + 1
        while start + 1 < words.count, MoveClassWords.articles.contains(words[start].folded) { start += 1 }
        for length in stride(from: min(2, words.count - start), through: 1, by: -1) {
            guard let kind = HeldItemWords.kinds[phrases[start..<start + length]] else { continue }
            let ids = try self.index.heldItems(berriesOnly: kind == .berry)
            guard !ids.isEmpty else { return nil }
            return Read(filter: .entity(kind: .item, ids: ids, text: kind.rawValue), length: start + length - index)
        }
        return nil
    }

    /// `move surf`, `ability levitate`, `learns dragon dance`, `color red`,
    /// `region kanto`, `egg group dragon`, `hidden ability intimidate`: the
    /// field of the word before, rather than text that happens to contain it.
    private func fieldPhrase(at index: Int, plan: inout SearchPlan) throws -> Read? {
        if index + 2 < words.count {
            let lead = phrases[index...index + 1]
            if QueryWords.hiddenAbilityLeads.contains(lead), let (ids, text, length) = value(of: .ability, after: index + 1) {
                return Read(filter: .hiddenAbility(ids: ids, text: text), length: length + 2)
            }
            if QueryWords.eggGroupLeads.contains(lead), let (filters, length) = eggGroups(from: index + 2, typesEnd: true) {
                return Read(filters: filters, negated: false, length: length + 2)
            }
        }
        if QueryWords.hiddenAbilityLeads.contains(words[index].folded), index + 1 < words.count,
           let (ids, text, length) = value(of: .ability, after: index) {
            return Read(filter: .hiddenAbility(ids: ids, text: text), length: length + 1)
        }
        guard let kind = QueryWords.fieldLeads[words[index].folded], index + 1 < words.count else { return nil }
        // `learns the move surf`, `learns both surf and dive`: articles and the kind's own noun say nothing more.
        var lead = index
        while lead + 2 < words.count,
              QueryWords.valueFillers.contains(words[lead + 1].folded) || QueryWords.fieldLeads[words[lead + 1].folded] == kind {
            lead += 1
        }
        let skipped = lead - index
        let named = value(of: kind, after: lead)
        // `learns sub`: a players' short name before another language's name of one word (Dive is `Sub`
        // in Italian); `learns wisp`: before a typo of another (Wish), said as a typo's correction is.
        if named == nil || named?.length == 1, let read = try shortName(at: lead + 1, kinds: [kind]) {
            if named == nil { plan.corrections.append(read.notice) }
            return Read(filter: read.filter, length: skipped + 2)
        }
        guard let (ids, text, length) = named else {
            guard let (ids, text) = try spokenValue(of: kind, at: lead + 1, plan: &plan) else { return nil }
            return Read(filter: .entity(kind: kind, ids: ids, text: text), length: skipped + 2)
        }
        if kind == .region, let generations = try? self.index.generations(ofRegions: ids) {
            return Read(filter: .generation(generations), length: skipped + length + 1)
        }
        return Read(filter: .entity(kind: kind, ids: ids, text: text), length: skipped + length + 1)
    }

    /// A value after the word that says its kind, when it is no phrase of
    /// that kind as typed: with a typo (`learns flamethower`) or abbreviated
    /// (`learns tbolt`, `stab eq`: two letters are enough where the kind is said).
    private func spokenValue(of kind: LexiconKind, at index: Int, plan: inout SearchPlan) throws -> (ids: [Int], text: String)? {
        let word = words[index]
        if word.folded.count >= 4, let corrected = try resolver.lexicon.correction(for: word.folded, kinds: [kind]) {
            plan.corrections.append("\(word.text) → \(corrected.phrase)")
            return (corrected.ids, corrected.phrase)
        }
        guard word.folded.utf8.count >= 2, word.folded.utf8.count <= AbbreviatedNames.longestWord,
              word.folded.utf8.allSatisfy({ $0.isASCIILowercaseLetter || $0.isASCIIDigit }),
              let best = try resolver.lexicon.abbreviated(word.folded, kind: kind).first else { return nil }
        plan.corrections.append("\(word.text) → \(best.phrase)")
        return (best.ids, best.phrase)
    }

    /// `sd users`, `tr setters`, `np abusers`: a word that names nothing before
    /// the word players call a move's learners is the move's short name or
    /// abbreviation, read as after `learns` (two letters are enough there).
    private func learnersOfShortName(at index: Int, plan: inout SearchPlan) throws -> Read? {
        guard vocabulary.contains(.learner), index + 1 < words.count, QueryWords.learnerWords.contains(words[index + 1].folded),
              entries[words[index].folded] == nil, try findsNoName(index) else { return nil }
        if let read = try shortName(at: index, kinds: [.move]) {
            plan.corrections.append(read.notice)
            return Read(filter: read.filter, length: 2)
        }
        guard let (ids, text) = try spokenValue(of: .move, at: index, plan: &plan) else { return nil }
        return Read(filter: .entity(kind: .move, ids: ids, text: text), length: 2)
    }

    /// `stab earthquake`, `earthquake stab`: the Pokémon that learn the move
    /// and share its type, so that it hits with the same-type attack bonus.
    private func stabMove(at index: Int, plan: inout SearchPlan) throws -> Read? {
        guard vocabulary.contains(.stab) else { return nil }
        if QueryWords.stab.contains(words[index].folded), index + 1 < words.count {
            if let (ids, text, length) = value(of: .move, after: index) {
                return Read(filter: .stab(moveIDs: ids, text: text), length: length + 1)
            }
            if let (ids, text) = try spokenValue(of: .move, at: index + 1, plan: &plan) {
                return Read(filter: .stab(moveIDs: ids, text: text), length: 2)
            }
        }
        for length in stride(from: min(QueryResolver.longestPhrase, words.count - index - 1), through: 1, by: -1)
        where QueryWords.stab.contains(words[index + length].folded) {
            let text = phrases[index..<index + length]
            let ids = (entries[text] ?? []).filter { $0.kind == .move }.map(\.id)
            if !ids.isEmpty { return Read(filter: .stab(moveIDs: ids, text: text), length: length + 1) }
        }
        return nil
    }

    /// Egg groups one after another from `start`: `dragon`, `dragon and
    /// field` (both, a filter each), `dragon or field` (either, one filter),
    /// `dragon field`. Where `typesEnd`, a second group written without `and`
    /// that is also a type is the type (`egg group monster dragon`).
    func eggGroups(from start: Int, typesEnd: Bool) -> (filters: [Filter], length: Int)? {
        guard start < words.count, let first = value(of: .eggGroup, after: start - 1) else { return nil }
        var filters: [Filter] = [.entity(kind: .eggGroup, ids: first.ids, text: first.text)]
        var next = start + first.length
        while next < words.count {
            let connector = words[next].folded
            let joins = QueryWords.conjunctions.contains(connector), either = QueryWords.disjunctions.contains(connector)
            let valueStart = joins || either ? next + 1 : next
            guard valueStart < words.count, let found = value(of: .eggGroup, after: valueStart - 1) else { break }
            if typesEnd, !joins, !either, (entries[words[valueStart].folded] ?? []).contains(where: { $0.kind == .type }) { break }
            if either, case .entity(_, let ids, let text) = filters.removeLast() {
                filters.append(.entity(kind: .eggGroup, ids: ids + found.ids, text: text + " or " + found.text))
            } else {
                filters.append(.entity(kind: .eggGroup, ids: found.ids, text: found.text))
            }
            next = valueStart + found.length
        }
        return (filters, next - start)
    }

    /// The longest phrase of `kind` after `index`: its ids, text and length in words.
    private func value(of kind: LexiconKind, after index: Int) -> (ids: [Int], text: String, length: Int)? {
        for length in stride(from: min(QueryResolver.longestPhrase, words.count - index - 1), through: 1, by: -1) {
            let text = phrases[index + 1..<index + 1 + length]
            let ids = (entries[text] ?? []).filter { $0.kind == kind }.map(\.id)
            if !ids.isEmpty { return (ids, text, length) }
        }
        return nil
    }

    /// Whether the word after `index` names a thing of `kind`.
    private func nextIs(_ kind: LexiconKind, after index: Int) -> Bool {
        guard index + 1 < words.count else { return false }
        // A generation is a region's value (`from gen 4` as `from kanto`: QueryResolver.kind(of:)).
        if kind == .region, startsGeneration(at: index + 1) { return true }
        return (entries[words[index + 1].folded] ?? []).contains { $0.kind == kind }
    }

    /// Whether the word at `index` leads to a habitat, a region or a colour
    /// past other such words and articles (`lives in caves`, `found in the sea`,
    /// `native to kanto`): then it says nothing more.
    private func leadsToPlace(at index: Int) throws -> Bool {
        guard vocabulary.contains(.placeLead), QueryWords.placeLeads.contains(words[index].folded) else { return false }
        var next = index + 1
        while next < words.count, QueryWords.placeLeads.contains(words[next].folded) || QueryWords.valueFillers.contains(words[next].folded)
            || words[next].folded == "to" {
            next += 1
        }
        guard next < words.count else { return false }
        let word = words[next].folded
        if (entries[word] ?? []).contains(where: { Self.placeKinds.contains($0.kind) }) || startsGeneration(at: next) { return true }
        // `caves`, `forests`: a habitat's plural, which the typo reading makes the habitat.
        guard word.utf8.count > 3, word.hasSuffix("s") else { return false }
        return try !resolver.lexicon.entries(for: [String(word.dropLast())], kinds: [.habitat])[String(word.dropLast()), default: []].isEmpty
    }

    /// What a Pokémon is found in, for `leadsToPlace`.
    private static let placeKinds: Set<LexiconKind> = [.habitat, .region, .color]

    /// Whether a filler of `kind` follows `index` and a value of that kind follows it (`type: fire` as `type type fire`).
    private func nextIsFiller(of kind: LexiconKind, after index: Int) -> Bool {
        index + 2 < words.count && QueryWords.kindFillers[words[index + 1].folded] == kind && nextIs(kind, after: index + 1)
    }

    // MARK: Regions without a generation, regional forms

    /// `alolan forms`, `galarian forms`, `regional forms`, and `hisui` (its
    /// forms and the Pokémon Legends: Arceus brought), unless they are part of
    /// a name (`hisuian zorua`).
    private func regional(at index: Int) throws -> Read? {
        let word = words[index].folded
        if index + 1 < words.count, RegionalForm.formWords.contains(words[index + 1].folded) {
            if let region = RegionalForm.adjectives[word] {
                return Read(filter: .regional(RegionalForm(regions: [region])), length: 2)
            }
            if RegionalForm.regionalWords.contains(word) {
                return Read(filter: .regional(RegionalForm.all), length: 2)
            }
        }
        guard let regional = RegionalForm.withoutGeneration[word], try !formsName(at: index) else { return nil }
        return Read(filter: .regional(regional), length: 1)
    }

    // MARK: Superlatives and flags

    /// `highest attack`, `most hp`, `lowest special defense`, `best attack
    /// water`, `max speed`: sorted by that stat.
    private func statSuperlative(at index: Int, plan: inout SearchPlan) -> Read? {
        guard plan.superlative == nil else { return nil }
        let word = words[index].folded
        if let descending = Superlative.statLeads[word], let (key, length) = stat(from: index + 1) {
            plan.superlative = Superlative(key: key, descending: descending)
            return Read(filter: nil, length: length + 1)
        }
        // `plus de pv`, `le plus de pv`, `más ps`, `moins de vitesse`.
        let start = Superlative.articles.contains(word) && index + 1 < words.count ? index + 1 : index
        if let descending = Superlative.comparativeStatLeads[words[start].folded] {
            var at = start + 1
            if at + 1 < words.count, ["de", "di", "d"].contains(words[at].folded) { at += 1 }
            if let (key, length) = stat(from: at) {
                plan.superlative = Superlative(key: key, descending: descending)
                return Read(filter: nil, length: at + length - index)
            }
        }
        // `pv élevés`, `ps altos`: the adjective after the stat (looked for first: most words have none after them).
        guard let end = words[(index + 1)..<min(index + 4, words.count)].firstIndex(where: { Superlative.trailingStatWords[$0.folded] != nil }),
              let (key, length) = stat(from: index), index + length == end,
              let descending = Superlative.trailingStatWords[words[end].folded] else { return nil }
        plan.superlative = Superlative(key: key, descending: descending)
        return Read(filter: nil, length: length + 1)
    }

    /// The stat named by up to three words from `start` (`special attack`,
    /// `powerful` for the total; never the Pokédex number), and their count.
    func stat(from start: Int) -> (key: SortKey, length: Int)? {
        guard start < words.count else { return nil }
        for length in stride(from: min(3, words.count - start), through: 1, by: -1) {
            let name = words[start..<start + length].map(\.folded).joined(separator: " ")
            let key = Superlative.totalWords.contains(name) ? SortKey.total : StatField.named(name)?.key
            if let key, key != .number { return (key, length) }
        }
        return nil
    }

    /// The length of the word or two at `index` that leave out the value
    /// after them (`not`, `but not`, `other than`), when a word follows.
    func exclusionLead(at index: Int) -> Int? {
        guard QueryWords.exclusionFirstWords.contains(words[index].folded) else { return nil }
        // `no eggs`, `not evolve`, `no evolutions`: a value's own words.
        for length in stride(from: min(3, words.count - index), through: 2, by: -1) {
            let phrase = phrases[index..<index + length]
            if entries[phrase] != nil || PokemonFlag.words[phrase] != nil { return nil }
        }
        for length in [2, 1] where index + length < words.count {
            if QueryWords.exclusionLeads.contains(phrases[index..<index + length]) { return length }
        }
        return nil
    }

    /// `charizard stats`, `garchomp weaknesses`, `what is garchomp weak to`,
    /// `mega charizard x moveset`: the words ending a run after a Pokémon's
    /// name ask about that Pokémon, whose card answers.
    private func aboutNamedPokemon(at index: Int) throws -> Read? {
        guard index > 0 else { return nil }
        for length in [2, 1] where index + length == words.count {
            guard QueryWords.aboutWords.contains(phrases[index..<index + length]) else { continue }
            for nameLength in 1...min(3, index) where try self.index.isName(phrases[index - nameLength..<index]) {
                return Read(filter: nil, length: length)
            }
            return nil
        }
        return nil
    }

    /// `breedable`, `can breed`, `breeds with ditto`: any egg group but
    /// Undiscovered; `unbreedable`, `can't breed`: that group.
    private func breeding(at index: Int) throws -> Read? {
        guard BreedingWords.firstWords.contains(words[index].folded) else { return nil }
        for length in stride(from: min(BreedingWords.longestPhrase, words.count - index), through: 1, by: -1) {
            guard let breeds = BreedingWords.phrases[phrases[index..<index + length]] else { continue }
            let found = try resolver.lexicon.entries(for: [BreedingWords.undiscovered], kinds: [.eggGroup])
            let ids = (found[BreedingWords.undiscovered] ?? []).map(\.id)
            guard !ids.isEmpty else { return nil }
            return Read(filters: [.entity(kind: .eggGroup, ids: ids, text: "undiscovered (cannot breed)")], negated: breeds, length: length)
        }
        return nil
    }

    /// `has a hidden ability`, `can mega evolve`, `with a gmax form`, `no
    /// hidden ability`: what a Pokémon has or can become, after the word that
    /// says so; not before an ability's name (`with hidden ability intimidate`).
    private func possessedFlag(at index: Int) -> Read? {
        let lead = words[index].folded
        let lacks = PokemonFlag.lackLeads.contains(lead)
        guard lacks || PokemonFlag.possessionLeads.contains(lead) else { return nil }
        var start = index + 1
        if start + 1 < words.count, MoveClassWords.articles.contains(words[start].folded) { start += 1 }
        for length in stride(from: min(3, words.count - start), through: 1, by: -1) {
            guard let flag = PokemonFlag.possessed[phrases[start..<start + length]], !lacks || PokemonFlag.lackable.contains(flag) else {
                continue
            }
            let end = start + length
            if end < words.count, (entries[words[end].folded] ?? []).contains(where: { $0.kind == .ability }) { return nil }
            return Read(filters: [.flag(flag)], negated: lacks, length: end - index)
        }
        return nil
    }

    /// `non-legendary`, `not legendary`, `no megas`: the flag left out
    /// (the mythical Pokémon with the legendary ones).
    private func negatedFlag(at index: Int) -> Read? {
        guard QueryWords.negations.contains(words[index].folded), index + 1 < words.count else { return nil }
        // A flag's own words with the negation (`not evolve` is single stage, `not fully evolved` nfe).
        for length in stride(from: min(3, words.count - index - 1), through: 1, by: -1)
        where PokemonFlag.words[phrases[index...index + length]] != nil {
            return nil
        }
        for length in stride(from: min(3, words.count - index - 1), through: 1, by: -1) {
            if let flag = PokemonFlag.words[phrases[index + 1...index + length]] {
                // Players leave the mythical Pokémon out with the legendary ones.
                let flags: [PokemonFlag] = flag == .legendary ? [.legendary, .mythical] : [flag]
                return Read(filters: flags.map { .flag($0) }, negated: true, length: length + 1)
            }
        }
        return nil
    }
}
