extension RowBatch {
    /// Adds the `entity_text` rows of a move, item or ability (`kind`): one
    /// per language with an effect or a flavor text, the flavor text being
    /// the latest game's.
    mutating func addTexts(
        kind: NameKind, id: Int, effects: [EffectEntry], flavors: FlavorEntries, resolving resolver: ReferenceResolver
    ) throws {
        var effectByLanguage: [Int: EffectEntry] = [:]
        for (index, entry) in effects.enumerated() {
            let language = try resolver.require(entry.language, .language, at: "effect_entries[\(index)].language")
            if effectByLanguage[language] == nil { effectByLanguage[language] = entry }
        }
        // The latest game's text per language; on a tie, the last one listed.
        var flavorByLanguage: [Int: (rank: Int, versionGroup: Int?, entry: FlavorEntries.Entry)] = [:]
        let releaseOrder = try resolver.releaseOrder()
        for (index, entry) in flavors.entries.enumerated() {
            func field() -> String { "flavor_text_entries[\(index)]" }
            let language = try resolver.require(id: entry.languageID, .language, at: "\(field()).language")
            let versionGroup = try entry.versionGroupID.map { try resolver.require(id: $0, .versionGroup, at: "\(field()).version_group") }
            let rank = releaseOrder.rank(of: versionGroup)
            if rank >= flavorByLanguage[language]?.rank ?? Int.min {
                flavorByLanguage[language] = (rank, versionGroup, entry)
            }
        }
        for language in Set(effectByLanguage.keys).union(flavorByLanguage.keys).sorted() {
            let effect = effectByLanguage[language]
            let flavor = flavorByLanguage[language]
            add(.entityText, kind.rawValue, id, language, effect?.shortEffect.map(FlavorText.normalize), effect?.effect,
                flavor.map { FlavorText.normalize(flavors.text(of: $0.entry)) }, flavor?.versionGroup)
        }
    }
}
