import Foundation

/// A session's row as the user data holds it, with its trainer and the
/// trainer's favorites: what a use of the session is judged by (expired,
/// due to slide) at any moment.
struct StoredSession: Sendable {
    let trainer: Trainer
    let expiresAt: Date
    let lastSeenAt: Date
    let favorites: [Int]
}
