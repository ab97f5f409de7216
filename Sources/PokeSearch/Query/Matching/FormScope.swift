/// Which of a species' Pokémon (its default form, its regional forms, megas
/// and Gigantamax forms) a search returns.
public enum FormScope: String, Sendable, Hashable, CaseIterable {
    /// Every Pokémon that matches, forms and megas included.
    case all
    /// Default forms only: one Pokémon per species, whatever the query says.
    case defaultOnly
    /// One card per species: its default form when that matches, else the
    /// forms that do, so a query that names a form still finds it (`mega
    /// charizard`, `alolan`, and `fire dragon`'s Mega Charizard X) while
    /// `pikachu` is one Pikachu.
    case speciesOrMatchingForms
}
