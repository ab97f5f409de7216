import Foundation

/// A typo the engine corrected, answered as `{"from", "to"}`. The engine
/// words each one as a notice, `charizrd → charizard`; this is the one place
/// the server reads it.
struct Correction: Encodable, Equatable, Sendable {
    var from: String
    var to: String

    init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// The correction a notice states, nil for any other text.
    init?(notice: String) {
        let parts = notice.components(separatedBy: " → ")
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        self.init(from: parts[0], to: parts[1])
    }

    /// `query` as the results read it, each correction in the place of its
    /// word: `charizrd` → `charizard`, and inside a field, `type:fier` → `type:fire`.
    /// A word is matched whole (not inside a longer word), without regard to case
    /// or accents (the engine states some corrections folded).
    static func apply(_ corrections: [Correction], to query: String) -> String {
        var text = query
        for correction in corrections {
            guard let range = wholeWord(correction.from, in: text) else { continue }
            text.replaceSubrange(range, with: correction.to)
        }
        return text
    }

    private static func wholeWord(_ word: String, in text: String) -> Range<String.Index>? {
        var searched = text.startIndex..<text.endIndex
        while let found = text.range(of: word, options: [.caseInsensitive, .diacriticInsensitive], range: searched) {
            let startsWord = found.lowerBound == text.startIndex || !isWordCharacter(text[text.index(before: found.lowerBound)])
            let endsWord = found.upperBound == text.endIndex || !isWordCharacter(text[found.upperBound])
            if startsWord && endsWord { return found }
            searched = text.index(after: found.lowerBound)..<text.endIndex
        }
        return nil
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
