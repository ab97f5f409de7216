/// One condition of a query as the engine understood it, for explanations:
/// `type 'fire'`, `not type 'flying'`, `legendary or mythical`.
public struct FilterReason: Sendable, Hashable, Encodable {
    /// What a result must have: one of `alternatives`, or with `negated` none of them.
    public enum Condition: Sendable, Hashable, Encodable {
        /// A type, ability, move, held item, colour, habitat, shape or egg group (`kind`), as typed.
        case entity(kind: String, text: String)
        /// An ability, a move or an item that may also be the start of a name.
        case entityOrName(kind: String, text: String)
        /// Introduced in one of these generations.
        case generation([Int])
        /// The Pokémon of this National Pokédex number.
        case pokedexNumber(Int)
        /// `descendants` (evolve from `of`, directly or not) or `family` (`of`'s whole chain).
        case evolution(relation: String, of: String)
        /// `weak` (2× or more), `weak-4x` (4×), `resists` (under 1×), `resists-4x` (¼× or less), `immune` (0×) or `neutral` (1×) to the attacking
        /// type `type`, on the type chart over current types; abilities are not counted.
        case matchup(relation: String, type: String)
        /// A yes/no property: `legendary`, `mythical`, `baby`, `mega`, `gmax`, `default`, `form`.
        case flag(String)
        /// A number compared: `stat` (`attack`, `weight`, …), `operator` (`>=`, …), `value` as typed.
        case comparison(stat: String, operator: String, value: Double)
        /// A name matching this wildcard pattern, as typed (`char*zard`).
        case namePattern(String)
        /// A name starting with this text (`name:`).
        case name(String)
        /// Full text matching this text.
        case text(String)
    }

    /// Written with `-`, `!` or `NOT`.
    public var negated: Bool
    /// Written `a|b` or `a OR b`; one condition when there is no choice.
    public var alternatives: [Condition]
}
