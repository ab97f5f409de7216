/// A resolved restriction on which Pokémon match (`PlanMatcher` finds them).
enum Filter {
    /// Has one of these types / abilities / moves / colours / ... (ids of
    /// `kind`), as typed in `text`.
    case entity(kind: LexiconKind, ids: [Int], text: String)
    /// An ability or similar that may also be read as a name: `blaze` finds
    /// Pokémon with the ability Blaze and those whose name starts "blaze".
    case entityOrName(kind: LexiconKind, ids: [Int], TextTerm)
    /// Species introduced in one of these generations.
    case generation([Int])
    /// The Pokémon of one National Pokédex number (`25`, `#25`, `no. 25`).
    case pokedexNumber(Int)
    /// The species that evolve from these (directly or not), or their whole
    /// chains; `text` names them as typed.
    case evolution(EvolutionRelation, speciesIDs: [Int], text: String)
    /// Pokémon an attacking type (one of `typeIDs`) hits as `relation` says,
    /// on their current types; `text` is the type as understood.
    case matchup(MatchupRelation, typeIDs: [Int], text: String)
    /// Weak (2× or more, on the type chart) to exactly these attacking types
    /// and no other (`only weak to fighting`: the Normal types), or with
    /// `typeIDs` empty, to exactly `count` types (`one weakness`).
    case weaknesses(typeIDs: [Int], count: Int?, text: String)
    /// Has a type that hits one of `typeIDs` super effectively (`good
    /// against water`, `super effective against dragon`): the other way
    /// round from `matchup`.
    case superEffective(againstTypeIDs: [Int], text: String)
    /// Has a type that hits one of these Pokémon (or these species' default
    /// forms) for 2× or more, on both its types (`good against charizard`,
    /// `counters to mega charizard x`): Rock, Water and Electric for Charizard.
    case counters(pokemonIDs: [Int], speciesIDs: [Int], text: String)
    /// Learns one of these moves and has its type, so that it gets the
    /// same-type attack bonus (`stab earthquake`).
    case stab(moveIDs: [Int], text: String)
    /// Learns some move of a class (`learns a priority move`, `water priority`).
    case moveClass(MoveClass, text: String)
    /// Gives at least this many effort values in a stat (a `stat` id) when
    /// defeated (`speed evs`, `ev yield 2 attack`).
    case effortYield(statID: Int, atLeast: Int, text: String)
    /// Met in the wild at one of these locations (`mt moon`), in the
    /// request's games when it names some.
    case location(ids: [Int], text: String)
    /// Met in the wild by one of these encounter methods (`fishing`, `old rod`,
    /// `hordes`), anywhere, in the request's games when it names some.
    case encounterMethod(ids: [Int], text: String)
    /// Met in the wild in one of the games of `versionMask` (version ids as
    /// bits) when the query names no place nor way of meeting (`pokemon
    /// red`, `game:red fire`); `exclusive`: and in no other game of their
    /// pairs (`red exclusives`).
    case metInGames(versionMask: Int, exclusive: Bool, text: String)
    /// The species a way of evolving applies to (`evolves with a water stone`:
    /// Poliwhirl, Shellder…), with all their forms.
    case evolutionMethod(EvolutionMethodQuery, text: String)
    /// Has one of these abilities as its hidden ability (`hidden ability intimidate`).
    case hiddenAbility(ids: [Int], text: String)
    /// A regional form of `region` (`alolan forms`: slugs ending `-alola`),
    /// and for a region with no generation of its own, the Pokémon its game
    /// brought (`hisui`: those whose learnsets begin in Legends: Arceus).
    case regional(RegionalForm)
    case flag(PokemonFlag)
    /// A group players name (`legendary birds`, `eeveelutions`): its species, forms included.
    case group(PokemonGroup)
    /// Stats that lean a role's way (`physical attackers`: Attack above Sp. Atk).
    case role(BattleRole)
    case comparison(StatField, ComparisonOperator, Double)
    /// One base stat against another of the same Pokémon: `atk>spa`.
    case statVersus(StatField, ComparisonOperator, StatField)
    /// A name (any language) matches a wildcard pattern: `char*zard`.
    case namePattern(WildcardPattern)
    /// `name:value`: a name (any language) matches the term, as a prefix.
    case name(TextTerm)
    /// Free text in an alternative or a negation (`pika|"mew"`, `-"flame"`):
    /// the Pokémon's full-text row matches it. Never has empty tokens.
    case text(TextTerm)
}
