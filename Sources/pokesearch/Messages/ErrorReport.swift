import ArgumentParser
import Foundation
import PokeSearch

/// How the command line reports an error: one message on standard error,
/// `Error: ` and the engine's words with the command line's hints, and an
/// exit status.
enum ErrorReport {
    /// The message for `error`, as ArgumentParser would print it
    /// (`parserMessage`) unless the command line has its own words.
    static func message(for error: any Error, parserMessage: String) -> String {
        if let hinted = CommandHints.message(for: error) { return "Error: " + hinted }
        // ArgumentParser's own messages start with a capital (`Unknown option`), the engine's and ours do not.
        if comesFromArgumentParser(error), parserMessage.hasPrefix("Error: ") {
            let text = parserMessage.dropFirst("Error: ".count)
            return "Error: " + text.prefix(1).lowercased() + text.dropFirst()
        }
        return parserMessage
    }

    /// The message for an error of the engine's or the command line's own:
    /// what ArgumentParser would print for it, `Error: ` and its description.
    static func message(for error: any Error) -> String {
        let description = (error as? LocalizedError)?.errorDescription ?? String(describing: error)
        return message(for: error, parserMessage: "Error: " + description)
    }

    /// Whether `error` is one of ArgumentParser's (a parse error, a request
    /// for help, `ValidationError`, `CleanExit`, `ExitCode`): only those need
    /// its messages and exit codes.
    static func comesFromArgumentParser(_ error: any Error) -> Bool {
        String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }

    /// Whether `error` is about the command line as typed (exit status 64,
    /// EX_USAGE, as ArgumentParser's own): a query, a page, a language or a
    /// sort key that cannot be read.
    static func isUsage(_ error: any Error) -> Bool {
        switch error {
        case is QueryError, is UsageError, is PaginationError, StoreError.unknownLanguage:
            return true
        case let error as EntityError:
            if case .unknownEntity = error { return false }
            return true
        default:
            return false
        }
    }

    /// Prints `message` on standard error, its control characters escaped: a
    /// query or a path may carry terminal commands (`\e]0;title\a`) that must
    /// not reach the terminal.
    static func print(_ message: String) {
        let escaped = message.escapingControlCharacters(keepingLineBreaks: true)
        guard !escaped.isEmpty else { return }
        FileHandle.standardError.write(Data((escaped + (escaped.hasSuffix("\n") ? "" : "\n")).utf8))
    }
}
