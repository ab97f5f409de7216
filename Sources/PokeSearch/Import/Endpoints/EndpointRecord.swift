import Foundation

/// One endpoint's JSON, decoded with only the keys the Pokédex needs, and the
/// rows it makes.
protocol EndpointRecord: Decodable {
    /// The top-level members decoded: declared by every record, so that the
    /// rest of its file is skipped without being parsed (see `members`).
    associatedtype CodingKeys: CodingKey, CaseIterable
    var id: Int { get }
    /// Decodes one file; its `members` by JSONDecoder unless the endpoint
    /// knows a faster way.
    static func read(_ data: Data) throws -> Self
    /// Adds this resource's rows, resolving its links through `resolver`.
    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws
}

extension EndpointRecord {
    /// The names of the top-level members the record decodes.
    static var members: [String] {
        CodingKeys.allCases.map(\.stringValue)
    }

    static func read(_ data: Data) throws -> Self {
        try JSONCursor.prunedDecode(Self.self, from: data, members: members)
    }
}

/// `{"name": "Dracaufeu", "language": {...}}`: an entry of a `names` list.
struct NameEntry: Decodable, Sendable {
    let name: String
    let language: ResourceRef
}

/// An entry of `effect_entries`: the effect text in one language.
struct EffectEntry: Decodable, Sendable {
    let short_effect: String?
    let language: ResourceRef

    /// The English short effect of `entries`, whitespace tidied.
    static func english(_ entries: [EffectEntry]) -> String? {
        entries.first { $0.language.name == "en" }?.short_effect.map(FlavorText.normalize)
    }
}

extension RowBatch {
    /// Adds `localized_name` rows of `kind` for resource `id`, one per language.
    mutating func addNames(
        _ names: [NameEntry], kind: String, id: Int,
        field: String = "names", resolving resolver: ReferenceResolver
    ) throws {
        for (index, entry) in names.enumerated() {
            let language = try resolver.require(entry.language, .language, at: "\(field)[\(index)].language")
            add(.localizedName, kind, id, language, entry.name)
        }
    }
}
