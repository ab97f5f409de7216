/// A matchup as a filter, for the phrases (`immune to fire`) and the fields (`immune:fire`) alike.
extension QueryResolver {
    /// The type chart's matchup; for `immune to fire`, where the chart makes no
    /// Pokémon immune to the type, the Pokémon with an ability that does (`AbilityImmunity`).
    func matchup(_ relation: MatchupRelation, typeIDs: [Int], text: String) throws -> Filter {
        guard relation == .immune, let abilities = try abilityImmunity(typeIDs: typeIDs, text: text) else {
            return .matchup(relation, typeIDs: typeIDs, text: text)
        }
        return abilities
    }

    private func abilityImmunity(typeIDs: [Int], text: String) throws -> Filter? {
        let cards = index.cards
        let indices = typeIDs.compactMap { cards.attackingTypeIDs.firstIndex(of: $0) }
        guard indices.count == typeIDs.count, cards.documents(hitBy: indices, where: { $0 == 0 }).isEmpty else { return nil }
        let slugs = try lexicon.entries(for: Set(AbilityImmunity.abilitySlugs.keys), kinds: [.type])
        guard let slug = slugs.first(where: { $0.value.contains { typeIDs.contains($0.id) } })?.key,
              let abilities = AbilityImmunity.abilitySlugs[slug]?.map(TextFolder.fold) else { return nil }
        let found = try lexicon.entries(for: Set(abilities), kinds: [.ability])
        let ids = Set(abilities.flatMap { found[$0] ?? [] }.map(\.id)).sorted()
        guard !ids.isEmpty else { return nil }
        return .entity(kind: .ability, ids: ids, text: "immune to \(text) through \(abilities.joined(separator: ", "))")
    }
}
