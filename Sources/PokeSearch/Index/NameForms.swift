/// The folded spellings under which a name can be typed.
enum NameForms {
    /// The folded name, plus its Latin transliteration when it is written in
    /// another script, with and without the syllable breaks ICU puts in
    /// Chinese: `ピカチュウ` → `ピカチュウ`, `pikachuu`; `皮卡丘` → `皮卡丘`,
    /// `pi ka qiu`, `pikaqiu`.
    static func searchableForms(of name: String) -> [String] {
        let folded = TextFolder.fold(name)
        guard !folded.isEmpty else { return [] }
        guard folded.unicodeScalars.contains(where: \.isCJK) else { return [folded] }
        var forms = [folded]
        let latin = TextFolder.fold(Transliterator.latin(name))
        for form in [latin, latin.replacingOccurrences(of: " ", with: "")] where !form.isEmpty && !forms.contains(form) {
            forms.append(form)
        }
        return forms
    }

    /// A Latin name of several words run together, as people type names
    /// without their separators (`mr mime` → `mrmime`, `ho oh` → `hooh`);
    /// `nil` for a one-word name or another script.
    static func compact(_ folded: String) -> String? {
        // Bytes, not Foundation's search and replace: queries ask this of several phrases each.
        guard folded.containsByte(UInt8(ascii: " ")), folded.isASCIIBytes else { return nil }
        return String(decoding: folded.utf8.filter { $0 != UInt8(ascii: " ") }, as: UTF8.self)
    }

    /// The forms of many names, on every core: ICU transliteration is the
    /// slowest step of an index build.
    static func searchableForms(of names: Set<String>) -> [String: [String]] {
        let list = Array(names)
        return Dictionary(uniqueKeysWithValues: zip(list, list.concurrentMap(searchableForms(of:))))
    }

    /// Latin words long enough for a typo to be told from another word.
    static func isTypoCandidate(_ token: Substring) -> Bool {
        token.count >= 4 && token.unicodeScalars.allSatisfy { $0.isASCII }
    }
}
