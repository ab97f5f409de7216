/// A PokéAPI endpoint the importer reads, as named in the dump:
/// `data/api/v2/<endpoint>/<id>/index.json`.
///
/// Endpoints the Pokédex does not need (machine, berry, contest, ...) are
/// never listed nor opened.
public enum Endpoint: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case language
    case generation
    case stat
    case type
    case color = "pokemon-color"
    case habitat = "pokemon-habitat"
    case shape = "pokemon-shape"
    case eggGroup = "egg-group"
    case region
    case versionGroup = "version-group"
    case version
    case moveDamageClass = "move-damage-class"
    case moveLearnMethod = "move-learn-method"
    case itemPocket = "item-pocket"
    case itemCategory = "item-category"
    case encounterMethod = "encounter-method"
    case nature
    case location
    case ability
    case item
    case move
    case evolutionChain = "evolution-chain"
    case species = "pokemon-species"
    case form = "pokemon-form"
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
