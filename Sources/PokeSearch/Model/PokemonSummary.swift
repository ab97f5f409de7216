/// What a listing shows of one Pokémon: number, names, types and base stats.
public struct PokemonSummary: Sendable, Hashable, Encodable {
    /// PokéAPI `pokemon` id (forms and megas are 10001 and up).
    public var id: Int
    /// PokéAPI slug, e.g. `charizard-mega-x`.
    public var name: String
    /// Display name in the requested language (falls back to English, then the slug).
    public var displayName: String
    /// National Pokédex number.
    public var speciesID: Int
    /// Whether this is the species' default form.
    public var isDefault: Bool
    /// Type slugs in slot order, e.g. `["fire", "flying"]`.
    public var types: [String]
    /// The types' names in the requested language, in slot order (falls back to English).
    public var typeNames: [String]
    /// The six base stats and their total.
    public var stats: BaseStats
    /// Decimetres.
    public var height: Int
    /// Hectograms.
    public var weight: Int
    /// Experience for defeating it; unknown for some forms.
    public var baseExperience: Int?
    /// Catch rate, 3 (hardest) to 255 (easiest).
    public var captureRate: Int?

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
