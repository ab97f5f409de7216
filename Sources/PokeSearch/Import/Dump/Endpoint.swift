/// A PokéAPI endpoint the importer reads, as named in the dump:
/// `data/api/v2/<endpoint>/<id>/index.json`.
///
/// Endpoints the Pokédex does not need (machine, berry, contest, ...) are
/// never listed nor opened.
public enum Endpoint: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// Languages.
    case language
    /// Generations.
    case generation
    /// The base stats' names.
    case stat
    /// Types and their damage relations.
    case type
    /// Pokédex colours.
    case color = "pokemon-color"
    /// Habitats.
    case habitat = "pokemon-habitat"
    /// Body shapes.
    case shape = "pokemon-shape"
    /// Egg groups.
    case eggGroup = "egg-group"
    /// Regions.
    case region
    /// Games, as PokéAPI groups their versions.
    case versionGroup = "version-group"
    /// Game versions.
    case version
    /// Move categories.
    case moveDamageClass = "move-damage-class"
    /// How moves are learned.
    case moveLearnMethod = "move-learn-method"
    /// Bag pockets.
    case itemPocket = "item-pocket"
    /// Item categories.
    case itemCategory = "item-category"
    /// Ways of meeting a Pokémon in the wild (walking, surfing, fishing…).
    case encounterMethod = "encounter-method"
    /// Natures.
    case nature
    /// Places.
    case location
    /// Abilities.
    case ability
    /// Items.
    case item
    /// Moves.
    case move
    /// Evolution chains.
    case evolutionChain = "evolution-chain"
    /// Species: names, genus, flavor text.
    case species = "pokemon-species"
    /// Forms, cosmetic ones included.
    case form = "pokemon-form"
    /// Pokémon: types, stats, abilities, moves, sprites.
    case pokemon
    /// Read last: its files are the largest after Pokémon's (every wild encounter of every game).
    case locationArea = "location-area"

    /// The folder name in the dump.
    public var description: String { rawValue }

    /// Endpoints a dump may leave out as a whole with `without:`: the Pokédex is
    /// still consistent without them (no learnsets, no item details).
    package static let omittable: Set<Endpoint> = [.move, .item]

    /// The endpoints that only describe this one's resources, left out with it:
    /// without moves there are no learn methods to name.
    var companions: Set<Endpoint> {
        switch self {
        case .move: [.moveDamageClass, .moveLearnMethod]
        case .item: [.itemCategory, .itemPocket]
        default: []
        }
    }

    /// Every endpoint an import may go without: the omittable ones and their companions.
    static let mayBeLeftOut: Set<Endpoint> = omittable.union(omittable.flatMap(\.companions))
}
