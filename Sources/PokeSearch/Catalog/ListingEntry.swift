import Foundation

/// One listed Pokémon, with its catch date in a backpack listing.
public struct ListingEntry: Sendable, Hashable {
    /// The Pokémon.
    public var pokemon: PokemonSummary
    /// When it was caught (backpack listings only).
    public var caughtAt: Date?

    /// An entry for `pokemon`, caught at `caughtAt` in a backpack listing.
    public init(pokemon: PokemonSummary, caughtAt: Date? = nil) {
        self.pokemon = pokemon
        self.caughtAt = caughtAt
    }
}
