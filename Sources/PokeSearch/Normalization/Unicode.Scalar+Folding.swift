extension Unicode.Scalar {
    /// Deleted, not separating: apostrophes ("farfetch'd" → "farfetchd") and
    /// invisible format characters (soft hyphen, joiners, variation selectors).
    var isDeletedByFolding: Bool {
        switch value {
        case 0x27, 0x60, 0xB4, 0x2BC, 0x2018, 0x2019, 0xFF07: true
        case ..<0x80: false
        default: !foldsToItself && properties.isDefaultIgnorableCodePoint
        }
    }

    /// ♀ and ♂ are spelled as in the slugs: "nidoran♀" == "nidoran-f".
    var genderLetter: Unicode.Scalar? {
        switch value {
        case 0x2640: "f"
        case 0x2642: "m"
        default: nil
        }
    }

    /// A separator that folding leaves a separator and that never composes with
    /// its neighbours, so text can be folded piecewise between such scalars.
    var isSegmentBoundary: Bool {
        if isDeletedByFolding { return false }
        if value < 0x80 { return !isASCIIAlphanumeric }
        if foldsToItself { return false }
        if value == 0xFFFD { return true }  // what invalid UTF-8 reads as
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// Whether folding needs no ICU: ICU would map the scalar to itself (ASCII
    /// capitals aside, see `asciiLowercased`), or it is deleted or spelled anyway.
    var foldsWithoutICU: Bool {
        foldsToItself || isDeletedByFolding || genderLetter != nil
    }

    /// Whether ICU folding maps this scalar to itself, ASCII capitals aside.
    var foldsToItself: Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x3005, 0x3007: true                            // 々 〇
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC: true  // kana, ー
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: true          // unified ideographs
        case 0xAC00...0xD7A3: true                           // Hangul syllables
        default: false
        }
    }

    /// The scalar with A-Z lowercased.
    var asciiLowercased: Unicode.Scalar {
        (0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value) | 0x20) : self
    }

    /// Letters, digits and the combining marks that belong to them (ガ may
    /// come as カ + U+3099); anything else separates words.
    var isWordCharacter: Bool {
        if value < 0x80 { return isASCIIAlphanumeric }
        if foldsToItself { return true }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark:
            return true
        default:
            return false
        }
    }

    private var isASCIIAlphanumeric: Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: false
        }
    }
}
