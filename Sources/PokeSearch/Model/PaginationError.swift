/// Why a page size or position was refused; the message names the option.
public enum PaginationError: Error, Equatable, CustomStringConvertible {
    /// `--limit`, `--offset` or `--page` out of range.
    case invalidPage(String)

    public var description: String {
        switch self {
        case .invalidPage(let reason): return reason
        }
    }
}
