-- Trainer accounts (`pokesearch serve`): a profile with a password, and its
-- sessions. Applied to the user data file after 04-user.sql, also to files
-- made before it: existing rows are kept, their `name_key` is filled in by
-- the migration (UserSchema), which folds each name with the engine's ICU
-- folding (Trainer.nameKey).

-- A bcrypt hash ($2b$12$…); NULL for a profile without a password (CLI only).
ALTER TABLE trainer ADD COLUMN password_hash TEXT;
-- The name folded for comparison (case, diacritics, width): "Pokémon" and
-- "POKEMON" are one trainer.
ALTER TABLE trainer ADD COLUMN name_key TEXT;

-- A logged-in browser: only the SHA-256 of its token is stored, so a copy of
-- this file logs no one in. Expiry slides with use; logout deletes the row.
CREATE TABLE session (
    token_hash    TEXT PRIMARY KEY,
    trainer_id    INTEGER NOT NULL REFERENCES trainer(id) ON DELETE CASCADE,
    created_at    TEXT NOT NULL,
    expires_at    TEXT NOT NULL,
    last_seen_at  TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX session_by_trainer ON session (trainer_id);
