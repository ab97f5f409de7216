/// A token of analyzed text: what the `pokesearch` FTS5 tokenizer stores or looks up.
public struct AnalyzedToken: Hashable, Sendable {
    /// The folded token text.
    public var text: String
    /// The bytes of the original UTF-8 text it came from: exact where folding
    /// kept the text as is, else the whole segment around it.
    public var utf8Range: Range<Int>
    /// The token position; a colocated token shares the position of the one before it.
    public var position: Int
    /// Whether the token is an alternative at the previous token's position (FTS5_TOKEN_COLOCATED).
    public var isColocated: Bool

    /// Creates a token.
    public init(text: String, utf8Range: Range<Int>, position: Int, isColocated: Bool) {
        self.text = text
        self.utf8Range = utf8Range
        self.position = position
        self.isColocated = isColocated
    }
}
