/// Latin spellings of other scripts, so that Latin queries reach CJK names.
///
/// ICU's Han-Latin, some 40,000 rules, costs about 10 µs a character, and
/// reads each character on its own: over every Han run of the PokéAPI data,
/// characters read one by one give the same letters as the whole run. So Han
/// characters are read once each, from a memo.
enum Transliterator {
    private static let hanReadings = Memo<Unicode.Scalar, [UInt16]>(capacity: 100_000)

    /// Forms share their species' flavor text, and phrases recur: the
    /// PokéAPI text holds some 25,000 distinct CJK runs.
    private static let runSpellings = Memo<String, String>(capacity: 50_000)

    /// Has ICU compile the rules of every script the Pokédex transliterates.
    /// Rules compile on first use, once per process: Han-Latin alone takes
    /// some 80 ms, which an index build would otherwise wait for.
    static func loadRules() {
        let sample = Array("火ピぴ피".utf16)
        _ = ICU.latin(sample)
        _ = ICU.anyLatin(sample)
    }

    /// ICU "Any-Latin; Latin-ASCII; Lower": "ピカチュウ" → "pikachuu", "噴火龍" → "pen huo long".
    static func latin(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: \.isHan), scalars.allSatisfy(\.isReadAloneBesideHan) else {
            let utf16 = Array(text.utf16)
            return String(decoding: ICU.latin(utf16) ?? utf16, as: UTF16.self)
        }
        return String(decoding: latin(scalars, between: ICU.latin), as: UTF16.self)
    }

    /// The folded Latin spelling of a CJK run, without spaces: "噴火龍" →
    /// "penhuolong"; the same as folding `latin(_:)`, at less than half the cost.
    static func spelling(ofRun run: ArraySlice<Unicode.Scalar>) -> String {
        runSpellings.value(for: String(scalars: run)) { foldedSpelling(of: run) }
    }

    private static func foldedSpelling(of run: ArraySlice<Unicode.Scalar>) -> String {
        let latin = latin(run, between: ICU.anyLatin)
        // Mostly ASCII already: fold that without a round trip through ICU.
        guard latin.allSatisfy({ $0 < 0x80 }) else {
            return TextFolder.foldJoined(String(decoding: latin, as: UTF16.self))
        }
        return String(decoding: latin.compactMap(Self.foldedASCII), as: UTF8.self)
    }

    private static func foldedASCII(_ unit: UInt16) -> UInt8? {
        switch unit {
        case 0x30...0x39, 0x61...0x7A: UInt8(unit)
        case 0x41...0x5A: UInt8(unit) | 0x20
        default: nil
        }
    }

    /// Han characters read from the memo, the text between them
    /// transliterated whole by `icu`, as kana spelling depends on context (ッ, ン).
    private static func latin(
        _ scalars: some Sequence<Unicode.Scalar>, between icu: ([UInt16]) -> [UInt16]?
    ) -> [UInt16] {
        var latin: [UInt16] = []
        var pending: [UInt16] = []
        func transliteratePending() {
            guard !pending.isEmpty else { return }
            latin += icu(pending) ?? pending
            pending.removeAll(keepingCapacity: true)
        }
        for scalar in scalars {
            guard scalar.isHan else {
                pending += scalar.utf16
                continue
            }
            transliteratePending()
            // Han-Latin sets a syllable apart from a letter before it: "pen huo", "6pi".
            if let last = latin.last, last < 0x80 ? isASCIILetter(last) : isAlphabetic(latin.suffix(2)) {
                latin.append(0x20)
            }
            latin += hanReadings.value(for: scalar) { reading(of: scalar) }
        }
        transliteratePending()
        return latin
    }
}

private func isASCIILetter(_ unit: UInt16) -> Bool {
    (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
}

private func isAlphabetic(_ lastUnits: ArraySlice<UInt16>) -> Bool {
    String(decoding: lastUnits, as: UTF16.self).unicodeScalars.last?.properties.isAlphabetic == true
}

private func reading(of han: Unicode.Scalar) -> [UInt16] {
    let utf16 = Array(String(han).utf16)
    return ICU.latin(utf16) ?? utf16
}

private extension Unicode.Scalar {
    /// Scalars next to which Han characters read the same one by one as in
    /// context: Han-Latin's spacing differs next to punctuation, digits and ー.
    var isReadAloneBesideHan: Bool {
        switch value {
        case 0x20, 0x41...0x5A, 0x61...0x7A: true
        case 0x3041...0x3096, 0x30A1...0x30FA: true  // kana
        case 0xAC00...0xD7A3: true                   // Hangul syllables
        default: isHan
        }
    }
}
