/// How players ask who holds something in the wild without naming the
/// item: `holds an item`, `wild held items` (any), `holds a berry` (a berry).
enum HeldItemWords {
    /// What is held: any item, or a berry.
    enum Kind: String {
        case any = "any item"
        case berry = "a berry"
    }

    /// Words before what is held: `holds an item`, `carrying berries`, `wild held items`.
    static let leads: Set<String> = ["holds", "holding", "hold", "carries", "carrying", "carry", "wild"]

    /// Folded phrases of what is held.
    static let kinds: [String: Kind] = [
        "item": .any, "items": .any, "anything": .any, "something": .any, "held item": .any, "held items": .any,
        "berry": .berry, "berries": .berry,
    ]
}
