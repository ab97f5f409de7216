import GRDB

extension Database {
    /// Whether the main schema has every table of `names`, in one cheap
    /// query: GRDB's `tableExists` reads the whole schema first, a good part
    /// of opening a Pokédex for one search.
    func hasTables(_ names: String...) throws -> Bool {
        let count = try ReadStatement(self, sql: """
            SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN (\(databaseQuestionMarks(count: names.count)))
            """).rows(arguments: names.map { .text($0) }) { $0.int(0) }.first ?? 0
        return count == names.count
    }
}
