import Foundation

/// `pokemon-species/<id>`: what all forms of a Pokémon share: its Pokédex
/// number, names, genus, latest flavor text, breeding and evolution links.
struct SpeciesRecord: EndpointRecord {
    let id: Int
    let name: String
    let order: Int?
    let generation: ResourceRef
    let evolution_chain: ResourceRef?
    let evolves_from_species: ResourceRef?
    let color: ResourceRef?
    let habitat: ResourceRef?
    let shape: ResourceRef?
    let capture_rate: Int?
    let base_happiness: Int?
    let gender_rate: Int?
    let hatch_counter: Int?
    let growth_rate: ResourceRef?
    let is_legendary: Bool
    let is_mythical: Bool
    let is_baby: Bool
    let egg_groups: [ResourceRef]
    let names: [NameEntry]
    let genera: [Genus]
    /// Read apart from the rest: see `read(_:)`.
    private(set) var flavors = FlavorTexts()

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, order, generation, evolution_chain, evolves_from_species, color, habitat, shape
        case capture_rate, base_happiness, gender_rate, hatch_counter, growth_rate
        case is_legendary, is_mythical, is_baby, egg_groups, names, genera
    }

    /// The flavor texts of every game in every language make up most of a
    /// species' file, and only the latest per language is kept: they are read
    /// by `JSONCursor`, and only the kept ones are unescaped.
    static func read(_ data: Data) throws -> SpeciesRecord {
        let (decoded, flavors) = try JSONCursor.prunedDecode(
            SpeciesRecord.self, from: data, members: members, reading: "flavor_text_entries", with: FlavorTexts.read)
        var record = decoded
        record.flavors = flavors
        return record
    }

    struct Genus: Decodable {
        let genus: String
        let language: ResourceRef
    }

    /// Every entry's language (all are checked), and the latest text per language.
    struct FlavorTexts {
        var languages: [ResourceRef] = []
        /// By language id: the text of the game with the highest version id.
        var latest: [Int: (version: Int, versionName: String?, text: String)] = [:]

        static func read(_ cursor: inout JSONCursor) throws -> FlavorTexts {
            var texts = FlavorTexts()
            var raw: [Int: (version: Int, versionName: String?, text: Range<Int>)] = [:]
            try cursor.elements(at: "flavor_text_entries") { cursor, index in
                let field = "flavor_text_entries[\(index)]"
                var text: Range<Int>?
                var language: ResourceRef?
                var version: ResourceRef?
                try cursor.members(at: field) { cursor, key in
                    switch key {
                    case "flavor_text": text = try cursor.rawString(at: "\(field).flavor_text")
                    case "language": language = try ResourceRef.read(&cursor, at: "\(field).language")
                    case "version": version = try cursor.skipNull() ? nil : try ResourceRef.read(&cursor, at: "\(field).version")
                    default: try cursor.skipValue()
                    }
                }
                guard let text else { throw JSONShapeError(field: "\(field).flavor_text", expected: "present") }
                guard let language else { throw JSONShapeError(field: "\(field).language", expected: "present") }
                texts.languages.append(language)
                let versionID = version?.id ?? 0
                if versionID >= raw[language.id]?.version ?? Int.min {
                    raw[language.id] = (versionID, version?.name, text)
                }
            }
            texts.latest = raw.mapValues { ($0.version, $0.versionName, cursor.text($0.text)) }
            return texts
        }
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        batch.add(
            .species, id, name,
            try resolver.require(generation, .generation, at: "generation"),
            try resolver.resolve(evolution_chain, .evolutionChain, at: "evolution_chain"),
            try resolver.resolve(evolves_from_species, .species, at: "evolves_from_species"),
            try resolver.resolve(color, .color, at: "color"),
            try resolver.resolve(habitat, .habitat, at: "habitat"),
            try resolver.resolve(shape, .shape, at: "shape"),
            capture_rate, base_happiness, gender_rate, hatch_counter,
            // Growth rates are not imported: the slug is the readable value.
            growth_rate?.name,
            is_legendary, is_mythical, is_baby, order)
        for (index, group) in egg_groups.enumerated() {
            let groupID = try resolver.require(group, .eggGroup, at: "egg_groups[\(index)]")
            batch.add(.speciesEggGroup, id, groupID)
        }
        try batch.addNames(names, kind: "species", id: id, resolving: resolver)
        try addTexts(to: &batch, resolving: resolver)
    }

    /// One `species_text` row per language with a genus or a flavor text.
    private func addTexts(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        var genusByLanguage: [Int: String] = [:]
        for (index, entry) in genera.enumerated() {
            let language = try resolver.require(entry.language, .language, at: "genera[\(index)].language")
            if genusByLanguage[language] == nil { genusByLanguage[language] = entry.genus }
        }
        for (index, language) in flavors.languages.enumerated() {
            _ = try resolver.require(language, .language, at: "flavor_text_entries[\(index)].language")
        }
        // The latest text per language is the one of the newest game, whose
        // version id is the highest.
        for language in Set(genusByLanguage.keys).union(flavors.latest.keys).sorted() {
            let flavor = flavors.latest[language]
            batch.add(.speciesText, id, language, genusByLanguage[language],
                      flavor.map { FlavorText.normalize($0.text) }, flavor?.versionName)
        }
    }
}
