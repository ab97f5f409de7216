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

extension TextTerm {
    /// The term as whole names are written: its tokens run together by spaces
    /// (`ho-oh` → `ho oh`), but CJK text folded whole, since its tokens are the
    /// pairs of its characters (`噴火龍` → 噴火, 火龍) and its names have no spaces.
    var nameText: String {
        guard tokens.count > 1, text.unicodeScalars.contains(where: \.isCJK) else { return tokens.joined(separator: " ") }
        return TextFolder.fold(text)
    }
}
