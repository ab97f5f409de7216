/// What a listing or a search can be sorted by (`--sort`). Also the list of
/// the `pokemon_card` columns searches compare (`StatField`): kept here once.
public enum SortKey: String, CaseIterable, Sendable, Codable {
    /// National Pokédex number (then form order).
    case number
    /// The displayed name, in the language's collation.
    case name
    /// Hit points.
    case hp
    /// Attack.
    case attack
    /// Defense.
    case defense
    /// Special attack.
    case spAttack = "sp-attack"
    /// Special defense.
    case spDefense = "sp-defense"
    /// Speed.
    case speed
    /// The sum of the base stats.
    case total
    /// Height.
    case height
    /// Weight.
    case weight
    /// Base experience given when defeated.
    case baseExperience = "base-experience"
    /// Capture rate (higher is easier).
    case captureRate = "capture-rate"

    /// The base stat this key is, if it is one (not `total`: a sum of them).
    public var stat: Stat? {
        Stat.allCases.first { $0.sortKey == self }
    }

    /// The `pokemon_card` column (alias `c`) this key orders by.
    var column: String {
        switch self {
        case .number: "c.species_id"
        case .name: "c.name"
        case .hp, .attack, .defense, .spAttack, .spDefense, .speed: "c." + stat!.column
        case .total: "c.total"
        case .height: "c.height"
        case .weight: "c.weight"
        case .baseExperience: "c.base_experience"
        case .captureRate: "c.capture_rate"
        }
    }

    /// Numbers read best from the lowest, names from A; stats are asked for
    /// from the highest more often, but `--desc` says so explicitly.
    var defaultDescending: Bool { false }

    /// The ORDER BY clause: the key, then a total order (Pokédex number,
    /// default form first, pokemon id) so that pages never repeat or skip.
    /// `nameCollation`, when given, sorts `.name` by the selected `display_name`
    /// in that SQLite collation (the displayed name in the reader's language)
    /// rather than by the slug.
    func orderBy(descending: Bool, nameCollation: String? = nil) -> String {
        let direction = descending ? "DESC" : "ASC"
        let key = self == .name ? nameCollation.map { "display_name COLLATE \($0) \(direction), c.name" } : nil
        return "\(key ?? column) \(direction), c.species_id ASC, c.is_default DESC, c.id ASC"
    }
}
