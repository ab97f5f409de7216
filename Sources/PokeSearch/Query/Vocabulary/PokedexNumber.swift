/// How people write a National Pokédex number: `25`, `#25`, `025`, `0025`,
/// `no 25`, `no. 25`, `nº25`.
enum PokedexNumber {
    /// Highest number read as a Pokédex number; larger numbers stay text.
    static let maximum = 9_999

    /// The number in one word as typed (`#25`, `025`, `no.25`), or `nil`.
    static func parse(_ typed: String) -> Int? {
        var text = Substring(typed.lowercased())
        for prefix in ["#", "no.", "nº", "no", "n°", "№"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        return number(text)
    }

    /// `no 25`, `no. 25`, `# 25`: a prefix word then the number.
    static func parse(_ first: String, _ second: String) -> Int? {
        guard ["no", "no.", "nº", "#", "n°", "№", "number", "num", "dex"].contains(first.lowercased()) else { return nil }
        return number(Substring(second))
    }

    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy(\.isASCII), let value = Int(text),
              (1...maximum).contains(value) else { return nil }
        return value
    }
}
