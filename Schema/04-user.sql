-- User data: lives in its own file beside the Pokédex (`<db>.user.sqlite`),
-- attached as schema `user`, so that no import ever touches it.

CREATE TABLE trainer (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at  TEXT NOT NULL
);

CREATE TABLE favorite (
    trainer_id  INTEGER NOT NULL REFERENCES trainer(id) ON DELETE CASCADE,
    pokemon_id  INTEGER NOT NULL,
    added_at    TEXT NOT NULL,
    PRIMARY KEY (trainer_id, pokemon_id)
) WITHOUT ROWID;

CREATE TABLE catch (
    trainer_id  INTEGER NOT NULL REFERENCES trainer(id) ON DELETE CASCADE,
    pokemon_id  INTEGER NOT NULL,
    caught_at   TEXT NOT NULL,
    PRIMARY KEY (trainer_id, pokemon_id)
) WITHOUT ROWID;
