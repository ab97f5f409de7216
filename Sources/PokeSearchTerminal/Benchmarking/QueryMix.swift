import Foundation
import PokeSearch

/// The queries a latency benchmark runs, grouped by class.
public struct QueryMix: Sendable {
    /// The queries, in the order they run.
    public var queries: [BenchmarkQuery]

    public init(queries: [BenchmarkQuery]) {
        self.queries = queries
    }

    /// The classes, in order of first appearance.
    public var classes: [String] {
        var seen: [String] = []
        for query in queries where !seen.contains(query.queryClass) { seen.append(query.queryClass) }
        return seen
    }

    /// The queries of the named classes only, in the mix's order: one class
    /// can be timed on its own, seconds before or after another tool times it.
    public func only(classes names: [String]) throws -> QueryMix {
        let known = classes
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw BenchmarkError.unknownClass(unknown, known: known)
        }
        return QueryMix(queries: queries.filter { names.contains($0.queryClass) })
    }

    /// What users type, one class for each kind of work the engine does:
    /// a name lookup, a prefix, types with names, SQL filters, typo
    /// correction (a failed match, then a corrected one) and CJK pairs; then
    /// the query language's keywords (numbers, regions, colours and genus,
    /// evolution families, matchups, superlatives, typos in type words) and
    /// the lookups (wildcards, names without separators, cosmetic forms);
    /// item holders, and phrases with lists, 4×, typos or a closing `?`;
    /// entity searches; move classes, evolution methods, egg groups, places, natures;
    /// then what competitive players type (`powerQueries`): abbreviations,
    /// words inside names, nicknames, two typos, words that match nothing.
    public static let builtIn = QueryMix(queries: [
        ("name", ["pikachu", "charizard", "lucario", "mr. mime", "farfetch'd", "salameche", "Dracaufeu", "type null", "ho-oh", "flabebe"]),
        ("prefix", ["pika", "char", "bulb", "garde", "lucar", "eev", "drag", "sn", "mew", "porygon"]),
        ("type-aware", ["fire dragon", "water ground", "fire char", "electric pika", "water mega", "ghost", "feu", "ほのお dragon", "grass poison", "dragon -flying"]),
        ("filters", ["water atk>100", "gen 4 steel", "type:grass gen:1", "legendary psychic", "spe>=120", "bst<300", "color:pink egg:fairy", "intimidate fire", "swift swim", "fire|water legendary"]),
        ("typo", ["charizrd", "pikachuu", "bulbasuar", "squirtel", "mewtoo", "blastiose", "garchmop", "gengr", "snorlx", "dragonit"]),
        ("cjk", ["ピカチュウ", "噴火龍", "피카츄", "喷火龙", "フシギダネ", "噴火", "ザードン", "リザードン", "이상해씨", "皮卡丘"]),
        ("number", ["25", "#6", "no. 150", "0448", "#1", "no 94", "133", "0007", "#493", "no. 1025"]),
        ("region", ["hoenn", "unova dragon", "kanto", "ジョウト", "galar fire", "Einall", "alola raichu", "sinnoh steel", "paldea", "kalos"]),
        ("words", ["green bug", "black dragon", "red fire", "cave", "fox pokemon", "seed pokemon", "fire type", "move surf", "ability levitate", "nidoran female"]),
        ("evolution", ["bulbasaur evolutions", "eevee evolutions", "evolves from magikarp", "family:pichu", "abra family", "evolutions of charmander", "nfe fire", "fully-evolved dragon", "magikarp evolution", "is:nfe"]),
        ("matchup", ["weak to fire", "resists water", "immune to electric", "weak:ground", "resists:fire", "immune to ghost", "weak to ice dragon", "resistant to steel", "weak to fairy", "immune:ground"]),
        ("superlative", ["fastest", "slowest water", "tallest", "heaviest", "lightest ghost", "strongest legendary", "weakest", "shortest fairy", "fastest electric", "slowest"]),
        ("keyword-typo", ["electirc steel", "grss poison", "dragn", "psycic flying", "type:fier", "weak to watr", "gruond rock", "fiary", "stel", "poisn"]),
        ("wildcard", ["*saur", "char*zard", "pika?hu", "ピカ*", "mega char*", "mr*", "*chu", "sq??rtle", "*ite", "blasto*"]),
        ("compact", ["hooh", "mrmime", "tapukoko", "jangmoo", "typenull", "porygonz", "mimejr", "tapukoku", "mrmimme", "typenul"]),
        ("form", ["unown b", "gastrodon west", "vivillon polar", "alcremie ruby swirl", "burmy trash cloak", "minior red core", "east gastrodon", "unown question", "zarbi c", "vivillon meadow"]),
        ("holder", ["leftovers", "light ball", "lucky egg", "holds:leftovers", "holds leftovers", "holds:restes", "holds:leftovrs", "metal coat", "light ball electric", "item:\"lucky egg\""]),
        ("phrase", ["weak to fire and ice", "weak to fire, ice", "4x weak to ice", "weak:ice:4", "resists fire and water", "not weak to ground", "charmandr evolutions", "evolutions of bulbasur", "weak to fir", "pikachu?"]),
    ].flatMap { queryClass, texts in texts.map { BenchmarkQuery(queryClass: queryClass, text: $0) } } + entityQueries
        + powerClassQueries + powerQueries)

    /// Reads a queries file: one query a line, `class<TAB>query` to name its
    /// class (else "custom"), `class<TAB>query<TAB>moves` to search moves (or
    /// `items`, `abilities`, `natures`) as that command does; blank lines and
    /// lines starting with `#` are skipped.
    public static func load(file path: String) throws -> QueryMix {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw BenchmarkError.unreadableQueries(path: path, reason: Self.reason(for: error, path: path))
        }
        var queries: [BenchmarkQuery] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let parts = trimmed.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            if parts.count == 3, !parts[0].isEmpty {
                let command = parts[2].trimmingCharacters(in: .whitespaces)
                guard let kind = EntityKind.allCases.first(where: { $0.plural == command && $0 != .type }) else {
                    throw BenchmarkError.unknownCommand(command, path: path)
                }
                queries.append(BenchmarkQuery(queryClass: String(parts[0]), text: String(parts[1]), entityKind: kind))
            } else if parts.count == 2, !parts[0].isEmpty {
                queries.append(BenchmarkQuery(queryClass: String(parts[0]), text: String(parts[1])))
            } else {
                queries.append(BenchmarkQuery(queryClass: "custom", text: trimmed))
            }
        }
        guard !queries.isEmpty else { throw BenchmarkError.noQueries(path: path) }
        return QueryMix(queries: queries)
    }

    private static func reason(for error: any Error, path: String) -> String {
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) { return "no such file" }
        if isFolder.boolValue { return "it is a folder" }
        return "not readable as UTF-8 text"
    }
}
