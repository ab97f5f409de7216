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
///
/// With the argument `analyzed` (`tokenize='pokesearch analyzed'`), documents
/// are `PreAnalyzedText` and are only split; queries are analyzed as usual.
final class PokeTokenizer: FTS5CustomTokenizer {
    /// The name FTS5 tables use: `tokenize='pokesearch'`.
    static let name = "pokesearch"

    /// Whether documents arrive as `PreAnalyzedText`.
    private let documentsArePreAnalyzed: Bool

    /// Creates the tokenizer; its one optional argument is `analyzed`.
    init(db: Database, arguments: [String]) throws {
        switch arguments {
        case []: documentsArePreAnalyzed = false
        case ["analyzed"]: documentsArePreAnalyzed = true
        default:
            throw DatabaseError(message: "pokesearch tokenizer: unknown arguments \(arguments.joined(separator: " ")) (expected none or 'analyzed')")
        }
    }

    /// Registers the tokenizer on `db`.
    static func register(in db: Database) {
        db.add(tokenizer: PokeTokenizer.self)
    }

    func tokenize(
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
        var code = ok
        let sink: Analyzer.TokenSink = { token, range, isColocated in
            token.withMemoryRebound(to: CChar.self) {
                code = tokenCallback(
                    context, isColocated ? FTS5TokenFlags.colocated.rawValue : 0, $0.baseAddress, CInt($0.count),
                    CInt(range.lowerBound), CInt(range.upperBound))
            }
            return code == ok
        }
        if tokenization.contains(.query) {
            Analyzer.forEachToken(utf8: text, mode: .query, sink)
        } else if documentsArePreAnalyzed {
            PreAnalyzedText.forEachToken(utf8: text, sink)
        } else {
            Analyzer.forEachToken(utf8: text, mode: .document, sink)
        }
        return code
    }
}
