/// The text analysis shared by the index and the query parser, so both always agree.
///
/// Text is folded (see `TextFolder`) and cut into runs. A run of letters and
/// digits outside CJK is one token. A CJK run (Han, kana, Hangul: written
/// without spaces) is cut into overlapping pairs of characters, so that "火龍"
/// is found inside "噴火龍" without a dictionary.
enum Analyzer {
    /// Why text is analyzed: documents hold more tokens than a query asks for.
    enum Mode: Sendable {
        /// Names and short texts: every token, Latin spellings of CJK included.
        case document
        /// Sentences (flavor text): a document without the Latin spellings,
        /// which no one types for a sentence and which cost most of an index build.
        case prose
        /// What a query looks for.
        case query
    }

    /// Receives a token: its UTF-8 bytes (valid during the call only), the
    /// bytes of the source text it came from, and whether it is colocated.
    /// Returns false to stop the analysis.
    typealias TokenSink = (UnsafeBufferPointer<UInt8>, Range<Int>, Bool) -> Bool

    /// The tokens to index: words; for CJK, each pair of neighbouring
    /// characters with, colocated, its characters, and at the first pair the
    /// Latin spelling of a run of up to 32 characters ("リザードン" → リザ, リ,
    /// rizadon, ザー, ザ, ード, ー, ドン, ド, ン); a lone CJK character as is.
    ///
    /// Positions follow `queryTokens`, so a query phrase finds its own text.
    static func documentTokens(_ text: String) -> [AnalyzedToken] {
        tokens(of: text, mode: .document)
    }

    /// The tokens a query looks for, in order: words; for CJK the character
    /// pairs, to match as a phrase ("ザードン" → ザー, ード, ドン), or a lone character.
    ///
    /// Idempotent: analyzing the tokens joined by spaces gives them back, as
    /// FTS5 re-tokenizes the quoted tokens of a query.
    static func queryTokens(_ text: String) -> [String] {
        if let word = asciiWord(text) { return [word] }
        return tokens(of: text, mode: .query).map(\.text)
    }

    /// A word of ASCII letters and digits, lower-cased: its own only token,
    /// since folding only lower-cases it (`TextFolder.asciiFolded`) and
    /// nothing in it cuts. Most query words are such, and a search analyzes
    /// each a few times; the full analysis costs some thousands of
    /// instructions a word.
    static func asciiWord(_ text: String) -> String? {
        guard !text.containsByte(UInt8(ascii: " ")) else { return nil }
        return TextFolder.asciiFolded(text)
    }

    private static func tokens(of text: String, mode: Mode) -> [AnalyzedToken] {
        var text = text
        return text.withUTF8 { tokens(utf8: $0, mode: mode) }
    }

    /// The tokens of UTF-8 text, with positions numbered as FTS5 numbers them.
    static func tokens(utf8: UnsafeBufferPointer<UInt8>, mode: Mode) -> [AnalyzedToken] {
        var tokens: [AnalyzedToken] = []
        var position = -1
        forEachToken(utf8: utf8, mode: mode) { bytes, range, isColocated in
            if !isColocated { position += 1 }
            let text = String(decoding: bytes, as: UTF8.self)
            tokens.append(AnalyzedToken(text: text, utf8Range: range, position: position, isColocated: isColocated))
            return true
        }
        return tokens
    }

    /// Passes each token of UTF-8 text to `sink`, without building strings.
    static func forEachToken(utf8: UnsafeBufferPointer<UInt8>, mode: Mode, _ sink: TokenSink) {
        withoutActuallyEscaping(sink) { sink in
            var writer = TokenWriter(mode: mode, sink: sink)
            FoldedWords.scan(utf8) { writer.add($0) }
        }
    }
}

/// Cuts folded words into tokens and hands their UTF-8 bytes to a sink.
private struct TokenWriter {
    let mode: Analyzer.Mode
    let sink: Analyzer.TokenSink
    private var bytes: [UInt8] = []
    private var isStopped = false

    init(mode: Analyzer.Mode, sink: @escaping Analyzer.TokenSink) {
        self.mode = mode
        self.sink = sink
    }

    /// Adds the tokens of a word: one per run of non-CJK characters, pairs for CJK runs.
    mutating func add(_ word: FoldedWord) {
        let scalars = word.scalars
        var start = 0
        while start < scalars.count, !isStopped {
            let isCJK = scalars[start].isCJK
            var end = start + 1
            while end < scalars.count, scalars[end].isCJK == isCJK { end += 1 }
            if isCJK {
                addCJK(word, start..<end)
            } else {
                add(scalars[start..<end], word.sources[start].lowerBound..<word.sources[end - 1].upperBound)
            }
            start = end
        }
    }

    private mutating func addCJK(_ word: FoldedWord, _ run: Range<Int>) {
        let scalars = word.scalars
        let sources = word.sources
        guard run.count > 1 else {
            add(scalars[run], sources[run.lowerBound])
            return
        }
        // One position per pair of neighbours in documents as in queries, so
        // that a phrase spanning a run and the words around it matches.
        let last = run.upperBound - 1
        for i in run.dropLast() {
            add(scalars[i...i + 1], sources[i].lowerBound..<sources[i + 1].upperBound)
            guard mode != .query else { continue }
            // Pairs come first: FTS5 highlights a position with its first token's bytes.
            add(scalars[i...i], sources[i], colocated: true)
            if i == last - 1 {
                add(scalars[last...last], sources[last], colocated: true)
            }
            if i == run.lowerBound, mode == .document, let latin = Self.latinSpelling(of: scalars[run]) {
                let range = sources[run.lowerBound].lowerBound..<sources[last].upperBound
                add(bytes: Array(latin.utf8), range, colocated: true)
            }
        }
    }

    private mutating func add(_ scalars: ArraySlice<Unicode.Scalar>, _ range: Range<Int>, colocated: Bool = false) {
        bytes.removeAll(keepingCapacity: true)
        for scalar in scalars {
            UTF8.encode(scalar) { bytes.append($0) }
        }
        add(bytes: bytes, range, colocated: colocated)
    }

    private mutating func add(bytes: [UInt8], _ range: Range<Int>, colocated: Bool) {
        guard !isStopped else { return }
        isStopped = !bytes.withUnsafeBufferPointer { sink($0, range, colocated) }
    }

    /// The run's Latin spelling, when it is a word that a Latin query can type.
    private static func latinSpelling(of run: ArraySlice<Unicode.Scalar>) -> String? {
        // Names are short; a longer run is a sentence, whose spelling no one types.
        guard run.count <= 32 else { return nil }
        let latin = Transliterator.spelling(ofRun: run)
        return latin.isEmpty || latin.unicodeScalars.contains(where: \.isCJK) ? nil : latin
    }
}
