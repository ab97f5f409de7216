/// An open end on the generations asked for, said in words around one
/// generation: `after gen 4`, `since gen 6`, `gen 5 onwards`, `before gen 3`,
/// `up to gen 3`, `gen 3 and earlier`.
enum GenerationBound {
    /// Later than the generation named (`after`, `post`, `newer than`).
    case after
    /// The generation named and later (`since`, `onwards`, `and later`).
    case from
    /// Earlier than the generation named (`before`, `pre`, `older than`).
    case before
    /// Up to the generation named, with it (`up to`, `and earlier`).
    case through

    /// The generations of `held` this bound keeps around `generation`;
    /// empty when none is left (`after gen 9` in a Pokédex of nine).
    func generations(around generation: Int, in held: ClosedRange<Int>) -> [Int] {
        switch self {
        case .after: Array(held.filter { $0 > generation })
        case .from: Array(held.filter { $0 >= generation })
        case .before: Array(held.filter { $0 < generation })
        case .through: Array(held.filter { $0 <= generation })
        }
    }

    /// The words before a generation, one or two (`after`, `newer than`).
    static let leading: [String: GenerationBound] = [
        "after": .after, "post": .after, "past": .after, "newer than": .after, "later than": .after,
        "since": .from, "starting from": .from, "starting at": .from, "starting with": .from,
        "before": .before, "pre": .before, "older than": .before, "earlier than": .before, "prior to": .before,
        "up to": .through, "until": .through, "till": .through, "upto": .through,
        // French, German, Spanish, Italian, folded.
        "apres": .after, "depuis": .from, "a partir": .from, "avant": .before, "jusqu a": .through, "jusqua": .through,
        "nach": .after, "seit": .from, "ab": .from, "vor": .before, "bis": .through,
        "despues de": .after, "desde": .from, "antes de": .before, "hasta": .through,
        "dopo": .after, "prima di": .before, "fino a": .through, "fino alla": .through,
    ]

    /// Articles between the leading words and the generation (`après la génération 4`, `antes de la gen 3`).
    static let articles: Set<String> = ["the", "le", "la", "l", "de", "der", "die", "dem", "el", "il", "lo", "della", "alla"]

    /// The words after a generation, one or two (`onwards`, `and later`).
    static let trailing: [String: GenerationBound] = [
        "onwards": .from, "onward": .from, "forward": .from, "and later": .from, "or later": .from,
        "and newer": .from, "or newer": .from, "and up": .from, "and above": .from, "or above": .from,
        "and beyond": .from, "and after": .from, "and on": .from, "plus": .from,
        "and earlier": .through, "or earlier": .through, "and older": .through, "or older": .through,
        "and before": .through, "or before": .through, "and below": .through, "or below": .through,
        "and prior": .through,
        "et plus": .from, "et apres": .from, "et suivantes": .from, "und spater": .from, "und neuer": .from,
        "en adelante": .from, "y posteriores": .from, "in poi": .from, "e successive": .from,
        "et avant": .through, "et anterieures": .through, "und fruher": .through, "y anteriores": .through, "e precedenti": .through,
    ]
}
