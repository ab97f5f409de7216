import Foundation
import PokeSearch

/// `--explain` in English: one line per ranking reason, e.g.
/// `exact name match 'lucario' (default form)`, `filters: type 'fire', not type 'flying'`.
public enum ExplanationText {
    /// The lines for a result's reasons, in order.
    public static func lines(_ reasons: [RankingReason]) -> [String] {
        reasons.map(line)
    }

    /// The line for one reason.
    public static func line(_ reason: RankingReason) -> String {
        switch reason {
        case .sorted(let key, let descending):
            return "sorted by \(key.rawValue) \(descending ? "descending" : "ascending")"
        case .exactName(let name, let defaultForm):
            return "exact name match '\(name)'" + (defaultForm ? " (default form)" : " (alternate form)")
        case .form(let name):
            return "names the form '\(name)'"
        case .namePrefix(let name):
            return "a name starts with '\(name)'"
        case .matchedName(let name, let language):
            return language == "slug" ? "matched its slug '\(name)'" : "matched its \(language) name '\(name)'"
        case .bm25(let score, let terms):
            return String(format: "bm25 %.3f over %@", score, terms.map { "'\($0)'" }.joined(separator: ", "))
        case .typo(let word, let readAs, let edits):
            return "typo: '\(word)' read as \(readAs.map { "'\($0)'" }.joined(separator: " or ")) (\(edits) edit\(edits == 1 ? "" : "s"))"
        case .filters(let filters):
            return "filters: " + filters.map(text).joined(separator: ", ")
        case .tie(let speciesID, let defaultForm):
            return "ties: Pokédex #\(speciesID)" + (defaultForm ? ", default form" : ", alternate form")
        }
    }

    /// `type 'fire' or type 'water'`, `not type 'flying'`.
    private static func text(_ filter: FilterReason) -> String {
        let alternatives = filter.alternatives.map(text).joined(separator: " or ")
        return filter.negated ? "not " + alternatives : alternatives
    }

    private static func text(_ condition: FilterReason.Condition) -> String {
        switch condition {
        case .entity(.item, let text): return held(text)
        case .entityOrName(.item, let text): return held(text) + " or name '\(text)'"
        case .entity(let kind, let text): return "\(kind.rawValue) '\(text)'"
        case .entityOrName(let kind, let text): return "\(kind.rawValue) or name '\(text)'"
        case .generation(let ids): return "generation " + ids.map(String.init).joined(separator: "/")
        case .pokedexNumber(let number): return "Pokédex #\(number)"
        case .evolution(let relation, let name):
            switch relation {
            case .family: return "evolution family of '\(name)'"
            case .ancestors: return "evolves into '\(name)' (directly or not)"
            case .descendants: return "evolves from '\(name)' (directly or not)"
            case .finalStages: return "final evolution of '\(name)' (itself or what it evolves into, evolving no further)"
            }
        case .matchup(let relation, let type):
            let meaning = switch relation {
            case .weak: "weak to"
            case .weakFourTimes: "4× weak to"
            case .resists: "resists"
            case .resistsFourTimes: "4× resists (¼× or less)"
            case .immune: "immune to"
            case .neutral: "takes neutral damage (1×) from"
            }
            return "\(meaning) '\(type)' (type chart on current types; abilities are not counted)"
        case .flag(let flag): return flag
        case .comparison(let stat, let comparison, let value):
            // `Int(exactly:)`: a finite value like 1e300 is whole but does not fit an Int.
            // A unit's conversion (`10 lbs`: 4.5359237 kg) shown to four decimals, past what the data holds.
            let shown = abs(value) < 1e9 ? (value * 10_000).rounded() / 10_000 : value
            let number = Int(exactly: shown).map(String.init) ?? String(shown)
            return "\(stat.rawValue) \(comparison.rawValue) \(number)"
        case .statVersus(let stat, let comparison, let other): return "\(stat.rawValue) \(comparison.rawValue) \(other.rawValue)"
        case .namePattern(let pattern): return "name matching '\(pattern)'"
        case .name(let text): return "name '\(text)'"
        case .text(let text): return "text '\(text)'"
        }
    }

    /// An item filter: its Pokémon are those PokéAPI lists as holding it.
    private static func held(_ item: String) -> String {
        "holds item '\(item)' in the wild (any game)"
    }
}
