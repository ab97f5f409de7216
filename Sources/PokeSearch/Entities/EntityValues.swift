import GRDB

/// The values a named field accepts, under every name they have: a table's
/// slugs and their localized names in every language, folded (`electric`,
/// `elektro`, `でんき`; `held items`, `medicine`).
struct EntityValues: Sendable {
    /// Folded name → ids it names.
    private var ids: [String: Set<Int>] = [:]
    /// Folded slug → slug, for suggestions.
    private var slugs: [String: String] = [:]

    init(table: String, nameKind: NameKind, db: Database) throws {
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM \(table)") {
            let slug: String = row["name"]
            let folded = TextFolder.fold(slug)
            ids[folded, default: []].insert(row["id"])
            slugs[folded] = slug
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM localized_name WHERE kind = ?", arguments: [nameKind.rawValue]) {
            let name: String = row["name"]
            ids[TextFolder.fold(name), default: []].insert(row["id"])
        }
    }

    /// The ids `value` names, folded, in any language.
    func ids(named value: String) -> Set<Int>? {
        let folded = TextFolder.fold(value)
        return ids[folded] ?? ids[TextFolder.foldJoined(value)]
    }

    /// The nearest slug, for "did you mean".
    func closest(to value: String) -> String? {
        let folded = TextFolder.fold(value)
        return EditDistance.closest(to: folded, among: slugs.keys.sorted(), maximum: max(2, folded.count / 2)).flatMap { slugs[$0] }
    }
}
