import Testing
import Foundation

/// One judged query of a `relevance/*.json` set (`public.json`,
/// `everyday.json`, `power.json`): what users type and the answer they expect.
struct RelevanceJudgement: Decodable, Sendable, CustomTestStringConvertible {
    var q: String
    /// The command the query is typed after (`["moves"]`: `pokesearch moves QUERY`); none for a Pokémon search.
    var cmd: [String]?
    var cat: String
    var kind: String
    var id: Int?
    var rank: Int?
    var ids: [Int]?
    var k: Int?
    var also_ok: [Int]?

    var testDescription: String { "\(cat): \((cmd ?? []).map { $0 + " " }.joined())\(q)" }

    /// Whether `results` (pokemon ids, best first, every match) satisfy the judgement;
    /// `nil` when they do, else what is wrong.
    func failure(for results: [Int]) -> String? {
        switch kind {
        case "single":
            // `power.json` names the one id as a list of one.
            guard let id = id ?? ids?.first, let rank else { return "malformed judgement" }
            return results.prefix(rank).contains(id) ? nil : "\(id) not in top \(rank): \(results.prefix(8))"
        case "topk":
            // `power.json` gives the depth as `rank`.
            guard let ids, let k = k ?? rank else { return "malformed judgement" }
            let missing = ids.filter { !results.prefix(k).contains($0) }
            return missing.isEmpty ? nil : "\(missing) not in top \(k): \(results.prefix(k + 3))"
        case "set":
            guard let ids else { return "malformed judgement" }
            // Every id, and nothing but ids and what `also_ok` tolerates (power.json lists the ids there too).
            let want = Set(ids)
            let allowed = want.union(also_ok ?? [])
            let got = Set(results)
            if want.isSubset(of: got) && got.isSubset(of: allowed) { return nil }
            return "missing \(want.subtracting(got).sorted()), unexpected \(got.subtracting(allowed).sorted())"
        default:
            return "unknown judgement kind \(kind)"
        }
    }

    private struct File: Decodable {
        var queries: [RelevanceJudgement]
    }

    /// The judgements of `set` (`public`, `everyday`, `power`): `../shared/relevance/<set>.json`
    /// beside the repository when present (it may have grown), else the copy in the test fixtures.
    static func all(_ set: String = "public") -> [RelevanceJudgement] {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = repository.deletingLastPathComponent().appendingPathComponent("shared/relevance/\(set).json")
        let fixture = repository.appendingPathComponent("Tests/PokeSearchTests/Fixtures/relevance/\(set).json")
        for url in [shared, fixture] {
            if let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data) {
                return file.queries
            }
        }
        return []
    }
}
