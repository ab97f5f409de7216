import Foundation

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

    /// What users type, one class for each kind of work the engine does:
    /// a name lookup, a prefix, types with names, SQL filters, typo
    /// correction (a failed match, then a corrected one) and CJK pairs.
    public static let builtIn = QueryMix(queries: [
        ("name", ["pikachu", "charizard", "lucario", "mr. mime", "farfetch'd", "salameche", "Dracaufeu", "type null", "ho-oh", "flabebe"]),
        ("prefix", ["pika", "char", "bulb", "garde", "lucar", "eev", "drag", "sn", "mew", "porygon"]),
        ("type-aware", ["fire dragon", "water ground", "fire char", "electric pika", "water mega", "ghost", "feu", "ほのお dragon", "grass poison", "dragon -flying"]),
        ("filters", ["water atk>100", "gen 4 steel", "type:grass gen:1", "legendary psychic", "spe>=120", "bst<300", "color:pink egg:fairy", "intimidate fire", "swift swim", "fire|water legendary"]),
        ("typo", ["charizrd", "pikachuu", "bulbasuar", "squirtel", "mewtoo", "blastiose", "garchmop", "gengr", "snorlx", "dragonit"]),
        ("cjk", ["ピカチュウ", "噴火龍", "피카츄", "喷火龙", "フシギダネ", "噴火", "ザードン", "リザードン", "이상해씨", "皮卡丘"]),
    ].flatMap { queryClass, texts in texts.map { BenchmarkQuery(queryClass: queryClass, text: $0) } })

    /// Reads a queries file: one query a line, `class<TAB>query` to name its
    /// class (else "custom"); blank lines and lines starting with `#` are skipped.
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
            let parts = trimmed.split(separator: "\t", maxSplits: 1)
            if parts.count == 2, !parts[0].isEmpty {
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
