/// One condition of a query as the engine understood it, for explanations:
/// `type 'fire'`, `not type 'flying'`, `legendary or mythical`.
public struct FilterReason: Sendable, Hashable, Encodable {
    /// What a result must have: one of `alternatives`, or with `negated` none of them.
    public enum Condition: Sendable, Hashable, Encodable {
        /// A type, ability, move, held item, colour, habitat, shape or egg group (`kind`), as typed.
        case entity(kind: Subject, text: String)
        /// An ability, a move or an item that may also be the start of a name.
        case entityOrName(kind: Subject, text: String)
        /// Introduced in one of these generations.
        case generation([Int])
        /// The Pokémon of this National Pokédex number.
        case pokedexNumber(Int)
        /// `descendants` (evolve from `of`, directly or not) or `family` (`of`'s whole chain).
        case evolution(relation: EvolutionRelation, of: String)
        /// `weak` (2× or more), `weak-4x` (4×), `resists` (under 1×), `resists-4x` (¼× or less), `immune` (0×) or `neutral` (1×) to the attacking
        /// type `type`, on the type chart over current types; abilities are not counted.
        case matchup(relation: MatchupRelation, type: String)
        /// A yes/no property: `legendary`, `mythical`, `baby`, `mega`, `gmax`, `default`, `form`.
        case flag(String)
        /// A number compared: `stat` (`attack`, `weight`, …), `operator` (`>=`, …), `value` as typed.
        case comparison(stat: SortKey, operator: ComparisonOperator, value: Double)
        /// One base stat compared with another of the same Pokémon: `stat` `operator` `other` (`attack > sp-attack`).
        case statVersus(stat: SortKey, operator: ComparisonOperator, other: SortKey)
        /// A name matching this wildcard pattern, as typed (`char*zard`).
        case namePattern(String)
        /// A name starting with this text (`name:`).
        case name(String)
        /// Full text matching this text.
        case text(String)
    }

    /// What an entity condition names; encoded as the words it has always
    /// been (`type`, `egg-group`, `hidden ability`), which scripts read.
    public enum Subject: String, Sendable, Hashable, Encodable {
        /// A type.
        case type
        /// An ability.
        case ability
        /// A move it learns.
        case move
        /// A colour.
        case color
        /// A habitat.
        case habitat
        /// A body shape.
        case shape
        /// An egg group.
        case eggGroup = "egg-group"
        /// A generation.
        case generation
        /// An item it holds in the wild.
        case item
        /// A region's generation.
        case region
        /// A genus (`Mouse Pokémon`).
        case genus
        /// A place where the Pokémon is met in the wild (`mt moon`).
        case location
        /// A nature.
        case nature
        /// A class of moves it learns one of (`priority`, `raises attack`).
        case moveClass = "move class"
        /// Effort values it gives when defeated (`speed evs`).
        case effortYield = "gives EVs"
        /// A move it learns and shares the type of (`stab earthquake`).
        case stabMove = "learns, with the move's type (STAB)"
        /// A way of evolving it is the one to apply to (`water stone`, `friendship, night`).
        case evolutionMethod = "evolves by"
        /// A way it is met in the wild (`fishing`, `old rod`, `hordes`).
        case encounterMethod = "met by"
        /// Games it is met in the wild in (`pokemon red`).
        case game = "met in the wild in"
        /// Games it is met in the wild in, and not the other game of their pair (`red exclusives`).
        case gameExclusive = "met in the wild only in (not the other game of its pair)"
        /// The only types it is weak to (`only weak to fighting`).
        case onlyWeakTo = "weak only to (type chart on current types)"
        /// How many types it is weak to (`one weakness`).
        case weaknessCount = "number of types it is weak to (type chart on current types)"
        /// A type one of its types hits 2× (`good against water`).
        case superEffectiveAgainst = "has a type super effective against"
        /// Base stats that lean a battle role's way (`physical attackers`).
        case role = "battle role"
        /// A group players name (`legendary birds`, `eeveelutions`).
        case group
        /// An ability only a hidden ability slot gives (`hidden:levitate`).
        case hiddenAbility = "hidden ability"
        /// The regional forms of a region (`alolan`).
        case regionalForms = "regional forms of"
        /// A region as a place: its regional forms and the Pokémon its game brought (`alola`).
        case regionAndItsGame = "region (its forms and the Pokémon its game brought)"
    }

    /// Written with `-`, `!` or `NOT`.
    public var negated: Bool
    /// Written `a|b` or `a OR b`; one condition when there is no choice.
    public var alternatives: [Condition]
}
