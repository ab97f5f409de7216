extension RankingReason {
    /// Why `match` ranks where it does under `plan`, sorted by `sort` when one is given.
    static func reasons(for match: RankedMatch, plan: SearchPlan, sort: SortKey?, descending: Bool) -> [RankingReason] {
        var reasons: [RankingReason] = []
        if let sort {
            reasons.append(.sorted(sort, descending: descending))
        }
        if let name = plan.nameQuery {
            if match.exactName { reasons.append(.exactName(name, defaultForm: match.isDefault)) }
            else if match.namePrefix { reasons.append(.namePrefix(name)) }
        }
        if !plan.terms.isEmpty {
            reasons.append(.bm25(match.bm25, terms: plan.terms.map(\.text)))
        }
        for term in plan.terms where !term.corrections.isEmpty {
            reasons.append(.typo(term.text, readAs: term.corrections, edits: term.typos))
        }
        if !plan.clauses.isEmpty {
            reasons.append(.filters(plan.clauses.map(FilterReason.init)))
        }
        reasons.append(.tie(speciesID: match.speciesID, defaultForm: match.isDefault))
        return reasons
    }
}

extension FilterReason {
    init(_ clause: FilterClause) {
        self.init(negated: clause.negated, alternatives: clause.alternatives.map(Condition.init))
    }
}

extension FilterReason.Condition {
    init(_ filter: Filter) {
        switch filter {
        case .entity(let kind, _, let text): self = .entity(kind: FilterReason.Subject(kind), text: text)
        case .entityOrName(let kind, _, let term): self = .entityOrName(kind: FilterReason.Subject(kind), text: term.text)
        case .generation(let ids): self = .generation(ids)
        case .pokedexNumber(let number): self = .pokedexNumber(number)
        case .evolution(let relation, _, let text): self = .evolution(relation: relation, of: text)
        case .matchup(let relation, _, let text): self = .matchup(relation: relation, type: text)
        case .superEffective(_, let text), .counters(_, _, let text): self = .entity(kind: .superEffectiveAgainst, text: text)
        case .weaknesses(let typeIDs, _, let text):
            self = .entity(kind: typeIDs.isEmpty ? .weaknessCount : .onlyWeakTo, text: text)
        case .flag(let flag): self = .flag(flag.rawValue)
        case .role(let role): self = .entity(kind: .role, text: role.explanation)
        case .group(let group): self = .entity(kind: .group, text: group.name)
        case .hiddenAbility(_, let text): self = .entity(kind: .hiddenAbility, text: text)
        case .moveClass(_, let text): self = .entity(kind: .moveClass, text: text)
        case .stab(_, let text): self = .entity(kind: .stabMove, text: text)
        case .effortYield(_, _, let text): self = .entity(kind: .effortYield, text: text)
        case .location(_, let text): self = .entity(kind: .location, text: text)
        case .encounterMethod(_, let text): self = .entity(kind: .encounterMethod, text: text)
        case .metInGames(_, let exclusive, let text): self = .entity(kind: exclusive ? .gameExclusive : .game, text: text)
        case .evolutionMethod(_, let text): self = .entity(kind: .evolutionMethod, text: text)
        case .regional(let regional):
            self = .entity(kind: regional.introducedIn == nil ? .regionalForms : .regionAndItsGame,
                           text: regional.regions.joined(separator: "/"))
        case .comparison(let stat, let comparison, let value):
            self = .comparison(stat: stat.key, operator: comparison, value: value)
        case .statVersus(let stat, let comparison, let other):
            self = .statVersus(stat: stat.key, operator: comparison, other: other.key)
        case .namePattern(let pattern): self = .namePattern(pattern.text)
        case .name(let term): self = .name(term.text)
        case .text(let term): self = .text(term.text)
        }
    }
}

extension FilterReason.Subject {
    init(_ kind: LexiconKind) {
        switch kind {
        case .type: self = .type
        case .ability: self = .ability
        case .move: self = .move
        case .color: self = .color
        case .habitat: self = .habitat
        case .shape: self = .shape
        case .eggGroup: self = .eggGroup
        case .generation: self = .generation
        case .item: self = .item
        case .region: self = .region
        case .genus: self = .genus
        case .location: self = .location
        case .nature: self = .nature
        }
    }
}
