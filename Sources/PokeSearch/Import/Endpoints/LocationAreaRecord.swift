/// `location-area/<id>`: an area of a location ("Mt. Moon 1F") and every
/// Pokémon met there in the wild, per game, method and condition.
///
/// One `pokemon_encounter` row is kept per Pokémon, method, levels and
/// chance, with its games as bits: the dump's 117,000 encounter slots make
/// 25,000 rows. A method's chance is the sum of its slots under one set of
/// conditions (the morning's, a swarm's), the likeliest set kept.
struct LocationAreaRecord: EndpointRecord {
    let id: Int
    let name: String
    let location: ResourceRef
    let names: [NameEntry]
    let encounters: [Encounter]

    /// One slot of `pokemon_encounters[].version_details[].encounter_details[]`.
    struct Encounter {
        var pokemonID: Int
        var versionID: Int
        var methodID: Int
        var minLevel: Int
        var maxLevel: Int
        var chance: Int
        /// The ids of its `condition_values`, sorted: slots of the same conditions add up.
        var conditions: [Int]
        /// Where it was read (its indices in the three lists), for errors.
        var position: (encounter: Int, version: Int, slot: Int)

        /// The slot's field path: `pokemon_encounters[0].version_details[1].encounter_details[2]`.
        var field: String {
            "\(pokemonField).version_details[\(position.version)].encounter_details[\(position.slot)]"
        }

        /// The path of the Pokémon it is of: `pokemon_encounters[0]`.
        var pokemonField: String { "pokemon_encounters[\(position.encounter)]" }
    }

    init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, location: ResourceRef?, names: [NameEntry]?, encounters: [Encounter]?
        try json.members(at: "") { json, key in
            switch key {
            case "id": id = try json.int(at: "id")
            case "name": name = try json.string(at: "name")
            case "location": location = try ResourceRef.read(&json, at: "location")
            case "names": names = try NameEntry.readList(&json, at: "names")
            case "pokemon_encounters": encounters = try Self.readEncounters(&json)
            default: try json.skipValue()
            }
        }
        self.id = try id.required("id")
        self.name = try name.required("name")
        self.location = try location.required("location")
        self.names = try names.required("names")
        self.encounters = try encounters.required("pokemon_encounters")
    }

    private static func readEncounters(_ json: inout JSONCursor) throws -> [Encounter] {
        var encounters: [Encounter] = []
        try json.elements(at: "pokemon_encounters") { json, index in
            let field = "pokemon_encounters[\(index)]"
            var pokemonID: Int?, versions: [(id: Int, slots: [Encounter])] = []
            try json.members(at: field) { json, key in
                switch key {
                case "pokemon": pokemonID = try ResourceRef.readID(&json, of: .pokemon, at: "\(field).pokemon")
                case "version_details":
                    versions = try json.list(at: "\(field).version_details") { json, version in
                        try readVersion(&json, at: "\(field).version_details[\(version)]", position: (index, version))
                    }
                default: try json.skipValue()
                }
            }
            let pokemon = try pokemonID.required("\(field).pokemon")
            for (versionID, slots) in versions {
                for var slot in slots {
                    (slot.pokemonID, slot.versionID) = (pokemon, versionID)
                    encounters.append(slot)
                }
            }
        }
        return encounters
    }

    private static func readVersion(_ json: inout JSONCursor, at field: String,
                                    position: (encounter: Int, version: Int)) throws -> (id: Int, slots: [Encounter]) {
        var versionID: Int?, slots: [Encounter]?
        try json.members(at: field) { json, key in
            switch key {
            case "version": versionID = try ResourceRef.readID(&json, of: .version, at: "\(field).version")
            case "encounter_details":
                slots = try json.list(at: "\(field).encounter_details") { json, index in
                    try readSlot(&json, at: "\(field).encounter_details[\(index)]", position: (position.encounter, position.version, index))
                }
            default: try json.skipValue()
            }
        }
        return (try versionID.required("\(field).version"), try slots.required("\(field).encounter_details"))
    }

    private static func readSlot(_ json: inout JSONCursor, at field: @autoclosure () -> String,
                                 position: (Int, Int, Int)) throws -> Encounter {
        var methodID: Int?, minLevel: Int?, maxLevel: Int?, chance: Int?, conditions: [Int] = []
        try json.members(at: field()) { json, key in
            switch key {
            case "method": methodID = try ResourceRef.readID(&json, of: .encounterMethod, at: "\(field()).method")
            case "min_level": minLevel = try json.int(at: "\(field()).min_level")
            case "max_level": maxLevel = try json.int(at: "\(field()).max_level")
            case "chance": chance = try json.int(at: "\(field()).chance")
            case "condition_values":
                conditions = try ResourceRef.readList(&json, at: "\(field()).condition_values").map(\.id).sorted()
            default: try json.skipValue()
            }
        }
        let slot = Encounter(pokemonID: 0, versionID: 0, methodID: try methodID.required("\(field()).method"),
                             minLevel: try minLevel.required("\(field()).min_level"), maxLevel: try maxLevel.required("\(field()).max_level"),
                             chance: try chance.required("\(field()).chance"), conditions: conditions, position: position)
        guard slot.minLevel <= slot.maxLevel, slot.minLevel >= 0 else {
            throw JSONShapeError(field: "\(field()).min_level", reason: "is \(slot.minLevel), above max_level \(slot.maxLevel) or below 0")
        }
        guard (0...100).contains(slot.chance) else {
            throw JSONShapeError(field: "\(field()).chance", reason: "is \(slot.chance), not a percentage")
        }
        return slot
    }

    func addRows(to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        try resolver.checkID(id)
        let locationID = try resolver.require(location, .location, at: "location")
        batch.add(.locationArea, id, name, locationID)
        try batch.addNames(names, kind: .locationArea, id: id, resolving: resolver)
        for row in try EncounterRows(encounters, resolving: resolver).rows {
            batch.add(.pokemonEncounter, row.pokemonID, id, row.methodID, row.minLevel, row.maxLevel, row.chance, row.versionMask)
        }
    }
}
