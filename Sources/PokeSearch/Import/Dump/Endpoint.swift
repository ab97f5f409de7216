/// A PokéAPI endpoint the importer reads, as named in the dump:
/// `data/api/v2/<endpoint>/<id>/index.json`.
///
/// Endpoints the Pokédex does not need (location-area, machine, berry, ...) are
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
    case ability
    case item
    case move
    case evolutionChain = "evolution-chain"
    case species = "pokemon-species"
    case form = "pokemon-form"
    case pokemon

    /// The folder name in the dump.
    public var description: String { rawValue }

    /// Endpoints a dump may leave out as a whole with `without:`: the Pokédex is
    /// still consistent without them (no learnsets, no item details).
    public static let omittable: Set<Endpoint> = [.move, .item]
}
