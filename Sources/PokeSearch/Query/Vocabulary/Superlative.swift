/// Words that ask for the extreme of a property: `fastest`, `slowest water`.
/// They sort the rest of the query by that key, best first.
struct Superlative: Equatable {
    var key: SortKey
    var descending: Bool

    /// Folded words, with their key and direction.
    static let words: [String: Superlative] = [
        "fastest": .init(key: .speed, descending: true),
        "slowest": .init(key: .speed, descending: false),
        "heaviest": .init(key: .weight, descending: true),
        "lightest": .init(key: .weight, descending: false),
        "tallest": .init(key: .height, descending: true),
        "shortest": .init(key: .height, descending: false),
        "smallest": .init(key: .height, descending: false),
        "biggest": .init(key: .height, descending: true),
        "strongest": .init(key: .total, descending: true),
        "weakest": .init(key: .total, descending: false),
        "bulkiest": .init(key: .total, descending: true),
    ]
}
