/// An entry of a move's, item's or ability's `flavor_text_entries`: how one
/// game describes it in one language. Only the latest game's text per
/// language is kept (see `RowBatch.addTexts`), which the release order of
/// version groups decides, so every entry is read.
struct FlavorEntry: Sendable {
    let text: String
    /// Links are read as ids: there are 123,000 entries.
    let languageID: Int
    let versionGroupID: Int?

    /// The `flavor_text_entries` list at the cursor, whose texts are under
    /// `textMember` (`flavor_text`, or `text` for items).
    static func readList(
        _ json: inout JSONCursor, at field: @autoclosure () -> String, textMember: StaticString
    ) throws -> [FlavorEntry] {
        try json.list(at: field()) { json, index in
            func entry() -> String { "\(field())[\(index)]" }
            var text: String?, language: Int?, versionGroup: Int?
            try json.members(at: entry()) { json, key in
                if key == textMember {
                    text = try json.string(at: "\(entry()).\(textMember)")
                    return
                }
                switch key {
                case "language": language = try ResourceRef.readID(&json, of: .language, at: "\(entry()).language")
                case "version_group":
                    versionGroup = try json.nullable { try ResourceRef.readID(&$0, of: .versionGroup, at: "\(entry()).version_group") }
                default: try json.skipValue()
                }
            }
            return FlavorEntry(text: try text.required("\(entry()).\(textMember)"),
                               languageID: try language.required("\(entry()).language"),
                               versionGroupID: versionGroup)
        }
    }
}
