import Foundation

/// A logged-in session as one use of it finds it (`TrainerSessions.session(forTokenHash:)`).
package struct LiveSession: Sendable, Hashable {
    /// Whose session it is.
    package var trainer: Trainer
    /// When it expires unless used again.
    package var expiresAt: Date
    /// Whether this use slid the expiry: a cookie carrying the token should be renewed too.
    package var renewed: Bool
    /// The trainer's favorite Pokémon (ids, ascending) as the session's read found
    /// them: a server marks them on the answers to this request without a read of its own.
    package var favorites: [Int]
}
