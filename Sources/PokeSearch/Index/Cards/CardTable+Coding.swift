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
        // Read field by field into locals: a command decodes every card once,
        // and arrays made per card would cost more than the reading.
        func optional(_ reader: inout ByteReader) -> Int? {
            let value = reader.varint()
            return value == 0 ? nil : value - 1
        }
        func ids(_ reader: inout ByteReader) -> SmallIDs {
            var ids = SmallIDs()
            let length = reader.varint()
            for _ in 0..<min(length, SmallIDs.capacity) { ids.append(reader.varint()) }
            if length > SmallIDs.capacity { reader.invalidate() }
            return ids
        }
        for _ in 0..<count {
            let id = reader.varint()
            let name = String(decoding: reader.bytes(reader.varint()), as: UTF8.self)
            let speciesID = reader.varint()
            let generationID = reader.varint()
            let flags = reader.varint()
            let hp = reader.varint(), attack = reader.varint(), defense = reader.varint()
            let spAttack = reader.varint(), spDefense = reader.varint(), speed = reader.varint()
            let height = optional(&reader), weight = optional(&reader)
            let baseExperience = optional(&reader), captureRate = optional(&reader)
            let evolvesFrom = optional(&reader), chain = optional(&reader)
            let color = optional(&reader), habitat = optional(&reader), shape = optional(&reader)
            let types = ids(&reader), abilities = ids(&reader), eggGroups = ids(&reader)
            for _ in 0..<TextColumn.allCases.count { sizes.append(Int32(clamping: reader.varint())) }
            for _ in 0..<attackingCount { codes.append(UInt8(clamping: reader.varint())) }
            guard !reader.isMalformed else { return nil }
            slugs.append(name)
            cards.append(PokemonCard(
                id: id, speciesID: speciesID, generationID: generationID,
                isDefault: flags & 1 != 0, isMega: flags & 2 != 0, isLegendary: flags & 4 != 0,
                isMythical: flags & 8 != 0, isBaby: flags & 16 != 0, isGigantamax: name.hasSuffix("-gmax"),
                hp: hp, attack: attack, defense: defense, spAttack: spAttack, spDefense: spDefense, speed: speed,
                height: height, weight: weight, baseExperience: baseExperience, captureRate: captureRate,
                evolvesFromSpeciesID: evolvesFrom, evolutionChainID: chain,
                colorID: color, habitatID: habitat, shapeID: shape,
                typeIDs: types, abilityIDs: abilities, eggGroupIDs: eggGroups))
        }
        guard reader.isAtEnd else { return nil }
        self.init(cards: cards, slugs: slugs, columnSizes: sizes, attackingTypeIDs: attacking, matchupCodes: codes)
    }
}
