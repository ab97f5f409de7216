/// What a repair of the user data file salvaged.
public struct UserDataSalvage: Sendable, Equatable {
    /// The damaged file, kept as it was (`….damaged-<date>`).
    public var backupPath: String
    /// Rows salvaged into the new file.
    public var trainers: Int
    /// Favorites salvaged.
    public var favorites: Int
    /// Catches salvaged.
    public var catches: Int
}
