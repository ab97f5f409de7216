import Foundation
import PokeSearch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How wide output may be and whether it may be coloured.
public struct TerminalStyle: Sendable, Hashable {
    /// Columns available; tables shrink to fit.
    public var width: Int
    /// ANSI colours and bold on.
    public var colors: Bool

    /// Wide enough for every column of a result table.
    public static let plain = TerminalStyle(width: 120, colors: false)

    public init(width: Int, colors: Bool) {
        self.width = max(20, width)
        self.colors = colors
    }

    /// The style for writing to `fileDescriptor`: colour only on a terminal
    /// and without `NO_COLOR` (https://no-color.org) or `TERM=dumb`; width from
    /// `COLUMNS`, else the terminal, else 80 (piped output is not cut to a
    /// window). `environment` defaults to the process's.
    public static func detect(
        fileDescriptor: Int32 = STDOUT_FILENO,
        environment: [String: String]? = nil
    ) -> TerminalStyle {
        let environment = environment.map(ProcessEnvironment.init) ?? .current
        let isTerminal = isatty(fileDescriptor) == 1
        let colors = isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        return TerminalStyle(width: width(environment: environment, fileDescriptor: isTerminal ? fileDescriptor : nil),
                             colors: colors)
    }

    /// Columns for help text: `COLUMNS`, else the terminal's of standard
    /// output, else of standard error (`--help | less` reads on the same
    /// terminal), else 80.
    public static func helpWidth(environment: [String: String]? = nil) -> Int {
        let environment = environment.map(ProcessEnvironment.init) ?? .current
        let terminal = [STDOUT_FILENO, STDERR_FILENO].first { isatty($0) == 1 }
        let width = width(environment: environment, fileDescriptor: terminal)
        return terminal == nil && environment["COLUMNS"].flatMap(Int.init) == nil ? 80 : width
    }

    static func width(environment: ProcessEnvironment, fileDescriptor: Int32?) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        if let fileDescriptor {
            var size = winsize()
            if ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
        return plain.width
    }
}
