/// One way a Pokémon learns a move (`thunderbolt` by `machine`, `thunder-shock`
/// by `level-up` at level 1), as of the latest game that teaches it that way,
/// with the move's facts for a table.
public struct LearnsetEntry: Sendable, Hashable, Encodable {
    /// PokéAPI slug, e.g. `thunderbolt`.
    public var name: String
    /// Its name in the display language.
    public var displayName: String
    /// `level-up`, `machine`, `egg`, `tutor`, … (PokéAPI's learn methods).
    public var method: String
    /// The learn method's name in the display language, as the dump has it: `Machine`, `Stadium: Surfing Pikachu`.
    public var methodName: String
    /// The level, for `level-up` (0 for moves known on evolving).
    public var level: Int?
    /// Its type's slug.
    public var type: String?
    /// `physical`, `special` or `status`.
    public var damageClass: String?
    /// The move's base power; nil for a move without one.
    public var power: Int?
    /// The move's accuracy in percent; nil for a move that never misses.
    public var accuracy: Int?
    /// The move's power points.
    public var pp: Int?

    enum CodingKeys: String, CodingKey {
        case name, displayName = "display_name", method, methodName = "method_name", level, type, damageClass = "damage_class", power, accuracy, pp
    }
}
