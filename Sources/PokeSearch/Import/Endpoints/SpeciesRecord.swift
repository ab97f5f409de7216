/// `pokemon-species/<id>`: what all forms of a Pokémon share: its Pokédex
/// number, names, genus, latest flavor text, breeding and evolution links.
struct SpeciesRecord: EndpointRecord {
    let id: Int
    let name: String
    let order: Int?
    let generation: ResourceRef
    let evolutionChain: ResourceRef?
    let evolvesFromSpecies: ResourceRef?
    let color: ResourceRef?
    let habitat: ResourceRef?
    let shape: ResourceRef?
    let captureRate: Int?
    let baseHappiness: Int?
    let genderRate: Int?
    let hatchCounter: Int?
    let growthRate: ResourceRef?
    let isLegendary: Bool
    let isMythical: Bool
    let isBaby: Bool
    let eggGroups: [ResourceRef]
    let names: [NameEntry]
    let genera: [Genus]
    let flavors: FlavorTexts

    /// `{"genus": "Flame Pokémon", "language": {...}}`.
    struct Genus {
        let genus: String
        let language: ResourceRef
    }

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, order: Int?, generation: ResourceRef?
        var evolutionChain: ResourceRef?, evolvesFromSpecies: ResourceRef?
        var color: ResourceRef?, habitat: ResourceRef?, shape: ResourceRef?, growthRate: ResourceRef?
        var captureRate: Int?, baseHappiness: Int?, genderRate: Int?, hatchCounter: Int?
        var isLegendary: Bool?, isMythical: Bool?, isBaby: Bool?
        var eggGroups: [ResourceRef]?, names: [NameEntry]?, genera: [Genus]?, flavors: FlavorTexts?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "order": order = try json.nullable { try $0.int(at: "order") }
            case "generation": generation = try ResourceRef.read(&json, at: "generation")
            case "evolution_chain": evolutionChain = try ResourceRef.readNullable(&json, at: "evolution_chain")
            case "evolves_from_species": evolvesFromSpecies = try ResourceRef.readNullable(&json, at: "evolves_from_species")
            case "color": color = try ResourceRef.readNullable(&json, at: "color")
            case "habitat": habitat = try ResourceRef.readNullable(&json, at: "habitat")
            case "shape": shape = try ResourceRef.readNullable(&json, at: "shape")
            case "growth_rate": growthRate = try ResourceRef.readNullable(&json, at: "growth_rate")
            case "capture_rate": captureRate = try json.nullable { try $0.int(at: "capture_rate") }
            case "base_happiness": baseHappiness = try json.nullable { try $0.int(at: "base_happiness") }
            case "gender_rate": genderRate = try json.nullable { try $0.int(at: "gender_rate") }
            case "hatch_counter": hatchCounter = try json.nullable { try $0.int(at: "hatch_counter") }
            case "is_legendary": isLegendary = try json.bool(at: "is_legendary")
            case "is_mythical": isMythical = try json.bool(at: "is_mythical")
            case "is_baby": isBaby = try json.bool(at: "is_baby")
            case "egg_groups": eggGroups = try ResourceRef.readList(&json, at: "egg_groups")
            case "names": names = try NameEntry.readList(&json, at: "names")
            case "genera": genera = try Self.readGenera(&json)
            case "flavor_text_entries": flavors = try FlavorTexts.read(&json)
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.order = order
        self.generation = try generation.required("generation")
        self.evolutionChain = evolutionChain
        self.evolvesFromSpecies = evolvesFromSpecies
        self.color = color
        self.habitat = habitat
        self.shape = shape
        self.captureRate = captureRate
        self.baseHappiness = baseHappiness
        self.genderRate = genderRate
        self.hatchCounter = hatchCounter
        self.growthRate = growthRate
        self.isLegendary = try isLegendary.required("is_legendary")
        self.isMythical = try isMythical.required("is_mythical")
        self.isBaby = try isBaby.required("is_baby")
        self.eggGroups = try eggGroups.required("egg_groups")
        self.names = try names.required("names")
        self.genera = try genera.required("genera")
        self.flavors = try flavors.required("flavor_text_entries")
    }

    private static func readGenera(_ json: inout JSONCursor) throws -> [Genus] {
        try json.list(at: "genera") { json, index in
            var genus: String?, language: ResourceRef?
            try json.members(at: "genera[\(index)]") { json, key in
                switch key {
                case "genus": genus = try json.string(at: "genera[\(index)].genus")
                case "language": language = try ResourceRef.read(&json, at: "genera[\(index)].language")
                default: try json.skipValue()
                }
            }
            return Genus(genus: try genus.required("genera[\(index)].genus"),
                         language: try language.required("genera[\(index)].language"))
        }
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        batch.add(
            .species, id, name,
            try resolver.require(generation, .generation, at: "generation"),
            try resolver.resolve(evolutionChain, .evolutionChain, at: "evolution_chain"),
            try resolver.resolve(evolvesFromSpecies, .species, at: "evolves_from_species"),
            try resolver.resolve(color, .color, at: "color"),
            try resolver.resolve(habitat, .habitat, at: "habitat"),
            try resolver.resolve(shape, .shape, at: "shape"),
            captureRate, baseHappiness, genderRate, hatchCounter,
            // Growth rates are not imported: the slug is the readable value.
            growthRate?.name,
            isLegendary, isMythical, isBaby, order)
        for (index, group) in eggGroups.enumerated() {
            let groupID = try resolver.require(group, .eggGroup, at: "egg_groups[\(index)]")
            batch.add(.speciesEggGroup, id, groupID)
        }
        try batch.addNames(names, kind: .species, id: id, resolving: resolver)
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
        for language in Set(genusByLanguage.keys).union(flavors.latest.keys).sorted() {
            let flavor = flavors.latest[language]
            batch.add(.speciesText, id, language, genusByLanguage[language],
                      flavor.map { FlavorText.normalize($0.text) }, flavor?.versionName)
        }
    }
}
