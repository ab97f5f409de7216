import GRDB

/// Groups of items players name that no item category of PokéAPI's holds:
/// the rocks that make a weather last longer and the seeds a terrain sets
/// off sit among the other held items, and the items a trade evolution
/// needs held are spread over three categories (Metal Coat is a type
/// enhancer, King's Rock a held item).
enum ItemGroup: CaseIterable {
    /// Damp, Heat, Smooth and Icy Rock: rain, sun, sand and snow for eight turns.
    case weatherRocks
    /// Electric, Grassy, Misty and Psychic Seed.
    case terrainSeeds
    /// Held through a trade to evolve (Metal Coat, Up-Grade): from the Pokédex's evolutions.
    case tradeEvolution

    /// Folded phrases → the group.
    static let phrases: [String: ItemGroup] = {
        var table: [String: ItemGroup] = [:]
        func add(_ words: [String], _ group: ItemGroup) { for word in words { table[word] = group } }
        add(["weather rock", "weather rocks", "weather extender", "weather extenders", "weather extending", "weather items"],
            .weatherRocks)
        add(["terrain seed", "terrain seeds", "seeds for terrain"], .terrainSeeds)
        add(["trade evolution", "trade evolutions", "trade evo", "trade evos", "trade items", "trade item", "trading items",
             "for trade evolution", "for trade evolutions", "trade evolution items"], .tradeEvolution)
        return table
    }()

    /// The longest phrase of up to three words at `index`, and its length.
    static func longest(in words: [String], from index: Int) -> (group: ItemGroup, length: Int)? {
        for length in stride(from: min(3, words.count - index), through: 1, by: -1) {
            if let group = phrases[words[index..<index + length].joined(separator: " ")] { return (group, length) }
        }
        return nil
    }

    /// The group's items, by id.
    func itemIDs(in db: Database) throws -> Set<Int> {
        switch self {
        case .weatherRocks: try Self.items(["damp-rock", "heat-rock", "smooth-rock", "icy-rock"], in: db)
        case .terrainSeeds: try Self.items(["electric-seed", "grassy-seed", "misty-seed", "psychic-seed"], in: db)
        case .tradeEvolution:
            try Int.fetchSet(db, sql: "SELECT id FROM item WHERE name IN (SELECT held_item FROM evolution WHERE trigger = 'trade')")
        }
    }

    private static func items(_ slugs: [String], in db: Database) throws -> Set<Int> {
        try Int.fetchSet(db, sql: "SELECT id FROM item WHERE name IN (\(slugs.map { _ in "?" }.joined(separator: ", ")))",
                         arguments: StatementArguments(slugs))
    }
}
