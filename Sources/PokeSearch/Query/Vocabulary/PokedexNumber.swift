/// How people write a National Pokédex number: `25`, `#25`, `025`, `0025`,
/// `no 25`, `no. 25`, `nº25`, `nr. 25`, `＃２５`, `pokedex 25`, `dex no. 25`,
/// `national dex #25`.
enum PokedexNumber {
    /// Highest number read as a Pokédex number; larger numbers stay text.
    static let maximum = 9_999

    /// Marks written before a number, in one word with it or apart (`#25`, `# 25`, `no. 25`).
    static let marks = ["#", "no.", "nº", "no", "n°", "№", "nr.", "nr", "n.", "n"]

    /// Words that may come before a number, one or more (`pokedex no. 25`, `national dex 25`).
    static let leadWords: Set<String> = [
        "#", "no", "no.", "nº", "n°", "№", "nr", "nr.", "n", "n.", "number", "num", "dex", "pokedex", "pokédex",
        "national", "nat", "id",
    ]

    /// Words before a number that mean the Pokédex up to it (`first 151`, `original 151`).
    static let firstWords: Set<String> = ["first", "original", "premiers", "ersten", "primeros", "primi"]

    /// Words between two numbers that mean every number from one to the other (`1 to 151`).
    static let rangeConnectors: Set<String> = ["to", "through", "thru", "until", "-", "–", "a", "bis", "al"]

    /// The number in one word as typed (`#25`, `025`, `no.25`, `＃２５`), or `nil`.
    static func parse(_ typed: String) -> Int? {
        guard let (text, _) = split(typed) else { return nil }
        return number(text)
    }

    /// Whether `typed` is a number written with a mark (`#0`, `#-1`, `no. 0`)
    /// that no Pokémon can have: an error rather than text.
    static func isOutOfRange(_ typed: String, marked: Bool) -> Bool {
        guard let (text, hasMark) = split(typed), hasMark || marked,
              let value = Int(text), text.count <= 6 else { return false }
        return value < 1
    }

    private static func split(_ typed: String) -> (text: Substring, marked: Bool)? {
        // Every number and mark starts with a digit, a sign, `#`, `n` or `N`, or is not ASCII (`＃２５`, `№`).
        guard let first = typed.utf8.first, first >= 0x80 || first.isASCIIDigit
                || first == UInt8(ascii: "#") || first | 0x20 == UInt8(ascii: "n") || first == UInt8(ascii: "-")
                || first == UInt8(ascii: "+") else { return nil }
        // Beyond ASCII, only `№` and full-width forms (`＃２５`) can begin a mark
        // or a number: a word in another script is ruled out before it is lowercased.
        if first >= 0x80, let scalar = typed.unicodeScalars.first, scalar != "№", !(0xFF01...0xFF5E).contains(scalar.value) {
            return nil
        }
        let plain = DecimalNumber.halfWidth(typed.lowercased())
        var text = Substring(plain)
        var marked = false
        for mark in marks where text.hasPrefix(mark) && text.count > mark.count {
            let rest = text.dropFirst(mark.count)
            guard rest.first.map({ $0.isNumber || $0 == "-" }) == true else { continue }
            text = rest
            marked = true
            break
        }
        return text.isEmpty ? nil : (text, marked)
    }

    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
              (1...maximum).contains(value) else { return nil }
        return value
    }
}
