/// The folded spellings under which a name can be typed.
enum NameForms {
    /// The folded name, plus its Latin transliteration when it is written in
    /// another script: `ピカチュウ` → `ピカチュウ`, `pikachuu`.
    static func searchableForms(of name: String) -> [String] {
        let folded = TextFolder.fold(name)
        guard !folded.isEmpty else { return [] }
        guard folded.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) else { return [folded] }
        let latin = TextFolder.fold(Transliterator.latin(name))
        return latin.isEmpty || latin == folded ? [folded] : [folded, latin]
    }

    /// Latin words long enough for a typo to be told from another word.
    static func isTypoCandidate(_ token: Substring) -> Bool {
        token.count >= 4 && token.unicodeScalars.allSatisfy { $0.isASCII }
    }
}
