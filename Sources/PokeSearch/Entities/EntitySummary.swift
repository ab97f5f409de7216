/// One move, item or ability as a search or listing returns it. Fields that
/// do not apply to the kind are nil and left out of JSON.
public struct EntitySummary: Sendable, Hashable, Encodable {
    /// `move`, `item`, `ability`, `type` or `nature`.
    public var kind: EntityKind
    /// PokéAPI id.
    public var id: Int
    /// PokéAPI slug, e.g. `thunderbolt`.
    public var name: String
    /// Name in the display language (English, else the slug, when it has none).
    public var displayName: String
    /// One sentence on what it does, in English.
    public var shortEffect: String?
    /// Generation that introduced it (moves, abilities).
    public var generation: Int?
    /// A move's type slug, e.g. `electric`.
    public var type: String?
    /// A move's damage class (`physical`, `special`, `status`) or an item's category slug.
    public var category: String?
    /// An item's bag pocket slug, e.g. `medicine`.
    public var pocket: String?
    /// Moves: base power, accuracy in percent, PP and priority.
    public var power: Int?
    /// Moves: accuracy in percent; nil for a move that never misses.
    public var accuracy: Int?
    /// Moves: power points.
    public var pp: Int?
    /// Moves: priority (0 for most).
    public var priority: Int?
    /// An item's price in the newest game that sells it.
    public var cost: Int?
    /// A nature's raised and lowered stats (`speed`, `attack`; none for a
    /// neutral nature) and the berry flavors it likes and hates.
    public var raises: String?
    /// A nature's lowered stat (`attack`); none for a neutral nature.
    public var lowers: String?
    /// The berry flavor a nature likes (`sweet`).
    public var likesFlavor: String?
    /// The berry flavor a nature hates (`spicy`).
    public var hatesFlavor: String?

    enum CodingKeys: String, CodingKey {
        case kind, id, name, displayName = "display_name", shortEffect = "short_effect", generation, type, category,
             pocket, power, accuracy, pp, priority, cost, raises, lowers, likesFlavor = "likes_flavor", hatesFlavor = "hates_flavor"
    }
}
