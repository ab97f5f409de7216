/// What players write for a Pokémon in short, read before anything else of
/// a word: a nickname (`ttar`: Tyranitar; `Nicknames`), and a form written
/// after its Pokémon with a dash and the first letters of the form's words
/// (`lando-t`: Landorus Therian, `rotom-w`: Rotom Wash, `urshifu-r`:
/// Rapid Strike Urshifu, `zapdos-g`: Galarian Zapdos), for any Pokémon
/// whose forms are named so in their slugs. A letter that begins several
/// forms (`rotom-f`: Frost, Fan) stays a beginning, which finds them all.
struct PokemonShorthand {
    let index: IndexReader

    /// The longest form shorthand after the dash: longer is a word of its own.
    static let longestFormLetters = 3

    /// The folded name the folded word `word` stands for, or nil when it is no shorthand.
    func name(for word: String) throws -> String? {
        if let form = Nicknames.formLetters[word] { return form }
        let parts = word.split(separator: " ", maxSplits: 1)
        guard let first = parts.first else { return nil }
        let nickname = Nicknames.names[String(first)]
        guard parts.count == 2 else { return nickname }
        let letters = parts[1]
        let base = nickname ?? String(first)
        guard letters.utf8.count <= Self.longestFormLetters, letters.utf8.allSatisfy(\.isASCIILowercaseLetter),
              try !index.isName(word) else { return nickname.map { $0 + " " + letters } }
        // The slugs of the Pokémon's forms whose words after its name begin with the letters, one alone.
        var forms = Set<String>()
        for entry in try index.names(startingWith: base + " ") where entry.languageID == 0 {
            let rest = entry.name.dropFirst(base.count + 1)
            // `t` for Therian, `rs` or `r` for Rapid Strike.
            if rest.hasPrefix(letters) || AbbreviatedNames.abbreviates(String(letters), words: String(rest)) {
                forms.insert(entry.name)
            }
        }
        // One form, or one and its own variants (`urshifu-r`: Rapid Strike, not also its Gigantamax).
        if let shortest = forms.min(by: { $0.count < $1.count }), forms.allSatisfy({ $0.hasPrefix(shortest) }) { return shortest }
        return nickname.map { $0 + " " + letters }
    }
}
