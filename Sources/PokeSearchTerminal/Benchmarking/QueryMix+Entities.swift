import PokeSearch

extension QueryMix {
    /// The `entity` class: moves, items and abilities by name in several
    /// languages, prefixes, typos, effect words and fields, as
    /// `pokesearch moves|items|abilities` runs them.
    static let entityQueries: [BenchmarkQuery] = [
        (EntityKind.move, "thunderbolt"), (.move, "Donnerblitz"), (.move, "10まんボルト"), (.move, "fatal-foudre"),
        (.move, "thunderblot"), (.move, "type:fire category:special power>80"), (.item, "leftovers"), (.item, "Überreste"),
        (.item, "category:pokeballs cost<1000"), (.ability, "levit"),
    ].map { BenchmarkQuery(queryClass: "entity", text: $1, entityKind: $0) }
}
