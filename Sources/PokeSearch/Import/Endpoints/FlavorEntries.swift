/// A move's, item's or ability's `flavor_text_entries`: how each game
/// describes it in each language, 123,000 entries in all. Only the latest
/// game's text per language is kept (see `RowBatch.addTexts`), so the texts
/// stay as the file writes them (CJK ones are `\u`-escaped) and only the
/// kept ones are unescaped.
struct FlavorEntries: Sendable {
    /// One entry: its links as ids, and where its escaped text lies in `rawTexts`.
    struct Entry: Sendable {
        let languageID: Int
        let versionGroupID: Int?
        fileprivate let text: Range<Int>
    }

    private(set) var entries: [Entry] = []
    /// The escaped texts, one after the other.
    private var rawTexts: [UInt8] = []

    /// The text of `entry`, unescaped.
    func text(of entry: Entry) -> String {
        rawTexts.withUnsafeBytes { JSONCursor.unescape(UnsafeRawBufferPointer(rebasing: $0[entry.text])) }
    }

    /// The `flavor_text_entries` list at the cursor, whose texts are under
    /// `textMember` (`flavor_text`, or `text` for items).
    static func read(_ json: inout JSONCursor, at field: @autoclosure () -> String, textMember: StaticString) throws -> FlavorEntries {
        var list = FlavorEntries()
        try json.elements(at: field()) { json, index in
            func entry() -> String { "\(field())[\(index)]" }
            var text: Range<Int>?, language: Int?, versionGroup: Int?
            try json.members(at: entry()) { json, key in
                if key == textMember {
                    text = try json.rawString(at: "\(entry()).\(textMember)")
                    return
                }
                switch key {
                case "language": language = try ResourceRef.readID(&json, of: .language, at: "\(entry()).language")
                case "version_group":
                    versionGroup = try json.nullable { try ResourceRef.readID(&$0, of: .versionGroup, at: "\(entry()).version_group") }
                default: try json.skipValue()
                }
            }
            let raw = try text.required("\(entry()).\(textMember)")
            let start = list.rawTexts.count
            list.rawTexts.append(contentsOf: json.bytes[raw])
            list.entries.append(Entry(languageID: try language.required("\(entry()).language"), versionGroupID: versionGroup,
                                      text: start..<list.rawTexts.count))
        }
        return list
    }
}
