/// A token of analyzed text: what the `pokesearch` FTS5 tokenizer stores or looks up.
struct AnalyzedToken: Hashable, Sendable {
    /// The folded token text.
    var text: String
    /// The bytes of the original UTF-8 text it came from: exact where folding
    /// kept the text as is, else the whole segment around it.
    var utf8Range: Range<Int>
    /// The token position; a colocated token shares the position of the one before it.
    var position: Int
    /// Whether the token is an alternative at the previous token's position (FTS5_TOKEN_COLOCATED).
    var isColocated: Bool

    /// Creates a token.
    init(text: String, utf8Range: Range<Int>, position: Int, isColocated: Bool) {
        self.text = text
        self.utf8Range = utf8Range
        self.position = position
        self.isColocated = isColocated
    }
}
