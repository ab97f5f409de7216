import Foundation

/// One condition of an evolution method besides its trigger, level and item
/// (`friendship ≥ 160`, `day`, `at Eterna Forest`), as data: the command line
/// words it in English (`text`), the web app in its own language from `kind`,
/// `value`, `word` and `named`.
public struct EvolutionRequirement: Sendable, Hashable, Encodable {
    /// What is asked: `friendship`, `affection`, `beauty` (each a minimum),
    /// `time` (of day), `gender`, `location`, `held-item`, `known-move`,
    /// `known-move-type`, `used-move`, `party-species`, `party-type`,
    /// `trade-species` (each naming one thing), `damage-taken`, `move-uses`,
    /// `steps` (each a count), `attack-vs-defense`, and the flags `rain`,
    /// `multiplayer`, `upside-down`, `special-rock`.
    public var kind: String
    /// Its number: a minimum or a count; for `attack-vs-defense`, the sign of
    /// attack − defense it needs (1, 0 or −1).
    public var value: Int?
    /// Its word: the time of day (`day`, `night`, `dusk`, `full-moon`) or the
    /// gender (`female`, `male`).
    public var word: String?
    /// The item, move, type, species or location it names, in the display language.
    public var named: PokemonDetail.Named?
    /// In English, as the command line prints it: `friendship ≥ 160`, `at eterna forest`.
    public var text: String

    enum CodingKeys: String, CodingKey { case kind, value, word, named, text }

    /// Encodes every key, null when absent, as the rest of the detail does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(value, forKey: .value)
        try container.encode(word, forKey: .word)
        try container.encode(named, forKey: .named)
        try container.encode(text, forKey: .text)
    }
}
