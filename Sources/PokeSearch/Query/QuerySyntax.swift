/// The query as typed, after lexing and parsing and before anything is
/// looked up: `fire -flying atk>100 ability:"swift swim" fire|water`.
struct QuerySyntax: Equatable {
    var clauses: [Clause]

    /// One space-separated part of the query: every clause must hold.
    struct Clause: Equatable {
        /// Written with a leading `-` or `!`, or after `NOT`.
        var negated: Bool
        /// Written `a|b` or `a OR b`: any one of them may hold.
        var alternatives: [Atom]
        /// A comma follows it: `weak to fire, ice` lists two types.
        var followedByComma = false
    }

    /// The smallest meaningful unit of a query.
    enum Atom: Equatable {
        /// A bare word, e.g. `pika`, `fire`, `ザードン`.
        case word(String, position: Int)
        /// A double-quoted phrase, e.g. `"swift swim"`.
        case phrase(String, position: Int)
        /// `field:value`, e.g. `type:fire`, `gen:4`.
        case field(String, value: String, position: Int)
        /// `stat op number`, e.g. `atk>100`, `bst<=400`.
        case comparison(String, ComparisonOperator, Double, position: Int)

        var position: Int {
            switch self {
            case .word(_, let position), .phrase(_, let position),
                 .field(_, _, let position), .comparison(_, _, _, let position):
                return position
            }
        }
    }
}

/// How a stat is compared with a number.
public enum ComparisonOperator: String, CaseIterable, Sendable, Encodable {
    /// `<=`
    case lessOrEqual = "<="
    /// `>=`
    case greaterOrEqual = ">="
    /// `!=`
    case notEqual = "!="
    /// `<`
    case less = "<"
    /// `>`
    case greater = ">"
    /// `=`
    case equal = "="
}
