/// One condition of a plan: any of its filters holds (`fire|water`), or,
/// when negated, none does (`-flying`).
struct FilterClause {
    var negated: Bool
    /// Never empty.
    var alternatives: [Filter]
}
