/// The fields an entity query can name, per kind: moves `type:`,
/// `category:`, `power>`, `accuracy>`, `pp>`, `priority>`, `gen:`; items
/// `category:` (category or pocket), `cost<`; abilities `gen:`.
enum EntityField: String, CaseIterable {
    case type, category, power, accuracy, pp, priority, generation = "gen", cost
    /// A class of moves: `is:recoil`, `is:high-crit`, `is:paralyze`.
    case moveClass = "is"
    /// The status a move may inflict: `inflicts:burn`, `inflicts:poison`.
    case inflicts
    /// The stat a move or a nature raises or lowers: `raises:attack`, `lowers:speed`.
    case raises, lowers

    /// The fields of `kind`, in the order error messages list them.
    static func fields(of kind: EntityKind) -> [EntityField] {
        switch kind {
        case .move: return [.type, .category, .power, .accuracy, .pp, .priority, .generation, .moveClass, .inflicts, .raises, .lowers]
        case .item: return [.category, .cost]
        case .ability: return [.generation]
        case .type: return []
        case .nature: return [.raises, .lowers]
        }
    }

    private static let aliases: [String: EntityField] = [
        "type": .type, "t": .type,
        "category": .category, "cat": .category, "class": .category, "damage-class": .category, "pocket": .category,
        "power": .power, "pow": .power, "bp": .power,
        "accuracy": .accuracy, "acc": .accuracy,
        "pp": .pp,
        "priority": .priority, "prio": .priority,
        "gen": .generation, "generation": .generation, "g": .generation,
        "cost": .cost, "price": .cost,
        "is": .moveClass, "effect": .moveClass,
        "inflicts": .inflicts, "ailment": .inflicts, "status": .inflicts, "causes": .inflicts,
        "raises": .raises, "raise": .raises, "boosts": .raises, "ups": .raises, "plus": .raises,
        "lowers": .lowers, "lower": .lowers, "drops": .lowers, "minus": .lowers,
    ]

    /// Every spelling of the fields of `kind`.
    static func spellings(for kind: EntityKind) -> [String] {
        aliases.filter { fields(of: kind).contains($0.value) }.map(\.key)
    }

    /// The field `name` stands for among the fields of `kind`.
    static func named(_ name: String, for kind: EntityKind) -> EntityField? {
        aliases[name.lowercased()].flatMap { fields(of: kind).contains($0) ? $0 : nil }
    }

    /// Compared as a number (`power>80`, `cost<1000`, `gen:4`).
    var isNumeric: Bool { ![.type, .category, .moveClass, .inflicts, .raises, .lowers].contains(self) }
}
