import GRDB

extension BaseStats {
    /// The stats of a `pokemon_card` (or `pokemon`) row.
    init(row: Row) {
        self.init { row[$0.column] }
    }
}
