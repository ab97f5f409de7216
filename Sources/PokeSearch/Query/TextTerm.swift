/// One free-text term, analyzed.
struct TextTerm: Equatable {
    /// As typed.
    var text: String
    /// The analyzer's query tokens: one Latin word, several for `ho-oh`, CJK pairs for `ザードン`.
    var tokens: [String]
    /// The last term of a query matches name prefixes: results follow typing.
    var isPrefix: Bool
    var position: Int
    /// Spellings typo tolerance substituted, best first; empty when typed right.
    var corrections: [String] = []
    /// Edits between `text` and the first correction.
    var typos: Int = 0
    /// Folded names a word that finds no name as typed is part of, best
    /// first: matched in the name columns beside the word itself (`pex`:
    /// Toxapex; `tkoko`: Tapu Koko). See `RunReader.nameFragments(at:)`.
    var expansions: [String] = []
}
