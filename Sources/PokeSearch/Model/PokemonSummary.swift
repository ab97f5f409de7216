/// What a listing shows of one Pokémon: number, names, types and base stats.
public struct PokemonSummary: Sendable, Hashable, Encodable {
    /// PokéAPI `pokemon` id (forms and megas are 10001 and up).
    public var id: Int {
        get { fields.id }
        set { uniqueFields().id = newValue }
    }
    /// PokéAPI slug, e.g. `charizard-mega-x`.
    public var name: String {
        get { fields.name }
        set { uniqueFields().name = newValue }
    }
    /// Display name in the requested language (falls back to English, then the slug).
    public var displayName: String {
        get { fields.displayName }
        set { uniqueFields().displayName = newValue }
    }
    /// National Pokédex number.
    public var speciesID: Int {
        get { fields.speciesID }
        set { uniqueFields().speciesID = newValue }
    }
    /// Whether this is the species' default form.
    public var isDefault: Bool {
        get { fields.isDefault }
        set { uniqueFields().isDefault = newValue }
    }
    /// Type slugs in slot order, e.g. `["fire", "flying"]`.
    public var types: [String] {
        get { fields.types }
        set { uniqueFields().types = newValue }
    }
    /// The types' names in the requested language, in slot order (falls back to English).
    public var typeNames: [String] {
        get { fields.typeNames }
        set { uniqueFields().typeNames = newValue }
    }
    /// The six base stats and their total.
    public var stats: BaseStats {
        get { fields.stats }
        set { uniqueFields().stats = newValue }
    }
    /// Decimetres.
    public var height: Int {
        get { fields.height }
        set { uniqueFields().height = newValue }
    }
    /// Hectograms.
    public var weight: Int {
        get { fields.weight }
        set { uniqueFields().weight = newValue }
    }
    /// Experience for defeating it; unknown for some forms.
    public var baseExperience: Int? {
        get { fields.baseExperience }
        set { uniqueFields().baseExperience = newValue }
    }
    /// Catch rate, 3 (hardest) to 255 (easiest).
    public var captureRate: Int? {
        get { fields.captureRate }
        set { uniqueFields().captureRate = newValue }
    }

    /// The fields, in a box shared by copies until one is changed: a
    /// summary travels from the summary cache to a page's hits through three
    /// or four copies, and a copy of the fields themselves counted four
    /// references (two strings, two arrays) each time.
    private var fields: Fields

    private final class Fields: @unchecked Sendable {
        // Changed only through `uniqueFields()`, in a box no other summary shares.
        var id: Int
        var name: String
        var displayName: String
        var speciesID: Int
        var isDefault: Bool
        var types: [String]
        var typeNames: [String]
        var stats: BaseStats
        var height: Int
        var weight: Int
        var baseExperience: Int?
        var captureRate: Int?

        init(id: Int, name: String, displayName: String, speciesID: Int, isDefault: Bool, types: [String], typeNames: [String], stats: BaseStats, height: Int, weight: Int, baseExperience: Int?, captureRate: Int?) {
            self.id = id
            self.name = name
            self.displayName = displayName
            self.speciesID = speciesID
            self.isDefault = isDefault
            self.types = types
            self.typeNames = typeNames
            self.stats = stats
            self.height = height
            self.weight = weight
            self.baseExperience = baseExperience
            self.captureRate = captureRate
        }

        func copy() -> Fields {
            Fields(id: id, name: name, displayName: displayName, speciesID: speciesID, isDefault: isDefault, types: types, typeNames: typeNames, stats: stats, height: height, weight: weight, baseExperience: baseExperience, captureRate: captureRate)
        }
    }

    init(id: Int, name: String, displayName: String, speciesID: Int, isDefault: Bool, types: [String], typeNames: [String], stats: BaseStats, height: Int, weight: Int, baseExperience: Int?, captureRate: Int?) {
        fields = Fields(id: id, name: name, displayName: displayName, speciesID: speciesID, isDefault: isDefault, types: types, typeNames: typeNames, stats: stats, height: height, weight: weight, baseExperience: baseExperience, captureRate: captureRate)
    }

    private mutating func uniqueFields() -> Fields {
        if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
        return fields
    }

    public static func == (a: PokemonSummary, b: PokemonSummary) -> Bool {
        a.fields === b.fields || a.id == b.id && a.name == b.name && a.displayName == b.displayName && a.speciesID == b.speciesID && a.isDefault == b.isDefault && a.types == b.types && a.typeNames == b.typeNames && a.stats == b.stats && a.height == b.height && a.weight == b.weight && a.baseExperience == b.baseExperience && a.captureRate == b.captureRate
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(name)
        hasher.combine(displayName)
        hasher.combine(speciesID)
        hasher.combine(isDefault)
        hasher.combine(types)
        hasher.combine(typeNames)
        hasher.combine(stats)
        hasher.combine(height)
        hasher.combine(weight)
        hasher.combine(baseExperience)
        hasher.combine(captureRate)
    }

    enum CodingKeys: String, CodingKey {
        case id, name, displayName = "display_name", speciesID = "species_id", isDefault = "is_default"
        case types, typeNames = "type_names", height = "height_m", weight = "weight_kg", baseExperience = "base_experience", captureRate = "capture_rate"
    }

    /// One flat object: the stats' keys (`hp` … `total`) sit beside the
    /// others; `type_names` are the types in the request's language; height and weight in metres and kilograms (`height_m`, `weight_kg`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(displayName, forKey: .displayName)
        try container.encode(speciesID, forKey: .speciesID)
        try container.encode(isDefault, forKey: .isDefault)
        try container.encode(types, forKey: .types)
        try container.encode(typeNames, forKey: .typeNames)
        // In metres and kilograms, as `show` and the web app's detail give them.
        try container.encode(Double(height) / 10, forKey: .height)
        try container.encode(Double(weight) / 10, forKey: .weight)
        try container.encodeIfPresent(baseExperience, forKey: .baseExperience)
        try container.encodeIfPresent(captureRate, forKey: .captureRate)
        try stats.encode(to: encoder)
    }
}
