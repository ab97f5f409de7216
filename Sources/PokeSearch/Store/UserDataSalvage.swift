/// What a repair of the user data file salvaged.
public struct UserDataSalvage: Sendable, Equatable {
    /// The damaged file, kept as it was (`….damaged-<date>`).
    public var backupPath: String
    /// Rows salvaged into the new file.
    public var trainers: Int
    public var favorites: Int
    public var catches: Int
}
