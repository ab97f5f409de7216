-- The search index, derived from the tables of 01-pokedex.sql by the index
-- builder (Sources/PokeSearch/Index/SearchIndexBuilder.swift) after every
-- import. The Pokédex file is replaced whole, never updated in place, so the
-- index is written once and then only read: plain tables of compact blobs,
-- read by key (IndexReader), or held in memory by a process that searches
-- many times (SearchEngine.preload).

-- The full-text index: one row per distinct token, with where it occurs.
-- Each Pokémon is a document of four columns, in order: name (slug, English
-- name, English form name, and run together: 'mrmime'), names (names and
-- form names in the other languages, cosmetic form names in all), genus
-- (every language), flavor (latest flavor text in every language, no Latin
-- spellings of CJK). Text is analyzed by the Analyzer (ICU-folded, CJK as
-- character pairs with Latin transliterations alongside); positions are
-- numbered as FTS5 numbers them. postings: TermPostings.encode
-- (Sources/PokeSearch/Index/Text/TermPostings.swift); name_postings: the
-- same for the name columns only, NULL when the token is in no name: what
-- the word being typed is matched against as a prefix, whose expansions
-- would otherwise drag in every flavor-text word that starts alike.
CREATE TABLE search_term (
    term           TEXT PRIMARY KEY,
    postings       BLOB NOT NULL,
    name_postings  BLOB
) WITHOUT ROWID;

-- Every Pokémon's card (what filters compare and sorts order by, with each
-- document's length per column and its type matchups), as one blob read in
-- one go: CardTable.encoded (Sources/PokeSearch/Index/Cards/).
CREATE TABLE search_card (
    id    INTEGER PRIMARY KEY CHECK (id = 1),
    data  BLOB NOT NULL
);

-- Every name a Pokémon answers to, folded ('mr mime', 'ピカチュウ', 'pikachuu'),
-- with Latin names of several words also run together ('mrmime', 'hooh'):
-- ranks exact and prefix name matches above the rest.
CREATE TABLE search_name (
    folded      TEXT NOT NULL,
    pokemon_id  INTEGER NOT NULL,
    language_id INTEGER NOT NULL,            -- 0 for the slug
    PRIMARY KEY (folded, pokemon_id, language_id)
) WITHOUT ROWID;

-- Names of cosmetic forms that are not Pokémon of their own ('unown b',
-- 'west gastrodon', 'burmy trash cloak', compact spellings too), folded: a
-- search naming one ranks its Pokémon first and says which form matched.
CREATE TABLE search_form (
    folded      TEXT NOT NULL,
    form_id     INTEGER NOT NULL,
    pokemon_id  INTEGER NOT NULL,
    PRIMARY KEY (folded, form_id)
) WITHOUT ROWID;

-- Phrases that name something a query can filter on, in every language,
-- folded: 'fire', 'feu', 'ほのお', 'swift swim', 'generation iv'.
-- kind: 'type', 'ability', 'move', 'item' (a query naming one means its
-- holders), 'color', 'habitat', 'shape', 'egg-group', 'generation', 'region'
-- (ref_id: region id), 'genus' (ref_id: species id; phrases of two words or
-- more: 'fox pokemon', 'pokemon renard').
CREATE TABLE lexicon (
    phrase  TEXT NOT NULL,
    kind    TEXT NOT NULL,
    ref_id  INTEGER NOT NULL,
    PRIMARY KEY (phrase, kind, ref_id)
) WITHOUT ROWID;
-- Typo correction reads the phrases of a few kinds (types, regions): by kind,
-- not through all of them (items alone are half the table).
CREATE INDEX lexicon_by_kind ON lexicon(kind);

-- Distinct folded tokens of Pokémon names, for typo tolerance.
CREATE TABLE name_token (
    token   TEXT PRIMARY KEY,
    length  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX name_token_by_length ON name_token(length);

-- How hard each attacking type hits each Pokémon, combined over its current
-- types, in percent: 400, 200, 100, 50, 25 or 0 (view pokemon_matchup reads it).
-- Keyed by type and factor, so `weak to fire` is one range of the key.
CREATE TABLE search_matchup (
    attacking_type_id  INTEGER NOT NULL,
    factor             INTEGER NOT NULL,
    pokemon_id         INTEGER NOT NULL,
    PRIMARY KEY (attacking_type_id, factor, pokemon_id)
) WITHOUT ROWID;

-- What a result shows of each Pokémon in each language of the Pokédex: its
-- display name and its types' names in slot order, joined by U+001F
-- (Sources/PokeSearch/Index/SummaryNames.swift says how names fall back);
-- language 0 holds the slug and the types' slugs. A page of results reads
-- its rows by key rather than working the names out.
CREATE TABLE search_summary (
    pokemon_id    INTEGER NOT NULL,
    language_id   INTEGER NOT NULL,
    display_name  TEXT NOT NULL,
    type_names    TEXT NOT NULL,
    PRIMARY KEY (pokemon_id, language_id)
) WITHOUT ROWID;

-- The words of every move's, item's and ability's effect, short effect and
-- flavor texts (all languages), lower-cased, folded beyond ASCII: which of
-- them hold each word, the last tier of an entity search's relevance
-- (Sources/PokeSearch/Entities/EffectText.swift). Written here rather than
-- read into memory by each process: the texts are 3.5 MB, and splitting them
-- into words cost a one-off `pokesearch items` most of its time.
-- kind: 'move', 'item', 'ability'; ids: EffectText.encode (ascending ids).
CREATE TABLE entity_term (
    kind  TEXT NOT NULL,
    term  TEXT NOT NULL,
    ids   BLOB NOT NULL,
    PRIMARY KEY (kind, term)
) WITHOUT ROWID;

-- Every folded name of each kind of move, item, ability and nature (slugs,
-- every language, Latin names of several words also run together) and the
-- words of those names, laid out as a search reads them
-- (Sources/PokeSearch/Entities/EntityNames+Coding.swift): a search reads
-- its kind's in one copy instead of folding, sorting and hashing 20,000
-- names first. kind: 'move', 'item', 'ability', 'nature'.
CREATE TABLE entity_name (
    kind  TEXT PRIMARY KEY,
    data  BLOB NOT NULL
) WITHOUT ROWID;
