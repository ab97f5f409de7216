extension Character {
    /// `isLetter`, answered from the byte for ASCII, which nearly every
    /// character of a query or an effect text is: `Character.isLetter`
    /// looks the scalar's properties up in Unicode's tables, which took a
    /// tenth of a name search and most of loading the effect texts.
    var isLetterQuick: Bool {
        guard let ascii = asciiValue else { return isLetter }
        return (ascii | 0x20) >= 0x61 && (ascii | 0x20) <= 0x7A
    }

    /// `isNumber`, answered from the byte for ASCII (see `isLetterQuick`).
    var isNumberQuick: Bool {
        guard let ascii = asciiValue else { return isNumber }
        return ascii >= 0x30 && ascii <= 0x39
    }
}
