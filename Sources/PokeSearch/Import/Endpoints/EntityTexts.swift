extension RowBatch {
    /// Adds the `entity_text` rows of a move, item or ability (`kind`): one
    /// per language with an effect or a flavor text, the flavor text being
    /// the latest game's.
    mutating func addTexts(
        kind: String, id: Int, effects: [EffectEntry], flavors: [FlavorEntry], resolving resolver: ReferenceResolver
    ) throws {
        var effectByLanguage: [Int: EffectEntry] = [:]
        for (index, entry) in effects.enumerated() {
            let language = try resolver.require(entry.language, .language, at: "effect_entries[\(index)].language")
            if effectByLanguage[language] == nil { effectByLanguage[language] = entry }
        }
        var flavorsByLanguage: [Int: [(versionGroup: Int?, text: String)]] = [:]
        for (index, entry) in flavors.enumerated() {
            let field = "flavor_text_entries[\(index)]"
            let language = try resolver.require(entry.language, .language, at: "\(field).language")
            let versionGroup = try resolver.resolve(entry.versionGroup, .versionGroup, at: "\(field).version_group")
            flavorsByLanguage[language, default: []].append((versionGroup, entry.text))
        }
        for language in Set(effectByLanguage.keys).union(flavorsByLanguage.keys).sorted() {
            let effect = effectByLanguage[language]
            let flavor = resolver.contents.releaseOrder.latest(flavorsByLanguage[language] ?? [], versionGroup: \.versionGroup)
            add(.entityText, kind, id, language, effect?.shortEffect.map(FlavorText.normalize), effect?.effect,
                flavor.map { FlavorText.normalize($0.text) }, flavor?.versionGroup)
        }
    }
}
