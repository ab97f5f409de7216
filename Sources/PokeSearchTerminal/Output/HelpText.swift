import Foundation

/// `--help` fitted to the terminal, from ArgumentParser's help rendered
/// without wrapping: ArgumentParser wraps each line by characters, not
/// columns (`ピカチュウ` is 5 characters, 10 columns), leaves its usage line and
/// long words whole, and breaks the discussion's paragraphs and tables where
/// they were written. Here every line fits `width` columns:
/// - paragraphs are reflowed;
/// - a table of examples (`term   description` rows) is realigned by
///   display width, or, when too narrow, prints each description under its term;
/// - option and subcommand entries keep their description column, or put the
///   description under the name when the terminal is narrow;
/// - the usage line breaks between its bracketed parts;
/// - a word longer than a line (a path) breaks after a `/`, else anywhere.
public enum HelpText {
    /// `help`, rendered by ArgumentParser without wrapping, fitted to `width` columns.
    public static func fitted(_ help: String, width: Int) -> String {
        let width = max(20, width)
        var output: [String] = []
        var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        var inEntries = false
        while let line = lines.popFirst() {
            if line.isEmpty {
                output.append(line)
            } else if line.hasPrefix("USAGE: ") {
                inEntries = false
                output += usage(line, width: width)
            } else if line.hasSuffix(":"), line.first?.isUppercase == true, line == line.uppercased() {
                // ARGUMENTS:, OPTIONS:, SUBCOMMANDS:
                inEntries = true
                output.append(line)
            } else if inEntries, line.hasPrefix("  "), !line.hasPrefix("  See ") {
                // An entry, and its description's line when the name took the whole first line.
                var description: String?
                if let next = lines.first, next.hasPrefix(String(repeating: " ", count: entryColumn)),
                   !line.dropFirst(2).contains("  ") {
                    description = next.trimmingCharacters(in: .whitespaces)
                    lines.removeFirst()
                }
                output += entry(line, description: description, width: width)
            } else if line.first == " " {
                // An indented block of the discussion: examples or a table.
                var block = [line]
                while let next = lines.first, next.first == " " {
                    block.append(next)
                    lines.removeFirst()
                }
                output += indentedBlock(block, width: width)
            } else {
                // A paragraph: lines at the margin, up to a blank line, an indented line or a line ending with ":".
                var paragraph = [line]
                while !line.hasSuffix(":"), let next = lines.first, !next.isEmpty, next.first != " ",
                      !next.hasPrefix("USAGE: "), !(paragraph.last?.hasSuffix(":") ?? false) {
                    paragraph.append(next)
                    lines.removeFirst()
                }
                output += wrap(paragraph.joined(separator: " "), width: width, indent: "", hanging: "")
            }
        }
        return output.joined(separator: "\n")
    }

    /// Whether `message` (what ArgumentParser would print on a clean exit) is
    /// help text rather than, say, a completion script.
    public static func isHelp(_ message: String) -> Bool {
        message.hasPrefix("OVERVIEW:") || message.hasPrefix("USAGE:")
    }

    /// Where ArgumentParser starts an entry's description.
    private static let entryColumn = 26

    /// `  --db <path>    The Pokédex database file …`: the description in its
    /// column, wrapped; on a narrow terminal, under the name.
    private static func entry(_ line: String, description: String?, width: Int) -> [String] {
        let name: String, text: String
        if let description {
            name = line.trimmingCharacters(in: .whitespaces)
            text = description
        } else if let gap = line.dropFirst(2).range(of: "  ") {
            name = String(line[line.index(line.startIndex, offsetBy: 2)..<gap.lowerBound])
            text = line[gap.upperBound...].trimmingCharacters(in: .whitespaces)
        } else {
            return wrap(line.trimmingCharacters(in: .whitespaces), width: width, indent: "  ", hanging: "      ")
        }
        guard width - entryColumn >= 30 else {
            return wrap(name, width: width, indent: "  ", hanging: "    ")
                + (text.isEmpty ? [] : wrap(text, width: width, indent: "      ", hanging: "      "))
        }
        let column = String(repeating: " ", count: entryColumn)
        guard DisplayWidth.of(name) + 2 < entryColumn - 2 else {
            return ["  " + name] + wrap(text, width: width, indent: column, hanging: column)
        }
        let lead = DisplayWidth.pad("  " + name, to: entryColumn)
        return wrap(text, width: width, indent: lead, hanging: column)
    }

    /// `USAGE: pokesearch serve [--host <host>] [--port <port>] …`, broken
    /// between its parts, never inside brackets.
    private static func usage(_ line: String, width: Int) -> [String] {
        var parts: [String] = []
        var part = "", depth = 0
        for character in line {
            if character == " ", depth == 0 {
                if !part.isEmpty { parts.append(part) }
                part = ""
                continue
            }
            if "[<(".contains(character) { depth += 1 }
            if "]>)".contains(character) { depth = max(0, depth - 1) }
            part.append(character)
        }
        if !part.isEmpty { parts.append(part) }
        // Continuation lines start under the first argument, or near the margin when that leaves little room.
        let lead = parts.prefix(3).joined(separator: " ") + " "
        let hanging = String(repeating: " ", count: DisplayWidth.of(lead) + 20 <= width ? DisplayWidth.of(lead) : 4)
        return pack(Array(parts), width: width, indent: "", hanging: hanging)
    }

    /// Examples and tables of the discussion: lines that fit stay as written
    /// (a table realigned); a table too wide puts each description under its
    /// term; other lines wrap under themselves.
    private static func indentedBlock(_ block: [String], width: Int) -> [String] {
        let indent = String(block[0].prefix { $0 == " " })
        if let rows = tableRows(block, indent: indent) {
            let termWidth = rows.map { DisplayWidth.of($0.term) }.max() ?? 0
            let column = indent.count + termWidth + 3
            if column + 24 <= width {
                let hanging = String(repeating: " ", count: column)
                return rows.flatMap { row in
                    row.description.isEmpty ? [indent + row.term]
                        : wrap(row.description, width: width, indent: DisplayWidth.pad(indent + row.term, to: column), hanging: hanging)
                }
            }
            return rows.flatMap { row in
                // The examples of a term are two spaces apart: they stay so.
                wrap(row.term, width: width, indent: indent, hanging: indent + "  ", separator: "  ")
                    + (row.description.isEmpty ? [] : wrap(row.description, width: width, indent: indent + "    ", hanging: indent + "    "))
            }
        }
        return block.flatMap { line in
            let own = String(line.prefix { $0 == " " })
            return wrap(String(line.dropFirst(own.count)), width: width, indent: own, hanging: own + "    ")
        }
    }

    /// A table's rows: `term   description` (a gap of three spaces or more),
    /// lines indented far past the block's margin continuing the description
    /// above; nil when the block is not a table.
    private static func tableRows(_ block: [String], indent: String) -> [(term: String, description: String)]? {
        var rows: [(term: String, description: String)] = []
        for line in block {
            let own = line.prefix { $0 == " " }.count
            let text = String(line.dropFirst(own))
            if own > indent.count + 8, !rows.isEmpty {
                rows[rows.count - 1].description += " " + text
            } else if let gap = text.range(of: "   ") {
                rows.append((String(text[..<gap.lowerBound]), text[gap.upperBound...].trimmingCharacters(in: .whitespaces)))
            } else {
                rows.append((text, ""))
            }
        }
        return rows.filter { !$0.description.isEmpty }.count >= 2 ? rows : nil
    }

    /// `text`'s words in lines of at most `width` columns (`TextWrap`), without trailing spaces.
    private static func wrap(_ text: String, width: Int, indent: String, hanging: String, separator: String = " ") -> [String] {
        pack(TextWrap.wrap(text, width: width, indent: indent, hanging: hanging, separator: separator))
    }

    private static func pack(_ parts: [String], width: Int, indent: String, hanging: String) -> [String] {
        pack(TextWrap.pack(parts, separator: " ", width: width, indent: indent, hanging: hanging))
    }

    private static func pack(_ lines: [String]) -> [String] {
        lines.isEmpty ? [""] : lines.map(\.trimmingTrailingSpaces)
    }
}
