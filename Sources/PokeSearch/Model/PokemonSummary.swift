import Synchronization

/// What a listing shows of one Pokémon: number, names, types and base stats.
public struct PokemonSummary: Sendable, Hashable, Encodable {
    /// PokéAPI `pokemon` id (forms and megas are 10001 and up).
    public var id: Int {
        get { fields.values.id }
        set { uniqueFields().values.id = newValue }
    }
    /// PokéAPI slug, e.g. `charizard-mega-x`.
    public var name: String {
        get { fields.values.name }
        set { uniqueFields().values.name = newValue }
    }
    /// Display name in the requested language (falls back to English, then the slug).
    public var displayName: String {
        get { fields.values.displayName }
        set { uniqueFields().values.displayName = newValue }
    }
    /// National Pokédex number.
    public var speciesID: Int {
        get { fields.values.speciesID }
        set { uniqueFields().values.speciesID = newValue }
    }
    /// Whether this is the species' default form.
    public var isDefault: Bool {
        get { fields.values.isDefault }
        set { uniqueFields().values.isDefault = newValue }
    }
    /// Type slugs in slot order, e.g. `["fire", "flying"]`.
    public var types: [String] {
        get { fields.values.types }
        set { uniqueFields().values.types = newValue }
    }
    /// The types' names in the requested language, in slot order (falls back to English).
    public var typeNames: [String] {
        get { fields.values.typeNames }
        set { uniqueFields().values.typeNames = newValue }
    }
    /// The six base stats and their total.
    public var stats: BaseStats {
        get { fields.values.stats }
        set { uniqueFields().values.stats = newValue }
    }
    /// Decimetres.
    public var height: Int {
        get { fields.values.height }
        set { uniqueFields().values.height = newValue }
    }
    /// Hectograms.
    public var weight: Int {
        get { fields.values.weight }
        set { uniqueFields().values.weight = newValue }
    }
    /// Experience for defeating it; unknown for some forms.
    public var baseExperience: Int? {
        get { fields.values.baseExperience }
        set { uniqueFields().values.baseExperience = newValue }
    }
    /// Catch rate, 3 (hardest) to 255 (easiest).
    public var captureRate: Int? {
        get { fields.values.captureRate }
        set { uniqueFields().values.captureRate = newValue }
    }

    /// The fields, in a box shared by copies until one is changed: a
    /// summary travels from the summary cache to a page's hits through three
    /// or four copies, and a copy of the fields themselves counted four
    /// references (two strings, two arrays) each time.
    private var fields: Fields

    private final class Fields: @unchecked Sendable {
        // Changed only through `uniqueFields()`, in a box no other summary shares.
        var values: FieldValues
        /// What a front end made of these values (`memo(_:)`); cleared when they change.
        let memo = Mutex<(any AnyObject & Sendable)?>(nil)

        init(_ values: FieldValues) { self.values = values }
    }

    /// The fields themselves: equality and hashing are theirs, not the box's.
    private struct FieldValues: Hashable {
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
    }

    init(id: Int, name: String, displayName: String, speciesID: Int, isDefault: Bool, types: [String], typeNames: [String],
         stats: BaseStats, height: Int, weight: Int, baseExperience: Int?, captureRate: Int?) {
        fields = Fields(FieldValues(id: id, name: name, displayName: displayName, speciesID: speciesID, isDefault: isDefault, types: types,
                               typeNames: typeNames, stats: stats, height: height, weight: weight,
                               baseExperience: baseExperience, captureRate: captureRate))
    }

    private mutating func uniqueFields() -> Fields {
        if isKnownUniquelyReferenced(&fields) {
            fields.memo.withLock { $0 = nil }
        } else {
            fields = Fields(fields.values)
        }
        return fields
    }

    /// What `make` derives from this summary, made once and kept with its
    /// fields for as long as they do not change: copies share it, and the
    /// engine's summary cache keeps one summary per Pokémon and language for
    /// its lifetime, so the server writes each summary's JSON once (its
    /// `EncodedSummary`). Two threads may both make it the first time.
    package func memo<Value: AnyObject & Sendable>(_ make: (PokemonSummary) throws -> Value) rethrows -> Value {
        if let known = fields.memo.withLock({ $0 }) as? Value { return known }
        let made = try make(self)
        fields.memo.withLock { $0 = made }
        return made
    }

    /// Whether the two summaries hold the same fields.
    public static func == (a: PokemonSummary, b: PokemonSummary) -> Bool {
        a.fields === b.fields || a.fields.values == b.fields.values
    }

    /// Hashes the fields `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields.values)
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
