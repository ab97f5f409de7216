import GRDB

/// The `pokesearch` FTS5 tokenizer: the `Analyzer`, as SQLite sees it.
///
/// Register it on every connection, then name it in FTS5 tables:
///
///     db.add(tokenizer: PokeTokenizer.self)
///     CREATE VIRTUAL TABLE t USING fts5(x, tokenize='pokesearch')
///
/// Documents get `Analyzer.documentTokens`, with FTS5_TOKEN_COLOCATED on the
/// alternatives; MATCH patterns get `Analyzer.queryTokens`. See
/// <https://www.sqlite.org/fts5.html#custom_tokenizers>.
public final class PokeTokenizer: FTS5CustomTokenizer {
    /// The name FTS5 tables use: `tokenize='pokesearch'`.
    public static let name = "pokesearch"

    /// Creates the tokenizer; it takes no arguments.
    public init(db: Database, arguments: [String]) throws {}

    /// Registers the tokenizer on `db`.
    public static func register(in db: Database) {
        db.add(tokenizer: PokeTokenizer.self)
    }

    public func tokenize(
        context: UnsafeMutableRawPointer?,
        tokenization: FTS5Tokenization,
        pText: UnsafePointer<CChar>?,
        nText: CInt,
        tokenCallback: @escaping FTS5TokenCallback
    ) -> CInt {
        let ok = ResultCode.SQLITE_OK.rawValue
        guard let pText, nText > 0 else { return ok }
        let bytes = UnsafeRawPointer(pText).assumingMemoryBound(to: UInt8.self)
        let text = UnsafeBufferPointer(start: bytes, count: Int(nText))
        let mode: Analyzer.Mode = tokenization.contains(.query) ? .query : .document
        var code = ok
        Analyzer.forEachToken(utf8: text, mode: mode) { token, range, isColocated in
            token.withMemoryRebound(to: CChar.self) {
                code = tokenCallback(
                    context, isColocated ? FTS5TokenFlags.colocated.rawValue : 0, $0.baseAddress, CInt($0.count),
                    CInt(range.lowerBound), CInt(range.upperBound))
            }
            return code == ok
        }
        return code
    }
}
