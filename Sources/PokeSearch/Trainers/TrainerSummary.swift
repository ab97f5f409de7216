import Foundation

/// A profile with how much it holds, for `trainer list` and before a deletion.
public struct TrainerSummary: Sendable, Hashable, Encodable {
    /// The profile's name.
    public var name: String
    /// When the profile was first used.
    public var createdAt: Date
    /// How many favorites it has.
    public var favorites: Int
    /// How many Pokémon are in its backpack.
    public var catches: Int

    enum CodingKeys: String, CodingKey {
        case name, createdAt = "created_at", favorites, catches
    }
}
