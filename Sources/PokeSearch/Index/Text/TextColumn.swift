/// The columns of each Pokémon's full-text document, in order, with their
/// bm25 weights: the English name above other-language names above the
/// genus above flavor text.
enum TextColumn: Int, CaseIterable, Sendable {
    /// The slug, English names, English form names (and run together: `mrmime`).
    case name
    /// Names and form names in the other languages, cosmetic form names in all.
    case names
    /// The genus in every language.
    case genus
    /// The latest flavor text in every language (no Latin spellings of CJK).
    case flavor

    var weight: Double {
        switch self {
        case .name: return 10
        case .names: return 6
        case .genus: return 2
        case .flavor: return 1
        }
    }

    /// Columns where a name is found, and where the word being typed matches as a prefix.
    static let nameColumns: ColumnSet = [.name, .names]

    /// Every column's weight, by raw value: read once per occurrence a phrase match counts.
    static let weights = allCases.map(\.weight)
}

/// A set of `TextColumn`s, as a phrase may be restricted to some (`{name names} : …`).
struct ColumnSet: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ column: TextColumn) { rawValue = 1 << UInt8(column.rawValue) }

    static let name = ColumnSet(.name)
    static let names = ColumnSet(.names)
    static let genus = ColumnSet(.genus)
    static let flavor = ColumnSet(.flavor)
    static let all: ColumnSet = [.name, .names, .genus, .flavor]

    func contains(column: Int) -> Bool { rawValue & (1 << UInt8(column)) != 0 }
}
