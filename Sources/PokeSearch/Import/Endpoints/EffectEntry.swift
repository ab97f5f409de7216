/// An entry of `effect_entries`: a move's, item's or ability's effect in one
/// language, long (Markdown, as the dump writes it) and short.
struct EffectEntry: Sendable {
    let shortEffect: String?
    let effect: String?
    let language: ResourceRef

    /// The `effect_entries` list at the cursor; every entry's shape is checked.
    static func readList(_ json: inout JSONCursor, at field: @autoclosure () -> String) throws -> [EffectEntry] {
        try json.list(at: field()) { json, index in
            func entry() -> String { "\(field())[\(index)]" }
            var shortEffect: String?, effect: String?
            var language: ResourceRef?
            try json.members(at: entry()) { json, key in
                switch key {
                case "short_effect": shortEffect = try json.nullable { try $0.string(at: "\(entry()).short_effect") }
                case "effect": effect = try json.nullable { try $0.string(at: "\(entry()).effect") }
                case "language": language = try ResourceRef.read(&json, at: "\(entry()).language")
                default: try json.skipValue()
                }
            }
            return EffectEntry(shortEffect: shortEffect, effect: effect, language: try language.required("\(entry()).language"))
        }
    }

    /// The entry with `$effect_chance` replaced by the move's chance, in percent.
    func substituting(effectChance: Int?) -> EffectEntry {
        guard let effectChance else { return self }
        func fill(_ text: String?) -> String? {
            text?.replacingOccurrences(of: "$effect_chance", with: String(effectChance))
        }
        return EffectEntry(shortEffect: fill(shortEffect), effect: fill(effect), language: language)
    }
}

extension [EffectEntry] {
    /// The English entry, whose texts fill the `short_effect` and `effect` columns.
    var english: EffectEntry? {
        first { $0.language.name == "en" }
    }
}
