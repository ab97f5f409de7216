/// A species' `flavor_text_entries`: the Pokédex entry of every game in
/// every language, most of its file. Only the latest per language is kept,
/// the one of the newest game (highest version id), and only that one is
/// unescaped; every entry's language is still checked.
struct FlavorTexts {
    /// Every entry's language, in order.
    var languages: [ResourceRef] = []
    /// By language id: the newest game's text.
    var latest: [Int: (version: Int, versionName: String?, text: String)] = [:]

    static func read(_ json: inout JSONCursor) throws -> FlavorTexts {
        var texts = FlavorTexts()
        var newest: [Int: (version: Int, versionName: String?, text: Range<Int>)] = [:]
        try json.elements(at: "flavor_text_entries") { json, index in
            func entry() -> String { "flavor_text_entries[\(index)]" }
            var text: Range<Int>?, language: ResourceRef?, version: ResourceRef?
            try json.members(at: entry()) { json, key in
                switch key {
                case "flavor_text": text = try json.rawString(at: "\(entry()).flavor_text")
                case "language": language = try ResourceRef.read(&json, at: "\(entry()).language")
                case "version": version = try ResourceRef.readNullable(&json, at: "\(entry()).version")
                default: try json.skipValue()
                }
            }
            let raw = try text.required("\(entry()).flavor_text")
            let languageRef = try language.required("\(entry()).language")
            texts.languages.append(languageRef)
            let versionID = version?.id ?? 0
            if versionID >= newest[languageRef.id]?.version ?? Int.min {
                newest[languageRef.id] = (versionID, version?.name, raw)
            }
        }
        texts.latest = newest.mapValues { ($0.version, $0.versionName, json.text($0.text)) }
        return texts
    }
}
