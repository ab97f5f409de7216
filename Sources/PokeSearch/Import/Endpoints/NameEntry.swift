/// `{"name": "Dracaufeu", "language": {...}}`: an entry of a `names` list.
struct NameEntry: Sendable {
    let name: String
    let language: ResourceRef

    /// The `names`-like list at the cursor.
    static func readList(_ json: inout JSONCursor, at field: @autoclosure () -> String) throws -> [NameEntry] {
        try json.list(at: field()) { json, index in
            func entry() -> String { "\(field())[\(index)]" }
            var name: String?
            var language: ResourceRef?
            try json.members(at: entry()) { json, key in
                switch key {
                case "name": name = try json.string(at: "\(entry()).name")
                case "language": language = try ResourceRef.read(&json, at: "\(entry()).language")
                default: try json.skipValue()
                }
            }
            return NameEntry(name: try name.required("\(entry()).name"), language: try language.required("\(entry()).language"))
        }
    }
}

extension RowBatch {
    /// Adds `localized_name` rows of `kind` for resource `id`, one per language.
    mutating func addNames(
        _ names: [NameEntry], kind: NameKind, id: Int,
        field: String = "names", resolving resolver: ReferenceResolver
    ) throws {
        for (index, entry) in names.enumerated() {
            let language = try resolver.require(entry.language, .language, at: "\(field)[\(index)].language")
            add(.localizedName, kind.rawValue, id, language, entry.name)
        }
    }
}
