import CEmbedded

/// One of the `Schema/*.sql` files, as compiled into the binary.
struct SchemaFile: Sendable, Hashable {
    /// The file name, e.g. `01-pokedex.sql`.
    let name: String
    /// The SQL text.
    let sql: String

    /// The imported Pokédex tables.
    static var pokedex: SchemaFile { named("01-pokedex.sql") }
    /// The search index tables (postings, cards, folded names, lexicon).
    static var search: SchemaFile { named("02-search.sql") }
    /// Read-only views over the Pokédex.
    static var views: SchemaFile { named("03-views.sql") }
    /// User data: trainers, favorites, catches.
    static var user: SchemaFile { named("04-user.sql") }
    /// User data: passwords, folded name keys, sessions.
    static var accounts: SchemaFile { named("05-accounts.sql") }

    /// Every schema file, in installation order.
    static let all: [SchemaFile] = (0..<pokesearch_schema_count()).map { index in
        let blob = pokesearch_schema_file(index)
        let bytes = UnsafeBufferPointer(start: blob.bytes, count: blob.length)
        return SchemaFile(
            name: String(cString: pokesearch_schema_name(index)),
            sql: String(decoding: bytes, as: UTF8.self))
    }

    /// The embedded bytes of the file called `name`, read in place: what
    /// every command hashes (`CatalogSchema.fingerprint`) without decoding
    /// all five files into strings first.
    static func withBytes<Result>(of name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        for index in 0..<pokesearch_schema_count() where String(cString: pokesearch_schema_name(index)) == name {
            let blob = pokesearch_schema_file(index)
            return body(UnsafeBufferPointer(start: blob.bytes, count: blob.length))
        }
        preconditionFailure("Schema file \(name) is not embedded: see Sources/CEmbedded/embedded.c")
    }

    private static func named(_ name: String) -> SchemaFile {
        guard let file = all.first(where: { $0.name == name }) else {
            preconditionFailure("Schema file \(name) is not embedded: see Sources/CEmbedded/embedded.c")
        }
        return file
    }
}
