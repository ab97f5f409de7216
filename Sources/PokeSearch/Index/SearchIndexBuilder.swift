import GRDB

/// Builds the search index (Schema/02-search.sql) from the imported tables.
public enum SearchIndexBuilder {
    /// Creates and fills `pokemon_fts`, `search_name`, `lexicon` and
    /// `name_token` from the tables of 01-pokedex.sql, in the current transaction.
    /// The connection must have the `pokesearch` tokenizer registered.
    public static func build(in db: Database) throws {
        // Placeholder: implemented with the query engine.
        try db.execute(sql: SchemaFile.search.sql)
    }
}
