/// Words that sort an entity search by one of its kind's keys, best first,
/// as `fastest` sorts Pokémon: `strongest fire moves` (power), `most
/// accurate electric moves`, `cheapest berries`. A sort the request asks
/// for (`--sort`, `sort=`) wins over the words.
struct EntitySuperlative: Equatable {
    var key: EntitySortKey
    var descending: Bool

    /// The superlative of `kind` at `index` of the folded words, and how many words it takes.
    static func read(_ words: [String], at index: Int, kind: EntityKind) -> (EntitySuperlative, length: Int)? {
        guard let phrases = table[kind], firstWords.contains(words[index]) else { return nil }
        if index + 1 < words.count, let found = phrases[words[index] + " " + words[index + 1]] { return (found, 2) }
        return phrases[words[index]].map { ($0, 1) }
    }

    /// The first word of every entry: most words start none, and are then not joined with the next.
    private static let firstWords = Set(firstWordsOf: table.values.flatMap(\.keys))

    /// Folded words and pairs of words, by kind.
    private static let table: [EntityKind: [String: EntitySuperlative]] = [
        .move: [
            "strongest": .init(key: .power, descending: true), "best": .init(key: .power, descending: true),
            "most powerful": .init(key: .power, descending: true), "highest power": .init(key: .power, descending: true),
            "hardest hitting": .init(key: .power, descending: true), "strongest attacks": .init(key: .power, descending: true),
            "weakest": .init(key: .power, descending: false), "lowest power": .init(key: .power, descending: false),
            "most accurate": .init(key: .accuracy, descending: true), "highest accuracy": .init(key: .accuracy, descending: true),
            "least accurate": .init(key: .accuracy, descending: false), "most pp": .init(key: .pp, descending: true),
            "highest priority": .init(key: .priority, descending: true), "fastest": .init(key: .priority, descending: true),
            "highest pp": .init(key: .pp, descending: true), "high pp": .init(key: .pp, descending: true),
            "lowest pp": .init(key: .pp, descending: false), "least pp": .init(key: .pp, descending: false),
            "fewest pp": .init(key: .pp, descending: false), "least powerful": .init(key: .power, descending: false),
            "lowest accuracy": .init(key: .accuracy, descending: false), "lowest priority": .init(key: .priority, descending: false),
            "slowest": .init(key: .priority, descending: false),
            // As players say it, and as `high hp` sorts Pokémon.
            "high power": .init(key: .power, descending: true), "powerful": .init(key: .power, descending: true),
            "low power": .init(key: .power, descending: false), "accurate": .init(key: .accuracy, descending: true),
            "high accuracy": .init(key: .accuracy, descending: true), "low accuracy": .init(key: .accuracy, descending: false),
            "inaccurate": .init(key: .accuracy, descending: false), "low pp": .init(key: .pp, descending: false),
        ],
        .item: [
            "cheapest": .init(key: .cost, descending: false), "most expensive": .init(key: .cost, descending: true),
            "priciest": .init(key: .cost, descending: true), "expensive": .init(key: .cost, descending: true),
            "cheap": .init(key: .cost, descending: false),
        ],
    ]
}
