import Foundation
import GRDB

/// Logged-in sessions of trainer accounts, stored by the hash of their token
/// (the caller hashes: the token itself is never stored). A session expires
/// `lifetime` after its last use; using it slides the expiry, at most once
/// per `refreshInterval` so that most requests only read.
package struct TrainerSessions: Sendable {
    /// The Pokédex whose user data holds the sessions.
    package let pokedex: Pokedex
    /// How long an unused session lives.
    package let lifetime: TimeInterval
    /// How stale `last_seen_at` may get before a use writes it again.
    package let refreshInterval: TimeInterval
    /// Sessions as read, by token hash and the user data's `dataVersion` at
    /// the read: an entry is found only while nothing was committed since, by
    /// this process or another (a logout, `pokesearch trainer passwd`, a
    /// favorite), so a use answered from it is answered as the file would
    /// answer. A logged-in request then costs one statement, not a read
    /// through the connection pool (under load, two thirds of what a
    /// logged-in request cost over an anonymous one).
    private let readSessions = Memo<ReadKey, StoredSession?>(capacity: 4096)

    private struct ReadKey: Hashable, Sendable {
        let tokenHash: String
        let dataVersion: Int
    }

    /// Thirty days, as a browser's "remember me".
    package static let defaultLifetime: TimeInterval = 30 * 24 * 3600

    package init(pokedex: Pokedex, lifetime: TimeInterval = TrainerSessions.defaultLifetime, refreshInterval: TimeInterval = 3600) {
        self.pokedex = pokedex
        self.lifetime = lifetime
        self.refreshInterval = min(refreshInterval, lifetime / 2)
    }

    /// Stores a new session for `trainer`, removing every expired one.
    package func open(tokenHash: String, for trainer: Trainer, now: Date = Date()) throws {
        try pokedex.userData.write { db in
            try db.execute(sql: "DELETE FROM session WHERE expires_at <= ?", arguments: [CatchDate.stored(now)])
            try db.execute(sql: """
                INSERT INTO session (token_hash, trainer_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)
                """, arguments: [tokenHash, trainer.id, CatchDate.stored(now), CatchDate.stored(now + lifetime), CatchDate.stored(now)])
        }
    }

    /// The trainer of the live session `tokenHash`, or nil when there is none
    /// or it expired; slides its expiry.
    package func trainer(forTokenHash tokenHash: String, now: Date = Date()) throws -> Trainer? {
        try session(forTokenHash: tokenHash, now: now)?.trainer
    }

    /// The live session `tokenHash`, or nil when there is none or it expired;
    /// slides its expiry, and says so (a browser's cookie should follow).
    package func session(forTokenHash tokenHash: String, now: Date = Date()) throws -> LiveSession? {
        guard let stored = try storedSession(forTokenHash: tokenHash, now: now) else { return nil }
        guard stored.isDue else { return stored.session }
        try pokedex.userData.write { db in
            try db.execute(sql: "UPDATE session SET expires_at = ?, last_seen_at = ? WHERE token_hash = ?",
                           arguments: [CatchDate.stored(now + lifetime), CatchDate.stored(now), tokenHash])
        }
        return LiveSession(trainer: stored.session.trainer, expiresAt: now + lifetime, renewed: true, favorites: stored.session.favorites)
    }

    /// The live session `tokenHash` as stored, its expiry not slid, and
    /// whether a use at `now` is due to slide it (`session(forTokenHash:now:)`
    /// then writes); nil when there is none or it expired. It only reads,
    /// and a read of the user data never waits for a writer: a server looks
    /// a session up on the request's own thread, and moves to one that may
    /// wait only for the write, once in `refreshInterval`. The trainer's
    /// favorites come with it, so a server marks them without a read of its
    /// own. A session read before, with nothing committed since, is not read
    /// again (`readSessions`).
    package func storedSession(forTokenHash tokenHash: String, now: Date = Date()) throws -> (session: LiveSession, isDue: Bool)? {
        // The version before the read: a commit after it changes the version the next use sees.
        let stored = if let version = pokedex.userData.dataVersion() {
            try readSessions.value(for: ReadKey(tokenHash: tokenHash, dataVersion: version)) { try read(tokenHash) }
        } else {
            try read(tokenHash)
        }
        guard let stored, stored.expiresAt > now else { return nil }
        let session = LiveSession(trainer: stored.trainer, expiresAt: stored.expiresAt, renewed: false, favorites: stored.favorites)
        return (session, now.timeIntervalSince(stored.lastSeenAt) >= refreshInterval)
    }

    /// The session `tokenHash` as the user data holds it, expired or not.
    private func read(_ tokenHash: String) throws -> StoredSession? {
        try pokedex.userData.read(orIfMissing: nil) { db in
            guard let row = try Row.fetchOne(db.cachedStatement(sql: """
                SELECT t.id, t.name, t.created_at, s.expires_at, s.last_seen_at
                  FROM session s JOIN trainer t ON t.id = s.trainer_id WHERE s.token_hash = ?
                """), arguments: [tokenHash]) else { return nil }
            let trainer = Trainer(row: row)
            return StoredSession(trainer: trainer, expiresAt: CatchDate.parse(row["expires_at"]) ?? .distantPast,
                                 lastSeenAt: CatchDate.parse(row["last_seen_at"]) ?? .distantPast,
                                 favorites: try Favorites.ids(ofTrainerID: trainer.id, in: db))
        }
    }

    /// Ends the session `tokenHash` (logout); nothing happens when it is unknown.
    package func close(tokenHash: String) throws {
        try pokedex.userData.write { db in
            try db.execute(sql: "DELETE FROM session WHERE token_hash = ?", arguments: [tokenHash])
        }
    }
}
