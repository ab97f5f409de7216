extension CardTable {
    /// The layout version written first: a blob of another version is not read.
    static let layoutVersion: Int32 = 2

    /// Fields of a card record before its matchup codes, each an Int32:
    /// id, species, generation, flags, the six stats, nine optional values
    /// (-1 for none), three lists of ids (a count and three slots each), the
    /// text columns' sizes.
    private static let recordFields = 10 + 9 + 3 * (1 + SmallIDs.capacity) + TextColumn.allCases.count

    /// A record's size in bytes: its fields, then one matchup code per attacking type, padded to four bytes.
    private static func recordSize(attacking: Int) -> Int {
        (recordFields * 4 + attacking + 3) / 4 * 4
    }

    /// The blob stored in `search_card`: a header (layout version, card
    /// count, attacking type count, slug bytes), the attacking type ids, a
    /// record of fixed size per card, the slugs' ends, then their bytes; every
    /// number a little-endian Int32. Read field by field at fixed offsets,
    /// with no decoding of variable-length numbers: a one-off search reads it
    /// whole before it can filter or rank.
    func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        func int(_ value: Int) { withUnsafeBytes(of: Int32(value).littleEndian) { bytes.append(contentsOf: $0) } }
        let slugs = self.slugs.encoded
        for value in [Int(Self.layoutVersion), cards.count, attackingTypeIDs.count, slugs.bytes.count] { int(value) }
        for id in attackingTypeIDs { int(id) }
        let columns = TextColumn.allCases.count
        for (document, card) in cards.enumerated() {
            let start = bytes.count
            let flags = [card.isDefault, card.isMega, card.isLegendary, card.isMythical, card.isBaby, card.isGigantamax]
            for value in [card.id, card.speciesID, card.generationID, flags.enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) },
                          card.hp, card.attack, card.defense, card.spAttack, card.spDefense, card.speed] { int(value) }
            for value in [card.height, card.weight, card.baseExperience, card.captureRate, card.evolvesFromSpeciesID,
                          card.evolutionChainID, card.colorID, card.habitatID, card.shapeID] { int(value ?? -1) }
            for ids in [card.typeIDs, card.abilityIDs, card.eggGroupIDs] {
                int(ids.count)
                for slot in 0..<SmallIDs.capacity { int(slot < ids.count ? ids[slot] : 0) }
            }
            for column in 0..<columns { int(Int(columnSizes[document * columns + column])) }
            bytes.append(contentsOf: matchupCodes[document * attackingTypeIDs.count..<(document + 1) * attackingTypeIDs.count])
            bytes.append(contentsOf: repeatElement(0, count: start + Self.recordSize(attacking: attackingTypeIDs.count) - bytes.count))
        }
        for end in slugs.ends { int(Int(end)) }
        bytes.append(contentsOf: slugs.bytes)
        return bytes
    }

    /// Reads `encoded()`; nil when the blob is not of this layout or its sizes disagree.
    convenience init?(decoding blob: UnsafeRawBufferPointer) {
        func int(_ offset: Int) -> Int { Int(Int32(littleEndian: blob.loadUnaligned(fromByteOffset: offset, as: Int32.self))) }
        guard blob.count >= 16, Int32(int(0)) == Self.layoutVersion else { return nil }
        let count = int(4), attackingCount = int(8), slugBytes = int(12)
        guard count >= 0, attackingCount >= 0, slugBytes >= 0 else { return nil }
        let recordSize = Self.recordSize(attacking: attackingCount)
        let recordsStart = 16 + 4 * attackingCount
        let endsStart = recordsStart + count * recordSize, slugsStart = endsStart + 4 * count
        guard count <= blob.count, attackingCount <= blob.count, slugsStart + slugBytes == blob.count else { return nil }
        let attacking = (0..<attackingCount).map { int(16 + 4 * $0) }
        let columns = TextColumn.allCases.count
        var cards: [PokemonCard] = [], sizes: [Int32] = []
        cards.reserveCapacity(count)
        sizes.reserveCapacity(count * columns)
        for document in 0..<count {
            let record = recordsStart + document * recordSize
            func field(_ index: Int) -> Int { int(record + 4 * index) }
            func optional(_ index: Int) -> Int? {
                let value = field(index)
                return value < 0 ? nil : value
            }
            func ids(_ index: Int) -> SmallIDs? {
                let length = field(index)
                guard (0...SmallIDs.capacity).contains(length) else { return nil }
                return SmallIDs(count: length, field(index + 1), field(index + 2), field(index + 3))
            }
            let flags = field(3)
            guard let types = ids(19), let abilities = ids(23), let eggGroups = ids(27) else { return nil }
            cards.append(PokemonCard(
                id: field(0), speciesID: field(1), generationID: field(2),
                isDefault: flags & 1 != 0, isMega: flags & 2 != 0, isLegendary: flags & 4 != 0,
                isMythical: flags & 8 != 0, isBaby: flags & 16 != 0, isGigantamax: flags & 32 != 0,
                hp: field(4), attack: field(5), defense: field(6), spAttack: field(7), spDefense: field(8), speed: field(9),
                height: optional(10), weight: optional(11), baseExperience: optional(12), captureRate: optional(13),
                evolvesFromSpeciesID: optional(14), evolutionChainID: optional(15),
                colorID: optional(16), habitatID: optional(17), shapeID: optional(18),
                typeIDs: types, abilityIDs: abilities, eggGroupIDs: eggGroups))
            for column in 0..<columns { sizes.append(Int32(field(31 + column))) }
        }
        // Each record's matchup codes, copied as they lie.
        let codes = [UInt8](unsafeUninitializedCapacity: count * attackingCount) { buffer, initialized in
            let target = UnsafeMutableRawBufferPointer(buffer)
            for document in 0..<count {
                let start = recordsStart + document * recordSize + Self.recordFields * 4
                UnsafeMutableRawBufferPointer(rebasing: target[document * attackingCount..<(document + 1) * attackingCount])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: blob[start..<start + attackingCount]))
            }
            initialized = count * attackingCount
        }
        var ends: [Int32] = []
        ends.reserveCapacity(count)
        var previous = 0
        for document in 0..<count {
            let end = int(endsStart + 4 * document)
            guard end >= previous, end <= slugBytes else { return nil }
            ends.append(Int32(end))
            previous = end
        }
        let slugs = SlugTable(bytes: Array(blob[slugsStart...]), ends: ends)
        self.init(cards: cards, slugs: slugs, columnSizes: sizes, attackingTypeIDs: attacking, matchupCodes: codes)
    }
}
