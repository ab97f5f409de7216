import Foundation

/// A page of a trainer's favorites or catches by number alone, with when
/// each was added or caught: what a listing can still show while the
/// Pokédex is damaged (they live in the user data file, the names do not).
public struct NumberedPage: Sendable, Hashable {
    /// One Pokémon of the page.
    public struct Entry: Sendable, Hashable {
        /// PokéAPI `pokemon` id.
        public var id: Int
        /// When it was added to the favorites, or caught.
        public var date: Date
    }

    /// The entries of this page, in order.
    public var entries: [Entry]
    /// How many entries the whole listing has.
    public var total: Int
    /// The slice asked for.
    public var pagination: Pagination
    /// The damaged Pokédex, for the notice that says so (`StoreError.numbersOnlyNotice`).
    public var pokedexPath: String
    /// Whether the dates are catch dates (a backpack) rather than when favorites were added.
    public var isBackpack: Bool
}
