import PokeSearch

extension BaseStats {
    /// Labels and values in game order, e.g. `("Sp. Atk", 109)`.
    var labeled: [(label: String, value: Int)] {
        [("HP", hp), ("Attack", attack), ("Defense", defense),
         ("Sp. Atk", spAttack), ("Sp. Def", spDefense), ("Speed", speed)]
    }
}
