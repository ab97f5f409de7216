import Foundation

/// `pokemon/<id>`: one battle-ready Pokémon (default forms, regional forms,
/// megas): its types, abilities, base stats, size, learnset and sprites.
struct PokemonRecord: EndpointRecord {
    let id: Int
    let name: String
    let species: ResourceRef
    let is_default: Bool
    let order: Int?
    let height: Int?
    let weight: Int?
    let base_experience: Int?
    let stats: [Stat]
    let types: [TypeSlot]
    let abilities: [AbilitySlot]
    let forms: [ResourceRef]
    let sprites: PokemonSprites
    /// Read apart from the rest: see `read(_:)`.
    private(set) var moves: [ResourceRef] = []

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, species, is_default, order, height, weight, base_experience
        case stats, types, abilities, forms, sprites
    }

    /// `moves` makes up most of a Pokémon's file (every game's way to learn
    /// each move): only the move links are read from it, by `JSONCursor`.
    static func read(_ data: Data) throws -> PokemonRecord {
        let (decoded, moves) = try JSONCursor.prunedDecode(PokemonRecord.self, from: data, members: members, reading: "moves") { cursor in
            var moves: [ResourceRef] = []
            try cursor.elements(at: "moves") { cursor, index in
                var move: ResourceRef?
                try cursor.members(at: "moves[\(index)]") { cursor, key in
                    if key == "move" {
                        move = try ResourceRef.read(&cursor, at: "moves[\(index)].move")
                    } else {
                        try cursor.skipValue()
                    }
                }
                guard let move else { throw JSONShapeError(field: "moves[\(index)].move", expected: "present") }
                moves.append(move)
            }
            return moves
        }
        var record = decoded
        record.moves = moves
        return record
    }

    struct Stat: Decodable {
        let base_stat: Int
        let stat: ResourceRef
    }

    struct TypeSlot: Decodable {
        let slot: Int
        let type: ResourceRef
    }

    struct AbilitySlot: Decodable {
        let slot: Int
        let is_hidden: Bool
        let ability: ResourceRef
    }

    /// The `stats[].stat` slugs, in `pokemon` column order.
    static let statColumns = ["hp", "attack", "defense", "special-attack", "special-defense", "speed"]

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let speciesID = try resolver.require(species, .species, at: "species")
        var base: [String: Int] = [:]
        for (index, entry) in stats.enumerated() {
            _ = try resolver.require(entry.stat, .stat, at: "stats[\(index)].stat")
            base[entry.stat.name ?? ""] = entry.base_stat
        }
        let values = try Self.statColumns.map { stat in
            guard let value = base[stat] else { throw resolver.invalid("stats", "has no \(stat) entry") }
            return value
        }
        batch.add(.pokemon, id, name, speciesID, is_default, order, height, weight, base_experience,
                  values[0], values[1], values[2], values[3], values[4], values[5])
        for (index, entry) in types.enumerated() {
            batch.add(.pokemonType, id, entry.slot, try resolver.require(entry.type, .type, at: "types[\(index)].type"))
        }
        for (index, entry) in abilities.enumerated() {
            let abilityID = try resolver.require(entry.ability, .ability, at: "abilities[\(index)].ability")
            batch.add(.pokemonAbility, id, entry.slot, abilityID, entry.is_hidden)
        }
        for (index, move) in moves.enumerated() {
            if let moveID = try resolver.resolve(move, .move, at: "moves[\(index)].move") {
                batch.add(.pokemonMove, id, moveID)
            }
        }
        for (index, form) in forms.enumerated() {
            _ = try resolver.require(form, .form, at: "forms[\(index)]")
        }
        for (kind, url) in sprites.urls {
            batch.add(.pokemonSprite, id, kind, url)
        }
    }
}
