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
    let flavor_text_entries: [Flavor]

    struct Genus: Decodable {
        let genus: String
        let language: ResourceRef
    }

    struct Flavor: Decodable {
        let flavor_text: String
        let language: ResourceRef
        let version: ResourceRef?
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
        // The latest text per language is the one of the newest game, whose
        // version id is the highest.
        var latest: [Int: (version: Int, entry: Flavor)] = [:]
        for (index, entry) in flavor_text_entries.enumerated() {
            let language = try resolver.require(entry.language, .language, at: "flavor_text_entries[\(index)].language")
            let version = entry.version?.id ?? 0
            if version >= latest[language]?.version ?? Int.min {
                latest[language] = (version, entry)
            }
        }
        for language in Set(genusByLanguage.keys).union(latest.keys).sorted() {
            let flavor = latest[language]?.entry
            batch.add(.speciesText, id, language, genusByLanguage[language],
                      flavor.map { FlavorText.normalize($0.flavor_text) }, flavor?.version?.name)
        }
    }
}
