/// A move's `meta` (what it does in battle: the status it inflicts, the HP
/// it drains or heals, its critical-hit stages, its hits) and its
/// `stat_changes`, for `move_meta` and `move_stat_change`.
struct MoveMeta {
    var category: String
    var ailment: String
    var ailmentChance: Int
    var critRate: Int
    var drain: Int
    var flinchChance: Int
    var healing: Int
    var minHits: Int?
    var maxHits: Int?
    var statChance: Int

    /// The `meta` object at the cursor. Its `ailment` and `category` are read
    /// by name: their links number `none` 0 and `unknown` -1, which no
    /// endpoint folder holds.
    init(json: inout JSONCursor, at field: String) throws {
        var category: String?, ailment: String?
        var ailmentChance: Int?, critRate: Int?, drain: Int?, flinchChance: Int?, healing: Int?, statChance: Int?
        var minHits: Int?, maxHits: Int?
        try json.members(at: field) { json, key in
            func int() throws -> Int? { try json.nullable { try $0.int(at: "\(field).\(key.name)") } }
            switch key {
            case "category": category = try Self.name(&json, at: "\(field).category")
            case "ailment": ailment = try Self.name(&json, at: "\(field).ailment")
            case "ailment_chance": ailmentChance = try int()
            case "crit_rate": critRate = try int()
            case "drain": drain = try int()
            case "flinch_chance": flinchChance = try int()
            case "healing": healing = try int()
            case "min_hits": minHits = try int()
            case "max_hits": maxHits = try int()
            case "stat_chance": statChance = try int()
            default: try json.skipValue()
            }
        }
        self.category = try category.required("\(field).category")
        self.ailment = try ailment.required("\(field).ailment")
        self.ailmentChance = ailmentChance ?? 0
        self.critRate = critRate ?? 0
        self.drain = drain ?? 0
        self.flinchChance = flinchChance ?? 0
        self.healing = healing ?? 0
        self.minHits = minHits
        self.maxHits = maxHits
        self.statChance = statChance ?? 0
    }

    /// The `name` of the link at the cursor.
    private static func name(_ json: inout JSONCursor, at field: String) throws -> String {
        var name: String?
        try json.members(at: field) { json, key in
            if key == "name" { name = try json.string(at: "\(field).name") } else { try json.skipValue() }
        }
        return try name.required("\(field).name")
    }

    /// One entry of `stat_changes`: `{"change": -1, "stat": {...}}`.
    struct StatChange {
        var change: Int
        var stat: ResourceRef

        static func readList(_ json: inout JSONCursor, at field: String) throws -> [StatChange] {
            try json.list(at: field) { json, index in
                var change: Int?, stat: ResourceRef?
                try json.members(at: "\(field)[\(index)]") { json, key in
                    switch key {
                    case "change": change = try json.int(at: "\(field)[\(index)].change")
                    case "stat": stat = try ResourceRef.read(&json, at: "\(field)[\(index)].stat")
                    default: try json.skipValue()
                    }
                }
                return StatChange(change: try change.required("\(field)[\(index)].change"),
                                  stat: try stat.required("\(field)[\(index)].stat"))
            }
        }
    }
}
