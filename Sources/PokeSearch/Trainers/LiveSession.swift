import Foundation

/// A logged-in session as one use of it finds it (`TrainerSessions.session(forTokenHash:)`).
public struct LiveSession: Sendable, Hashable {
    /// Whose session it is.
    public var trainer: Trainer
    /// When it expires unless used again.
    public var expiresAt: Date
    /// Whether this use slid the expiry: a cookie carrying the token should be renewed too.
    public var renewed: Bool
}
