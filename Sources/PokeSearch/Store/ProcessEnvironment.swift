#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Environment variables as the engine reads them: the process's, one at a
/// time with `getenv` (Foundation's `ProcessInfo` sets itself up and copies
/// every variable first, a few per cent of a one-off search command), or
/// the ones a test gives.
package struct ProcessEnvironment: Sendable, ExpressibleByDictionaryLiteral {
    /// The given variables; nil for the process's own.
    private let values: [String: String]?

    /// The process's variables, as they are when read.
    package static let current = ProcessEnvironment(values: nil)

    private init(values: [String: String]?) {
        self.values = values
    }

    package init(_ values: [String: String]) {
        self.values = values
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        values = Dictionary(elements, uniquingKeysWith: { $1 })
    }

    package subscript(name: String) -> String? {
        if let values { return values[name] }
        return getenv(name).map { String(cString: $0) }
    }
}
