import GRDB

/// The name of the FTS5 tokenizer of older Pokédex files, which nothing
/// reads any more. A file indexed by pokesearch up to index version 5 holds
/// an FTS5 table made with `tokenize = 'pokesearch analyzed'`, and SQLite
/// builds a virtual table (its tokenizer included) before it drops it. A
/// build connection, which re-indexes such a file, registers this stand-in
/// so that the old table can be dropped; it yields no tokens.
final class RetiredTokenizer: FTS5CustomTokenizer {
    static let name = "pokesearch"

    init(db: Database, arguments: [String]) throws {}

    func tokenize(
        context: UnsafeMutableRawPointer?, tokenization: FTS5Tokenization,
        pText: UnsafePointer<CChar>?, nText: CInt, tokenCallback: @escaping FTS5TokenCallback
    ) -> CInt {
        ResultCode.SQLITE_OK.rawValue
    }
}
