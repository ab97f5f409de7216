import Foundation

/// A trainer profile: favorites and catches belong to one.
public struct Trainer: Sendable, Hashable {
    /// Row id in `user.trainer`.
    public var id: Int64
    /// Unique, compared without case.
    public var name: String
    /// When the profile was first used.
    public var createdAt: Date

    /// The profile used when `--trainer` is not given.
    public static let defaultName = "default"

    /// A profile as stored.
    public init(id: Int64, name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }
}
