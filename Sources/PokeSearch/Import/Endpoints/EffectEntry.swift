/// An entry of `effect_entries`: the effect text in one language.
struct EffectEntry: Sendable {
    let shortEffect: String?
    let language: ResourceRef

    /// The English short effect of the `effect_entries` list at the cursor,
    /// whitespace tidied; every entry's shape is checked.
    static func english(_ json: inout JSONCursor, at field: @autoclosure () -> String) throws -> String? {
        let entries = try json.list(at: field()) { json, index in
            func entry() -> String { "\(field())[\(index)]" }
            var shortEffect: String?
            var language: ResourceRef?
            try json.members(at: entry()) { json, key in
                switch key {
                case "short_effect": shortEffect = try json.nullable { try $0.string(at: "\(entry()).short_effect") }
                case "language": language = try ResourceRef.read(&json, at: "\(entry()).language")
                default: try json.skipValue()
                }
            }
            return EffectEntry(shortEffect: shortEffect, language: try language.required("\(entry()).language"))
        }
        return entries.first { $0.language.name == "en" }?.shortEffect.map(FlavorText.normalize)
    }
}
