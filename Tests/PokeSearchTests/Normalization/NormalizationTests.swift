/// The tests of the text analysis chain:
/// `swift test --filter NormalizationTests` runs them all.
enum NormalizationTests {}
