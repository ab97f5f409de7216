/// `--help` fitted to the terminal: swift-argument-parser wraps option help,
/// but not its usage line or its closing hint, and it counts characters,
/// not columns (`ピカチュウ` is 5 characters, 10 columns).
public enum HelpText {
    /// `help` with every line wider than `width` columns re-wrapped at its
    /// spaces, continuation lines indented two more than the line; a line that
    /// is one long word (a path) stays whole.
    public static func fitted(_ help: String, width: Int) -> String {
        help.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            guard DisplayWidth.of(String(line)) > width else { return [String(line)] }
            let indent = String(line.prefix { $0 == " " })
            let wrapped = TextWrap.wrap(String(line.dropFirst(indent.count)), width: width, indent: indent + "  ")
            return wrapped.enumerated().map { $0.offset == 0 ? indent + $0.element.dropFirst(indent.count + 2) : $0.element }
        }.joined(separator: "\n")
    }

    /// Whether `message` (what ArgumentParser would print on a clean exit) is
    /// help text rather than, say, a completion script.
    public static func isHelp(_ message: String) -> Bool {
        message.hasPrefix("OVERVIEW:") || message.hasPrefix("USAGE:")
    }
}
