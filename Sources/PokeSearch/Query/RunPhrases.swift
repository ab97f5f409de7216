/// The phrases of a run of words (their folded spellings joined by spaces,
/// empty ones left out) for every start and length up to
/// `QueryResolver.longestPhrase`, made once per run: its readers ask for
/// the same ones many times (`fire type`, `weak to`, `evolutions of`).
struct RunPhrases {
    /// `table[start][length - 1]`.
    private let table: [[String]]
    private let words: [QueryResolver.Word]

    init(_ words: [QueryResolver.Word]) {
        self.words = words
        table = words.indices.map { start in
            var phrases: [String] = []
            var phrase = ""
            for word in words[start..<min(words.count, start + QueryResolver.longestPhrase)] {
                if !word.folded.isEmpty {
                    if !phrase.isEmpty { phrase += " " }
                    phrase += word.folded
                }
                phrases.append(phrase)
            }
            return phrases
        }
    }

    /// The phrase of the words in `range` (of the run's indices).
    subscript(range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let length = range.count
        if length <= QueryResolver.longestPhrase { return table[range.lowerBound][length - 1] }
        return words[range].map(\.folded).filter { !$0.isEmpty }.joined(separator: " ")
    }

    subscript(range: ClosedRange<Int>) -> String {
        self[Range(range)]
    }

    /// Every phrase the table holds.
    var all: Set<String> {
        Set(table.joined())
    }
}
