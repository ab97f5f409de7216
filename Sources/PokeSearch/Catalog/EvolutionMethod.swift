/// One way a species evolves from its parent, as parts a front end can word
/// in its own language: the trigger's slug, the level, the item with its
/// name in the display language, the other conditions, and the whole in
/// English words (`text`, what `show` prints).
public struct EvolutionMethod: Sendable, Hashable, Encodable {
    /// PokéAPI's evolution trigger: `level-up`, `use-item`, `trade`, `shed`, …
    public var trigger: String?
    /// The level it must reach, when one is needed.
    public var minLevel: Int?
    /// The item used or held, with its display name.
    public var item: PokemonDetail.Named?
    /// The other conditions, in English as the import words them: `friendship ≥ 160, day`.
    public var conditions: String?
    /// The same conditions as data, what they name in the display language.
    public var requirements: [EvolutionRequirement] = []
    /// All of it in words: `level 16`, `use water stone`, `trade, with metal coat`.
    public var text: String

    enum CodingKeys: String, CodingKey { case trigger, minLevel = "min_level", item, conditions, requirements, text }

    // By hand, so that a part a method lacks is null, not missing, as in the rest of the detail.
    /// Encodes the JSON the command line's `--format json` and the server print.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(trigger, forKey: .trigger)
        try container.encode(minLevel, forKey: .minLevel)
        try container.encode(item, forKey: .item)
        try container.encode(conditions, forKey: .conditions)
        try container.encode(requirements, forKey: .requirements)
        try container.encode(text, forKey: .text)
    }
}
