extension CardTable {
    /// The layout version written first: a blob of another version is not read.
    static let layoutVersion = 1

    /// The blob stored in `search_card`.
    func encoded() -> [UInt8] {
        var writer = ByteWriter()
        writer.varint(Self.layoutVersion)
        writer.varint(cards.count)
        writer.varint(attackingTypeIDs.count)
        for id in attackingTypeIDs { writer.varint(id) }
        for (document, card) in cards.enumerated() {
            writer.varint(card.id)
            writer.string(slugs[document])
            writer.varint(card.speciesID)
            writer.varint(card.generationID)
            let flags = [card.isDefault, card.isMega, card.isLegendary, card.isMythical, card.isBaby]
            writer.varint(flags.enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) })
            for stat in [card.hp, card.attack, card.defense, card.spAttack, card.spDefense, card.speed] {
                writer.varint(stat)
            }
            // Optional values shifted by one: 0 stands for NULL.
            for value in [card.height, card.weight, card.baseExperience, card.captureRate, card.evolvesFromSpeciesID,
                          card.evolutionChainID, card.colorID, card.habitatID, card.shapeID] {
                writer.varint(value.map { $0 + 1 } ?? 0)
            }
            for ids in [card.typeIDs, card.abilityIDs, card.eggGroupIDs] {
                writer.varint(ids.count)
                for id in ids { writer.varint(id) }
            }
            for column in 0..<TextColumn.allCases.count {
                writer.varint(Int(columnSizes[document * TextColumn.allCases.count + column]))
            }
            for index in attackingTypeIDs.indices {
                writer.varint(Int(matchupCodes[document * attackingTypeIDs.count + index]))
            }
        }
        return writer.bytes
    }

    /// Reads `encoded()`; nil when the blob is not of this layout or is cut short.
    init?(decoding bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        guard reader.varint() == Self.layoutVersion else { return nil }
        let count = reader.varint()
        let attackingCount = reader.varint()
        guard !reader.isMalformed, count <= bytes.count, attackingCount <= bytes.count else { return nil }
        let attacking = (0..<attackingCount).map { _ in reader.varint() }
        var cards: [PokemonCard] = [], slugs: [String] = []
        cards.reserveCapacity(count)
        slugs.reserveCapacity(count)
        var sizes: [Int32] = []
        sizes.reserveCapacity(count * TextColumn.allCases.count)
        var codes: [UInt8] = []
        codes.reserveCapacity(count * attackingCount)
        for _ in 0..<count {
            let id = reader.varint()
            let name = String(decoding: reader.bytes(reader.varint()), as: UTF8.self)
            let speciesID = reader.varint()
            let generationID = reader.varint()
            let flags = reader.varint()
            let stats = (0..<6).map { _ in reader.varint() }
            let optional = (0..<9).map { _ -> Int? in
                let value = reader.varint()
                return value == 0 ? nil : value - 1
            }
            let lists = (0..<3).map { _ -> [Int] in
                let length = reader.varint()
                return length > SmallIDs.capacity ? [] : (0..<length).map { _ in reader.varint() }
            }
            for _ in 0..<TextColumn.allCases.count { sizes.append(Int32(clamping: reader.varint())) }
            for _ in 0..<attackingCount { codes.append(UInt8(clamping: reader.varint())) }
            guard !reader.isMalformed else { return nil }
            slugs.append(name)
            cards.append(PokemonCard(
                id: id, speciesID: speciesID, generationID: generationID,
                isDefault: flags & 1 != 0, isMega: flags & 2 != 0, isLegendary: flags & 4 != 0,
                isMythical: flags & 8 != 0, isBaby: flags & 16 != 0, isGigantamax: name.hasSuffix("-gmax"),
                hp: stats[0], attack: stats[1], defense: stats[2], spAttack: stats[3], spDefense: stats[4], speed: stats[5],
                height: optional[0], weight: optional[1], baseExperience: optional[2], captureRate: optional[3],
                evolvesFromSpeciesID: optional[4], evolutionChainID: optional[5],
                colorID: optional[6], habitatID: optional[7], shapeID: optional[8],
                typeIDs: SmallIDs(lists[0]), abilityIDs: SmallIDs(lists[1]), eggGroupIDs: SmallIDs(lists[2])))
        }
        guard reader.isAtEnd else { return nil }
        self.init(cards: cards, slugs: slugs, columnSizes: sizes, attackingTypeIDs: attacking, matchupCodes: codes)
    }
}
