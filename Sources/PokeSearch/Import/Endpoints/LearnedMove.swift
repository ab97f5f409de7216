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

    /// Adds a Pokémon's `pokemon_move` rows and one `pokemon_move_learn` row
    /// per move and way of learning it (method and level), with the version
    /// groups it holds in; nothing when moves are left out of the import.
    static func addRows(of moves: [LearnedMove], pokemonID: Int, to batch: inout RowBatch, resolving resolver: ReferenceResolver) throws {
        var checked = CheckedLearnLinks()
        for (index, learned) in moves.enumerated() {
            guard let moveID = try resolver.resolve(id: learned.moveID, .move, at: "moves[\(index)].move") else { return }
            batch.add(.pokemonMove, pokemonID, moveID)
            var ways: [(methodID: Int, level: Int, versionGroups: Int64)] = []
            for (detailIndex, detail) in learned.details.enumerated() {
                try checked.check(detail, at: "moves[\(index)].version_group_details[\(detailIndex)]", resolving: resolver)
                let bit = Int64(1) << detail.versionGroupID
                if let way = ways.firstIndex(where: { $0.methodID == detail.methodID && $0.level == detail.level }) {
                    ways[way].versionGroups |= bit
                } else {
                    ways.append((detail.methodID, detail.level, bit))
                }
            }
            for way in ways {
                batch.add(.pokemonMoveLearn, pokemonID, way.methodID, way.level, moveID, way.versionGroups)
            }
        }
    }
}

/// The version groups and learn methods a Pokémon's learnset details name
/// that were found in the dump: each is looked up once per file rather than
/// once per detail (a file names about 25 games and 5 methods, 470 times).
struct CheckedLearnLinks {
    /// Bit n: version group n is in the dump.
    private var versionGroups: UInt64 = 0
    private var methods: [Int] = []

    /// Checks the links of `detail`, found at `field`.
    mutating func check(_ detail: LearnedMove.Detail, at field: @autoclosure () -> String, resolving resolver: ReferenceResolver) throws {
        let versionGroup = detail.versionGroupID
        if versionGroup > LearnedMove.maxVersionGroupID || versionGroups & (1 << versionGroup) == 0 {
            _ = try resolver.require(id: versionGroup, .versionGroup, at: "\(field()).version_group")
            guard versionGroup <= LearnedMove.maxVersionGroupID else {
                throw resolver.invalid("\(field()).version_group",
                                       "is version group \(versionGroup); learnsets hold ids up to \(LearnedMove.maxVersionGroupID)")
            }
            versionGroups |= 1 << versionGroup
        }
        if !methods.contains(detail.methodID) {
            // Learn methods are left out only with moves, which are read here.
            _ = try resolver.resolve(id: detail.methodID, .moveLearnMethod, at: "\(field()).move_learn_method")
            methods.append(detail.methodID)
        }
    }
}
