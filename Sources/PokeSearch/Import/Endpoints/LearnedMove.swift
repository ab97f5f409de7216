/// An entry of a Pokémon's `moves`: a move and how it is learned in each
/// version group. These lists make up most of the dump (638,000 details):
/// links are read as ids, without strings.
struct LearnedMove {
    let moveID: Int
    let details: [Detail]

    /// One entry of `version_group_details`.
    struct Detail {
        let versionGroupID: Int
        let methodID: Int
        /// The level for `level-up`; 0 for other methods.
        let level: Int
    }

    /// The highest version group id `pokemon_move_learn.version_group_mask` can hold.
    static let maxVersionGroupID = 62

    /// The `moves` list at the cursor.
    static func readList(_ json: inout JSONCursor) throws -> [LearnedMove] {
        try json.list(at: "moves") { json, index in
            var move: Int?, details: [Detail]?
            try json.members(at: "moves[\(index)]") { json, key in
                switch key {
                case "move": move = try ResourceRef.readID(&json, of: .move, at: "moves[\(index)].move")
                case "version_group_details": details = try readDetails(&json, at: "moves[\(index)].version_group_details")
                default: try json.skipValue()
                }
            }
            return LearnedMove(moveID: try move.required("moves[\(index)].move"),
                               details: try details.required("moves[\(index)].version_group_details"))
        }
    }

    private static func readDetails(_ json: inout JSONCursor, at field: String) throws -> [Detail] {
        try json.list(at: field) { json, index in
            var versionGroup: Int?, method: Int?, level: Int?
            try json.members(at: "\(field)[\(index)]") { json, key in
                switch key {
                case "version_group":
                    versionGroup = try ResourceRef.readID(&json, of: .versionGroup, at: "\(field)[\(index)].version_group")
                case "move_learn_method":
                    method = try ResourceRef.readID(&json, of: .moveLearnMethod, at: "\(field)[\(index)].move_learn_method")
                case "level_learned_at": level = try json.int(at: "\(field)[\(index)].level_learned_at")
                default: try json.skipValue()
                }
            }
            return Detail(versionGroupID: try versionGroup.required("\(field)[\(index)].version_group"),
                          methodID: try method.required("\(field)[\(index)].move_learn_method"),
                          level: try level.required("\(field)[\(index)].level_learned_at"))
        }
    }

    /// Adds the `pokemon_move` row and one `pokemon_move_learn` row per way
    /// of learning (method and level) with the version groups it holds in,
    /// unless moves are left out of the import.
    func addRows(pokemonID: Int, at index: Int, to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        guard let moveID = try resolver.resolve(id: moveID, .move, at: "moves[\(index)].move") else { return }
        batch.add(.pokemonMove, pokemonID, moveID)
        var ways: [(methodID: Int, level: Int, versionGroups: Int64)] = []
        for (detailIndex, detail) in details.enumerated() {
            func field() -> String { "moves[\(index)].version_group_details[\(detailIndex)]" }
            let versionGroupID = try resolver.require(id: detail.versionGroupID, .versionGroup, at: "\(field()).version_group")
            guard versionGroupID <= Self.maxVersionGroupID else {
                throw resolver.invalid("\(field()).version_group", "is version group \(versionGroupID); learnsets hold ids up to \(Self.maxVersionGroupID)")
            }
            // Learn methods are left out only with moves, never here.
            guard let methodID = try resolver.resolve(id: detail.methodID, .moveLearnMethod, at: "\(field()).move_learn_method")
            else { continue }
            let bit = Int64(1) << versionGroupID
            if let way = ways.firstIndex(where: { $0.methodID == methodID && $0.level == detail.level }) {
                ways[way].versionGroups |= bit
            } else {
                ways.append((methodID, detail.level, bit))
            }
        }
        for way in ways {
            batch.add(.pokemonMoveLearn, pokemonID, way.methodID, way.level, moveID, way.versionGroups)
        }
    }
}
