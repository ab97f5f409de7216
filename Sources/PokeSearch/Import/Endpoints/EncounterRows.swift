/// The `pokemon_encounter` rows of one area, from its encounter slots:
/// per Pokémon, game and method, the levels' range and the chance (the
/// slots of one set of conditions added up, the likeliest set kept, at most
/// 100%), then the games with the same method, levels and chance merged
/// into one row with their version ids as bits.
struct EncounterRows {
    struct Row: Hashable {
        var pokemonID: Int
        var methodID: Int
        var minLevel: Int
        var maxLevel: Int
        var chance: Int
        var versionMask: Int = 0
    }

    /// In the order the slots came, for a stable file.
    private(set) var rows: [Row] = []

    /// Version ids must fit the mask's bits.
    static let maximumVersionID = 62

    init(_ slots: [LocationAreaRecord.Encounter], resolving resolver: ReferenceResolver) throws {
        struct Key: Hashable { var pokemonID, versionID, methodID: Int }
        var order: [Key] = []
        var levels: [Key: ClosedRange<Int>] = [:]
        var chances: [Key: [[Int]: Int]] = [:]
        for slot in slots {
            _ = try resolver.require(id: slot.pokemonID, .pokemon, at: "\(slot.pokemonField).pokemon")
            _ = try resolver.require(id: slot.versionID, .version, at: "\(slot.field).version")
            _ = try resolver.require(id: slot.methodID, .encounterMethod, at: "\(slot.field).method")
            guard slot.versionID <= Self.maximumVersionID else {
                throw resolver.invalid("\(slot.field).version", "is version \(slot.versionID); at most \(Self.maximumVersionID) are supported")
            }
            let key = Key(pokemonID: slot.pokemonID, versionID: slot.versionID, methodID: slot.methodID)
            if let known = levels[key] {
                levels[key] = min(known.lowerBound, slot.minLevel)...max(known.upperBound, slot.maxLevel)
            } else {
                order.append(key)
                levels[key] = slot.minLevel...slot.maxLevel
            }
            chances[key, default: [:]][slot.conditions, default: 0] += slot.chance
        }
        var merged: [Row: Int] = [:]
        for key in order {
            let range = levels[key]!
            let chance = min(100, chances[key]!.values.max() ?? 0)
            let row = Row(pokemonID: key.pokemonID, methodID: key.methodID, minLevel: range.lowerBound, maxLevel: range.upperBound,
                          chance: chance)
            if let index = merged[row] {
                rows[index].versionMask |= 1 << key.versionID
            } else {
                merged[row] = rows.count
                var first = row
                first.versionMask = 1 << key.versionID
                rows.append(first)
            }
        }
    }
}
