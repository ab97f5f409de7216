/// The tests of the text analysis chain and the `pokesearch` FTS5 tokenizer:
/// `swift test --filter NormalizationTests` runs them all.
enum NormalizationTests {}
