import GRDB

extension BaseStats {
    /// The stats of a `pokemon_card` (or `pokemon`) row.
    init(row: Row) {
        self.init(hp: row["hp"], attack: row["attack"], defense: row["defense"],
                  spAttack: row["sp_attack"], spDefense: row["sp_defense"], speed: row["speed"])
    }
}
