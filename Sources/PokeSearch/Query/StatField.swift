/// A numeric property a query can compare: `atk>100`, `bst<400`, `weight<10`.
/// Any sort key but the name, under the spellings users write: its
/// `pokemon_card` column is the sort key's.
struct StatField: Equatable {
    /// The property (never `.name`).
    let key: SortKey

    /// Spellings users write (Showdown's short names among them), lower-cased
    /// and without separators: `sp. atk`, `sp-atk` and `Sp Atk` are `spatk`.
    static let aliases: [String: SortKey] = [
        "hp": .hp, "hitpoints": .hp,
        "atk": .attack, "attack": .attack, "att": .attack,
        "def": .defense, "defense": .defense, "defence": .defense,
        "spa": .spAttack, "spatk": .spAttack, "satk": .spAttack, "spattack": .spAttack, "specialattack": .spAttack,
        "spatt": .spAttack, "spcatk": .spAttack,
        "spd": .spDefense, "spdef": .spDefense, "sdef": .spDefense, "spdefense": .spDefense, "specialdefense": .spDefense,
        "spdefence": .spDefense, "specialdefence": .spDefense, "spcdef": .spDefense,
        "spe": .speed, "speed": .speed, "init": .speed, "speedtier": .speed, "basespeed": .speed,
        "bst": .total, "total": .total, "stats": .total, "basestattotal": .total, "basestats": .total, "statstotal": .total,
        "weight": .weight, "wt": .weight, "kg": .weight,
        "height": .height, "ht": .height,
        "exp": .baseExperience, "xp": .baseExperience, "baseexperience": .baseExperience, "baseexp": .baseExperience,
        "capture": .captureRate, "capturerate": .captureRate, "catchrate": .captureRate, "catch": .captureRate,
        "id": .number, "number": .number, "no": .number, "dex": .number, "num": .number, "nationaldex": .number, "natdex": .number,
        "nationalpokedex": .number, "pokedex": .number, "dexnumber": .number, "pokedexnumber": .number,
        // The games' own names in French, German, Spanish and Italian (`pv > 100`, `plus de pv`, `hohe kp`);
        // not French `attaque`, which is also their word for a move.
        "pv": .hp, "kp": .hp, "ps": .hp, "vitesse": .speed, "initiative": .speed, "velocidad": .speed, "velocita": .speed,
        "velocità": .speed, "angriff": .attack, "ataque": .attack, "attacco": .attack, "verteidigung": .defense,
        "defensa": .defense, "difesa": .defense,
    ]

    /// The stat a name stands for, ignoring case and separators (`sp. atk`, `special-attack`).
    static func named(_ name: String) -> StatField? {
        aliases[normalized(name)].map(StatField.init(key:))
    }

    /// `name` lower-cased without dots, dashes, underscores or spaces.
    static func normalized(_ name: String) -> String {
        // Every stat name is ASCII: bytes are enough, and far cheaper than Characters.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return normalized(asciiBytes: name.utf8) }
        return String(name.lowercased().filter { !".-_ ".contains($0) })
    }

    /// `normalized` of ASCII bytes, read up to the first that `end` accepts
    /// (none by default), made in place.
    static func normalized(asciiBytes bytes: some Collection<UInt8>, endingAt end: (UInt8) -> Bool = { _ in false }) -> String {
        guard !bytes.isEmpty else { return "" }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            for byte in bytes {
                if end(byte) { break }
                guard !isSeparator(byte) else { continue }
                buffer[count] = byte.asciiLowercased
                count += 1
            }
            return count
        }
    }

    /// Whether `normalized` leaves `byte` out: a dot, dash, underscore or space.
    static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: " "): true
        default: false
        }
    }

    /// One of the six base stats, which compare with one another (`atk>spa`).
    var isBaseStat: Bool {
        switch key {
        case .hp, .attack, .defense, .spAttack, .spDefense, .speed: true
        default: false
        }
    }

    /// People give weight in kilograms and height in metres; PokéAPI stores
    /// hectograms and decimetres.
    var scale: Double {
        key == .weight || key == .height ? 10 : 1
    }
}
