import Foundation

/// Everything `show` tells about one Pokémon.
public struct PokemonDetail: Sendable, Hashable, Encodable {
    /// A named resource: its slug and its name in the display language.
    public struct Named: Sendable, Hashable, Encodable {
        /// PokéAPI slug, e.g. `solar-power`.
        public var name: String
        /// Display name, e.g. `Solar Power` (the slug when there is none).
        public var displayName: String

        enum CodingKeys: String, CodingKey { case name, displayName = "display_name" }
    }

    /// A name in one language.
    public struct LocalizedName: Sendable, Hashable, Encodable {
        /// PokéAPI language name, e.g. `ja-hrkt`.
        public var language: String
        /// The name in that language.
        public var name: String
    }

    /// One ability, with whether it is the hidden one.
    public struct Ability: Sendable, Hashable, Encodable {
        /// Slug and display name.
        public var ability: Named
        /// Hidden abilities come from special encounters and breeding.
        public var isHidden: Bool
        /// What it does in the display language when the dump says it there (its
        /// short effect, else the latest game's text), else in English.
        public var effect: String?

        enum CodingKeys: String, CodingKey { case name, displayName = "display_name", isHidden = "is_hidden", effect }

        /// Encodes the JSON the command line's `--format json` and the server print.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(ability.name, forKey: .name)
            try container.encode(ability.displayName, forKey: .displayName)
            try container.encode(isHidden, forKey: .isHidden)
            try container.encode(effect, forKey: .effect)
        }
    }

    /// PokéAPI `pokemon` id.
    public var id: Int
    /// PokéAPI slug.
    public var name: String
    /// National Pokédex number.
    public var speciesID: Int
    /// Name in the display language.
    public var displayName: String
    /// Whether this is the species' default form.
    public var isDefault: Bool
    /// Its names in every language the Pokédex has, in language order.
    public var names: [LocalizedName]
    /// E.g. `Flame Pokémon`, in the display language.
    public var genus: String?
    /// Metres.
    public var heightMeters: Double
    /// Kilograms.
    public var weightKilograms: Double
    /// Experience for defeating it.
    public var baseExperience: Int?
    /// Types in slot order.
    public var types: [Named]
    /// Abilities in slot order.
    public var abilities: [Ability]
    /// Base stats and their total.
    public var stats: BaseStats
    /// Weaknesses and resistances from the type chart.
    public var matchups: TypeMatchups
    /// Its evolution family; empty when it does not evolve.
    public var evolution: EvolutionChain
    /// The latest Pokédex entry in the display language (English when missing).
    public var flavorText: String?
    /// Sprite and artwork URLs by kind (`front_default`, `official-artwork`, …).
    public var sprites: [String: String]
    /// Moves it can learn, by display name.
    public var moves: [Named]
    /// How it learns each move (by level, machine, egg, tutor…), level-up moves by level.
    public var learnset: [LearnsetEntry] = []
    /// When the trainer caught it, if they did.
    public var caughtAt: Date?
    /// The cosmetic form asked for (`show "unown b"`), whose sprites `sprites` holds.
    public var form: MatchedForm? = nil
    /// The version group whose moves `learnset` and `moves` hold (`scarlet-violet`);
    /// nil when each move is as the latest game that teaches it has it.
    public var game: String? = nil
    /// The effort values (EVs) defeating it gives, by stat (`Stat.column`:
    /// `["speed": 3]`); the stats it gives none of are absent.
    public var effortYield: [String: Int] = [:]
    /// Where it is met in the wild, game by game in release order (only one
    /// game's versions when asked); empty when it is never met in the wild.
    public var whereToFind: [GameEncounters] = []

    enum CodingKeys: String, CodingKey {
        case id, name, speciesID = "species_id", displayName = "display_name", isDefault = "is_default"
        case names, genus, heightMeters = "height_m", weightKilograms = "weight_kg"
        case baseExperience = "base_experience", types, abilities, stats, matchups, evolution
        case flavorText = "flavor_text", sprites, moves, learnset, caughtAt = "caught_at", form, game
        case whereToFind = "where_to_find", effortYield = "ev_yield"
    }
}
