/// Evaluates a plan against the search index: the one place where filters
/// and free text become the set of Pokémon a search matches. Filters are
/// tests over the card table or sets read from the index; free text is
/// matched phrase by phrase (`PhraseMatcher`), and the hits are kept for
/// ranking (`BM25`).
struct PlanMatcher {
    let reader: IndexReader

    /// Which Pokémon a search matches, apart from what the query says.
    struct Scope {
        /// Only these Pokémon (a trainer's favorites, read from the user data file).
        var onlyIDs: [Int]?
        /// Which forms of each species count.
        var forms = FormScope.all
    }

    /// The games (version ids as bits) a place is asked about in (`--game`); any when nil.
    var versionMask: Int? = nil
    /// The encounter methods a place is asked about by (`fishing on route 12`); any when nil.
    var encounterMethodIDs: [Int]? = nil

    private var cards: CardTable { reader.cards }

    /// The documents `plan` matches within `scope`.
    func match(_ plan: SearchPlan, scope: Scope = Scope()) throws -> PlanMatch {
        var documents = PokemonSet.all(capacity: cards.count)
        var textHits: [PhraseHits] = []
        if let text = TextQuery(terms: plan.terms) {
            let phraseMatcher = PhraseMatcher(reader: reader)
            for term in text.terms {
                var termDocuments = PokemonSet(capacity: cards.count)
                for phrase in term {
                    let hits = try phraseMatcher.hits(phrase)
                    termDocuments.formUnion(hits.documents)
                    textHits.append(hits)
                }
                documents.formIntersection(termDocuments)
            }
        }
        for clause in plan.clauses where !documents.isEmpty {
            guard let matching = try self.documents(for: clause) else { continue }
            documents.formIntersection(matching)
        }
        if let ids = scope.onlyIDs {
            documents.formIntersection(reader.documents(ids))
        }
        switch scope.forms {
        case .all: break
        case .defaultOnly: documents.formIntersection(cards.documents { $0.isDefault })
        case .speciesOrMatchingForms: documents.subtract(cards.formsOfSpeciesMatchedByDefault(in: documents))
        }
        let isNamePattern = plan.clauses.contains { clause in
            !clause.negated && clause.alternatives.allSatisfy { if case .namePattern = $0 { true } else { false } }
        }
        var preferred: PokemonSet?
        for filter in plan.preferred {
            guard let matching = try self.documents(for: filter) else { continue }
            if preferred == nil { preferred = matching } else { preferred?.formUnion(matching) }
        }
        return PlanMatch(documents: documents, textHits: textHits, isNamePattern: isNamePattern, preferred: preferred)
    }

    /// Whether anything at all matches `term` (in `columns` only, when given), for typo tolerance.
    func matchesAnything(_ term: TextTerm, in columns: ColumnSet = .all) throws -> Bool {
        guard let query = columns == .all ? TextQuery(term: term) : TextQuery(term: term, columns: columns) else {
            return columns == .all
        }
        // One term: any of its phrases, each asked only whether it occurs.
        if query.terms.count == 1 {
            let phraseMatcher = PhraseMatcher(reader: reader)
            return try query.terms[0].contains { try phraseMatcher.occurs($0) }
        }
        return try !documents(matching: query).isEmpty
    }

    /// Any of the clause's filters, or none of them when negated; nil when
    /// no filter restricts anything.
    private func documents(for clause: FilterClause) throws -> PokemonSet? {
        var union = PokemonSet(capacity: cards.count)
        var restricts = false
        for filter in clause.alternatives {
            guard let matching = try documents(for: filter) else { continue }
            union.formUnion(matching)
            restricts = true
            // Negated, a comparison with a value the Pokémon lacks is unknown, not
            // false, and leaves it out as well: `-exp>100` keeps only Pokémon
            // with a base experience of 100 or less.
            if clause.negated, case .comparison(let stat, _, _) = filter {
                union.formUnion(cards.documents { $0.value(of: stat.key) == nil })
            }
        }
        guard restricts else { return nil }
        return clause.negated ? union.complement : union
    }

    private func documents(for filter: Filter) throws -> PokemonSet? {
        switch filter {
        case .entity(let kind, let ids, _):
            return try members(kind: kind, ids: ids)
        case .entityOrName(let kind, let ids, let term):
            var matching = try members(kind: kind, ids: ids)
            if let name = TextQuery(name: term) { matching.formUnion(try documents(matching: name)) }
            return matching
        case .generation(let ids):
            return try members(kind: .generation, ids: ids)
        case .pokedexNumber(let number):
            return cards.documents(ofSpecies: [number])
        case .evolution(.descendants, let speciesIDs, _):
            let descendants = cards.species.descendants(of: speciesIDs)
            return cards.documents { descendants[$0.speciesID] }
        case .evolution(.ancestors, let speciesIDs, _):
            let ancestors = cards.species.ancestors(of: speciesIDs)
            return cards.documents { ancestors[$0.speciesID] }
        case .evolution(.finalStages, let speciesIDs, _):
            var line = cards.species.descendants(of: speciesIDs)
            for species in speciesIDs where line.indices.contains(species) { line[species] = true }
            return cards.documents { line[$0.speciesID] && !cards.species.evolves($0.speciesID) }
        case .evolution(.family, let speciesIDs, _):
            let chains = cards.species.chains(of: speciesIDs)
            return cards.documents { $0.evolutionChainID.map(chains.contains) ?? false }
        case .matchup(let relation, let typeIDs, _):
            let indices = typeIDs.compactMap { cards.attackingTypeIDs.firstIndex(of: $0) }
            return cards.documents(hitBy: indices, where: relation.holds(forPercent:))
        case .weaknesses(let typeIDs, let count, _):
            return cards.documents(weakTo: typeIDs.isEmpty ? nil : typeIDs, count: count)
        case .superEffective(let typeIDs, _):
            return try reader.superEffective(againstTypes: typeIDs)
        case .counters(let pokemonIDs, let speciesIDs, _):
            return cards.documents(countering: pokemonIDs, orSpecies: speciesIDs)
        case .flag(let flag):
            return try documents(for: flag)
        case .role(let role):
            return cards.documents(where: role.holds)
        case .group(let group):
            return cards.documents(ofSpecies: group.speciesIDs)
        case .moveClass(let moveClass, _):
            return try reader.learners(of: moveClass)
        case .effortYield(let stat, let minimum, _):
            return try reader.effortYielders(ofStat: stat, atLeast: minimum)
        case .stab(let moveIDs, _):
            var matching = PokemonSet(capacity: cards.count)
            for move in moveIDs {
                guard let type = try reader.typeID(ofMove: move) else { continue }
                var learners = try reader.learners(ofMoves: [move])
                learners.formIntersection(try members(kind: .type, ids: [type]))
                matching.formUnion(learners)
            }
            return matching
        case .location(let ids, _):
            return try reader.encountered(atLocations: ids, versionMask: versionMask, methodIDs: encounterMethodIDs)
        case .encounterMethod(let ids, _):
            return try reader.encountered(byMethods: ids, versionMask: versionMask)
        case .metInGames(let mask, let exclusive, _):
            return try reader.encountered(inGames: mask, exclusive: exclusive)
        case .evolutionMethod(let method, _):
            return cards.documents(ofSpecies: method.speciesIDs(in: try reader.evolutionMethods()))
        case .hiddenAbility(let ids, _):
            return try reader.hiddenAbilityHolders(ofAbilities: ids)
        case .regional(let regional):
            let suffixes = regional.regions.map { "-" + $0 }
            var matching = PokemonSet(capacity: cards.count)
            for document in 0..<cards.count {
                let slugs = cards.slugs
                // Pikachu's Alola Cap is a cap, not a form of the region.
                if !slugs.hasSuffix("-cap", document: document),
                   suffixes.contains(where: { slugs.hasSuffix($0, document: document) || slugs.contains($0 + "-", document: document) }) {
                    matching.insert(document)
                }
            }
            if let versionGroup = regional.introducedIn {
                matching.formUnion(reader.documents(try reader.pokemon(introducedIn: versionGroup)))
            }
            return matching
        case .comparison(let stat, let comparison, let value):
            let threshold = value * stat.scale
            return cards.documents { card in
                card.value(of: stat.key).map { comparison.holds(Double($0), threshold) } ?? false
            }
        case .statVersus(let stat, let comparison, let other):
            return cards.documents { card in
                guard let value = card.value(of: stat.key), let otherValue = card.value(of: other.key) else { return false }
                return comparison.holds(Double(value), Double(otherValue))
            }
        case .namePattern(let pattern):
            return reader.documents(try reader.pokemon(withNamesMatching: pattern.glob))
        case .name(let term):
            return try TextQuery(name: term).map(documents(matching:))
        case .text(let term):
            return try TextQuery(term: term).map(documents(matching:))
        }
    }

    /// The documents where `query` matches, without scores.
    private func documents(matching query: TextQuery) throws -> PokemonSet {
        let phraseMatcher = PhraseMatcher(reader: reader)
        var documents = PokemonSet.all(capacity: cards.count)
        for term in query.terms {
            var termDocuments = PokemonSet(capacity: cards.count)
            for phrase in term { termDocuments.formUnion(try phraseMatcher.documents(phrase)) }
            documents.formIntersection(termDocuments)
        }
        return documents
    }

    /// The Pokémon with any of `ids` of `kind`: for what cards hold (types,
    /// abilities, colours…), a union of the index's sets; else read.
    private func members(kind: LexiconKind, ids: [Int]) throws -> PokemonSet {
        switch kind {
        case .type, .ability, .color, .habitat, .shape, .eggGroup, .generation:
            // What cards hold (`CardTable.ids(of:)`), every kind of which has sets.
            return reader.members(of: kind, ids: ids) ?? PokemonSet(capacity: cards.count)
        case .move: return try reader.learners(ofMoves: ids)
        case .item: return try reader.holders(ofItems: ids)
        case .region:
            let generations = try reader.generations(ofRegions: ids)
            return cards.documents { generations.contains($0.generationID) }
        case .genus:
            return cards.documents(ofSpecies: ids)
        case .location:
            return try reader.encountered(atLocations: ids)
        case .nature:
            return PokemonSet(capacity: cards.count)
        }
    }

    /// The ordinary forms (no Mega, no Gigantamax) of the species that have a
    /// form `special` picks (a Mega): what can become one.
    private func formsOfSpecies(with special: (PokemonCard) -> Bool) -> PokemonSet {
        let species = Set(cards.cards.filter(special).map(\.speciesID))
        return cards.documents { species.contains($0.speciesID) && !$0.isMega && !$0.isGigantamax }
    }

    private func documents(for flag: PokemonFlag) throws -> PokemonSet {
        switch flag {
        case .legendary: return cards.documents(where: \.isLegendary)
        case .mythical: return cards.documents(where: \.isMythical)
        case .baby: return cards.documents(where: \.isBaby)
        case .mega: return cards.documents(where: \.isMega)
        case .gmax: return cards.documents(where: \.isGigantamax)
        case .default: return cards.documents(where: \.isDefault)
        case .form: return cards.documents { !$0.isDefault }
        case .nfe: return cards.documents { cards.species.evolves($0.speciesID) }
        case .fullyEvolved: return cards.documents { !cards.species.evolves($0.speciesID) }
        case .starter:
            var starters = cards.documents(ofSpecies: FlagLines.starters)
            starters.formUnion(PokemonSet(capacity: cards.count) { cards.slugs.hasSuffix(FlagLines.partnerSlugSuffix, document: $0) })
            return starters
        case .pseudoLegendary: return cards.documents(ofSpecies: FlagLines.pseudoLegendaries)
        case .monotype: return cards.documents { $0.typeIDs.count == 1 }
        case .ultraBeast: return cards.documents(ofSpecies: FlagLines.ultraBeasts)
        case .fossil: return cards.documents(ofSpecies: FlagLines.fossils)
        case .dualType: return cards.documents { $0.typeIDs.count == 2 }
        case .singleStage: return cards.documents { $0.evolvesFromSpeciesID == nil && !cards.species.evolves($0.speciesID) }
        case .firstStage: return cards.documents { $0.evolvesFromSpeciesID == nil && cards.species.evolves($0.speciesID) }
        case .middleStage: return cards.documents { $0.evolvesFromSpeciesID != nil && cards.species.evolves($0.speciesID) }
        case .twoStage, .threeStage:
            let stages = cards.species.lineStages()
            let wanted = flag == .twoStage ? 2 : 3
            return cards.documents { stages[$0.speciesID] == wanted }
        case .genderless: return try reader.pokemon(withGenderRate: -1)
        case .femaleOnly: return try reader.pokemon(withGenderRate: 8)
        case .maleOnly: return try reader.pokemon(withGenderRate: 0)
        case .hiddenAbility: return try reader.pokemonWithAHiddenAbility()
        case .megaCapable: return formsOfSpecies { $0.isMega }
        case .gigantamaxCapable: return formsOfSpecies { $0.isGigantamax }
        case .branching: return cards.documents { cards.species.evolutionCount($0.speciesID) > 1 }
        }
    }
}

/// What `PlanMatcher.match` found.
struct PlanMatch {
    /// The documents the plan matches.
    var documents: PokemonSet
    /// The hits of every phrase of the plan's free text, in `TextQuery` order: bm25's input.
    var textHits: [PhraseHits]
    /// Every match has a name matching a wildcard pattern of the query (`char*`).
    var isNamePattern: Bool
    /// The documents the plan's preferred filters hold for (`SearchPlan.preferred`), if it has any.
    var preferred: PokemonSet? = nil
}
