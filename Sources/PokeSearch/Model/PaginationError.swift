/// Why a page size or position was refused. The message names the
/// parameter plainly (`limit must be 1 or more, not 0`); a front end spells
/// it as its own option or parameter from `parameter` and `problem`.
public enum PaginationError: Error, Equatable, CustomStringConvertible {
    /// A page size below 1.
    case limitTooSmall(Int)
    /// A negative number of entries to skip.
    case negativeOffset(Int)
    /// A page number below 1.
    case pageTooSmall(Int)
    /// A page so far that its position does not fit an integer.
    case pagePastEnd(Int)

    /// `limit`, `offset` or `page`.
    public var parameter: String {
        switch self {
        case .limitTooSmall: return "limit"
        case .negativeOffset: return "offset"
        case .pageTooSmall, .pagePastEnd: return "page"
        }
    }

    /// What is wrong with the parameter's value, e.g. `must be 1 or more, not 0`.
    public var problem: String {
        switch self {
        case .limitTooSmall(let limit): return "must be 1 or more, not \(limit)"
        case .negativeOffset(let offset): return "must be 0 or more, not \(offset)"
        case .pageTooSmall(let page): return "counts from 1, not \(page)"
        case .pagePastEnd(let page): return "\(page) is past any listing"
        }
    }

    /// The message, naming the number at fault and its range.
    public var description: String {
        parameter + " " + problem
    }
}
