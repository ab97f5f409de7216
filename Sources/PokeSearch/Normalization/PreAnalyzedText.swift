/// Text analyzed before it reaches the index: the document tokens of
/// `Analyzer`, written out as one compact string per text, so that the
/// analysis runs on every core and the one thread that writes the index
/// only splits them (see SearchIndexBuilder, TextIndexWriter).
/// Each token is preceded by a marker byte; tokens are folded letters and
/// digits, so the markers (ASCII control characters) never occur inside one.
enum PreAnalyzedText {
    /// Starts a token at the next position.
    static let nextPosition: UInt8 = 0x1F
    /// Starts a token at the position of the previous one (colocated).
    static let samePosition: UInt8 = 0x1E

    /// The tokens of `text` for the index, as `forEachToken` reads them back.
    static func encode(_ text: String, mode: Analyzer.Mode) -> String {
        var text = text
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count * 2)
        text.withUTF8 { utf8 in
            Analyzer.forEachToken(utf8: utf8, mode: mode) { token, _, isColocated in
                encoded.append(isColocated ? samePosition : nextPosition)
                encoded.append(contentsOf: token)
                return true
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Passes each token of encoded text to `sink` with its byte range in
    /// `utf8` and whether it is colocated; stops when `sink` returns false.
    static func forEachToken(utf8: UnsafeBufferPointer<UInt8>, _ sink: Analyzer.TokenSink) {
        var start = 0
        while start < utf8.count {
            let marker = utf8[start]
            var end = start + 1
            while end < utf8.count, utf8[end] != nextPosition, utf8[end] != samePosition { end += 1 }
            // Text that is not encoded has no marker first: it is read as one
            // token, harmless, rather than lost.
            let isMarked = marker == nextPosition || marker == samePosition
            let tokenStart = isMarked ? start + 1 : start
            if tokenStart < end {
                let token = UnsafeBufferPointer(rebasing: utf8[tokenStart..<end])
                guard sink(token, tokenStart..<end, marker == samePosition) else { return }
            }
            start = end
        }
    }
}
