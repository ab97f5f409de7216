import Foundation

/// A Swift file read as the architecture tests need it: its code without
/// comments and without the text of string literals (interpolated code is
/// kept), the types and members it declares, and the names it uses.
struct SwiftSource {
    /// The path below the scanned root, e.g. `Query/QueryParser.swift`.
    var path: String
    /// The code, comments and string contents blanked out.
    var code: String
    /// What the file declares: types at any depth (top level, nested, inside
    /// an extension), and the members of its types and extensions (functions,
    /// properties, enum cases; initializers and subscripts have no name to
    /// look for). Declarations inside function bodies are not members.
    let declarations: [Declaration]

    init(path: String, text: String) {
        self.path = path
        code = Self.stripped(text)
        declarations = Self.declarations(in: code)
    }

    /// The first folder of `path`: `Query` for `Query/SQL/PlanCompiler.swift`.
    var folder: String? {
        let parts = path.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : nil
    }

    /// Types declared at top level (`struct`, `enum`, `class`, `actor`,
    /// `protocol`, `typealias`, whatever their access level).
    var declaredTypes: [String] {
        declarations.filter { $0.kind == .type && $0.isTopLevel }.map(\.name)
    }

    /// Capitalized names the code uses (types, mostly), each once.
    var usedNames: Set<String> {
        Set(matches(#"\b([A-Z]\w*)\b"#))
    }

    /// Lower-case names the code reaches through a dot (`.open`,
    /// `Pokedex.open`, `names.concurrentMap`), each once: members, as far as
    /// a reading without types can tell.
    var usedMembers: Set<String> {
        Set(matches(#"\.([a-z_]\w*)\b"#))
    }

    /// Members named with their type (`Pokedex.open`), each once, as `Type.member`.
    var usedQualifiedMembers: Set<String> {
        Set(matches(#"\b([A-Z]\w*\.[a-z_]\w*)\b"#))
    }

    /// The declarations of `code`, read once: braces tell the scopes apart.
    /// Foundation's regular expressions: Swift's `Regex` took the
    /// architecture tests seconds per pass over the sources in a debug build.
    private static func declarations(in code: String) -> [Declaration] {
        let text = code as NSString
        var found: [Declaration] = []
        var scopes: [Scope] = []
        var segmentStart = 0
        for match in declarationToken.matches(in: code, range: NSRange(location: 0, length: text.length)) {
            let token = text.substring(with: match.range)
            if token == "{" || token == "}" {
                if token == "{" {
                    scopes.append(scope(opening: text.substring(with: NSRange(location: segmentStart, length: match.range.location - segmentStart))))
                } else {
                    _ = scopes.popLast()
                }
                segmentStart = match.range.location + match.range.length
                continue
            }
            guard match.range(at: 1).location != NSNotFound, match.range(at: 2).location != NSNotFound else { continue }
            let keyword = text.substring(with: match.range(at: 1)), name = text.substring(with: match.range(at: 2))
            let isTopLevel = scopes.isEmpty
            switch keyword {
            case "struct", "enum", "class", "actor", "protocol", "typealias":
                found.append(Declaration(name: name, kind: keyword == "typealias" ? .alias : .type, isTopLevel: isTopLevel))
            default:
                let owner: String?
                switch scopes.last {
                case nil: owner = nil
                case .type(let type): owner = type
                case .extension(let type): owner = type
                case .body: continue
                }
                let isExtensionMember = if case .extension = scopes.last { true } else { false }
                var names = [name]
                if keyword == "case" {
                    // `case a, b(Int), c = 3`: every case of the line.
                    let lineStart = match.range.location + match.range.length
                    let lineEnd = text.range(of: "\n", range: NSRange(location: lineStart, length: text.length - lineStart)).location
                    let line = text.substring(with: NSRange(location: lineStart, length: (lineEnd == NSNotFound ? text.length : lineEnd) - lineStart))
                    let rest = caseArguments.stringByReplacingMatches(
                        in: line, range: NSRange(location: 0, length: (line as NSString).length), withTemplate: "")
                    names += rest.split(separator: ",", omittingEmptySubsequences: false).dropFirst()
                        .compactMap { Self.firstGroup(of: leadingName, in: String($0)) }
                }
                for name in names {
                    found.append(Declaration(name: name, kind: isExtensionMember ? .extensionMember : .member,
                                             isTopLevel: isTopLevel, owner: owner))
                }
            }
        }
        return found
    }

    /// A type or member a file declares.
    struct Declaration: Equatable {
        enum Kind { case type, alias, member, extensionMember }
        var name: String
        var kind: Kind
        /// Not nested in any type, extension or body.
        var isTopLevel: Bool
        /// The type a member belongs to (`Pokedex` for a member of `extension Pokedex`).
        var owner: String? = nil

        /// `Pokedex.open`: the member with the last part of its type's name.
        var qualifiedName: String {
            (owner?.split(separator: ".").last.map { $0 + "." } ?? "") + name
        }
    }

    /// What a pair of braces holds.
    private enum Scope {
        case type(String)
        case `extension`(String)
        /// A function, property, closure or statement body.
        case body
    }

    /// Braces, and the keywords that declare a name.
    private static let declarationToken = try! NSRegularExpression(
        pattern: #"[{}]|\b(func|var|let|case|struct|enum|class|actor|protocol|typealias)\s+(?!func\b|var\b|let\b|subscript\b|init\b)([A-Za-z_]\w*)"#)
    /// What a `{` may belong to.
    private static let scopeKeyword = try! NSRegularExpression(
        pattern: #"\b(extension|struct|enum|class|actor|protocol|func|init|deinit|var|let|subscript|if|guard|while|for|switch|do|else|catch|repeat|defer|get|set|willSet|didSet|case|return|in)\b"#)
    /// The name after a keyword (`struct Name`, `extension Outer.Inner`).
    private static let declaredName = try! NSRegularExpression(pattern: #"^\w+\s+([A-Za-z_][\w.]*)"#)
    /// An enum case's associated values and raw value, left out to read the names of a `case` line.
    private static let caseArguments = try! NSRegularExpression(pattern: #"\([^)]*\)|=[^,]*"#)
    private static let leadingName = try! NSRegularExpression(pattern: #"^\s*([A-Za-z_]\w*)"#)

    /// The first group of `expression`'s first match in `text`.
    static func firstGroup(of expression: NSRegularExpression, in text: String) -> String? {
        let string = text as NSString
        guard let match = expression.firstMatch(in: text, range: NSRange(location: 0, length: string.length)),
              match.range(at: 1).location != NSNotFound else { return nil }
        return string.substring(with: match.range(at: 1))
    }

    /// The scope a `{` opens, from the code since the previous brace: the
    /// last declaration or statement keyword there says what it belongs to.
    private static func scope(opening header: String) -> Scope {
        let text = header as NSString
        guard let last = scopeKeyword.matches(in: header, range: NSRange(location: 0, length: text.length)).last else { return .body }
        let declared = firstGroup(of: declaredName, in: text.substring(from: last.range.location)) ?? ""
        switch text.substring(with: last.range(at: 1)) {
        case "extension": return .extension(declared)
        case "struct", "enum", "class", "actor", "protocol": return .type(declared)
        default: return .body
        }
    }

    /// The `public` declarations, each from `public` to its body's `{` (or the
    /// end of its line): signatures, conformances, property types.
    var publicDeclarations: [String] {
        var declarations: [String] = []
        var searchStart = code.startIndex
        while let range = code.range(of: #"\bpublic\b"#, options: .regularExpression, range: searchStart..<code.endIndex) {
            var depth = 0
            var end = range.upperBound
            scan: while end < code.endIndex {
                switch code[end] {
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth = max(0, depth - 1)
                case "{" where depth == 0, "\n" where depth == 0: break scan
                default: break
                }
                end = code.index(after: end)
            }
            declarations.append(String(code[range.lowerBound..<end]))
            searchStart = end
        }
        return declarations
    }

    /// Top-level `extension Type: Protocol, …` lines: the type and what it conforms to.
    var extensionConformances: [(type: String, protocols: [String])] {
        let pattern = try! NSRegularExpression(pattern: #"(?m)^(?:(?:public|package|internal|fileprivate|private)\s+)?extension\s+([\w.]+)\s*:\s*([^{]+)\{"#)
        let text = code as NSString
        return pattern.matches(in: code, range: NSRange(location: 0, length: text.length)).map { match in
            let protocols = text.substring(with: match.range(at: 2)).split(separator: ",")
                .map { $0.split(separator: " ").first.map(String.init) ?? "" }
            return (text.substring(with: match.range(at: 1)), protocols)
        }
    }

    private func matches(_ pattern: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let text = code as NSString
        return expression.matches(in: code, range: NSRange(location: 0, length: text.length)).map {
            text.substring(with: $0.range(at: 1))
        }
    }

    /// `text` with comments and the literal parts of strings replaced by
    /// spaces (line breaks kept), so that only code is left to read. Read as
    /// UTF-8 bytes: every delimiter is ASCII, and a pass over `Character`s
    /// took the architecture tests seconds in a debug build.
    static func stripped(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        /// One open string per level: its quote (`"` or `"""`) and its `#` count;
        /// `parens` counts the parentheses of the interpolation inside it, if any.
        var strings: [(quote: [UInt8], hashes: Int, parens: Int?)] = []
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), hash = UInt8(ascii: "#"), quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\"), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        let lineComment = Array("//".utf8), blockOpen = Array("/*".utf8), blockClose = Array("*/".utf8)
        let tripleQuote = Array("\"\"\"".utf8), singleQuote = [quote]

        func at(_ literal: [UInt8], _ position: Int) -> Bool {
            guard position + literal.count <= bytes.count else { return false }
            for offset in literal.indices where bytes[position + offset] != literal[offset] { return false }
            return true
        }
        func blank(_ count: Int) {
            for offset in 0..<count { output.append(bytes[index + offset] == newline ? newline : space) }
            index += count
        }

        while index < bytes.count {
            // Inside a string literal, outside any interpolation.
            if let string = strings.last, string.parens == nil {
                let closing = string.quote + Array(repeating: hash, count: string.hashes)
                let interpolation = [backslash] + Array(repeating: hash, count: string.hashes) + [open]
                if at(closing, index) {
                    strings.removeLast()
                    blank(closing.count)
                } else if at(interpolation, index) {
                    strings[strings.count - 1].parens = 0
                    blank(interpolation.count)
                } else if bytes[index] == backslash && string.hashes == 0 && index + 1 < bytes.count {
                    blank(2)
                } else {
                    blank(1)
                }
                continue
            }
            // Code: at top level or inside an interpolation.
            if at(lineComment, index) {
                while index < bytes.count && bytes[index] != newline { blank(1) }
            } else if at(blockOpen, index) {
                var depth = 0
                repeat {
                    if at(blockOpen, index) { depth += 1; blank(2) }
                    else if at(blockClose, index) { depth -= 1; blank(2) }
                    else { blank(1) }
                } while depth > 0 && index < bytes.count
            } else if bytes[index] == hash || bytes[index] == quote {
                var hashes = 0
                while index + hashes < bytes.count && bytes[index + hashes] == hash { hashes += 1 }
                let quoteStart = index + hashes
                if at(tripleQuote, quoteStart) {
                    strings.append((tripleQuote, hashes, nil))
                    blank(hashes + 3)
                } else if at(singleQuote, quoteStart) {
                    strings.append((singleQuote, hashes, nil))
                    blank(hashes + 1)
                } else {
                    output.append(bytes[index])  // `#if`, `#available`, …
                    index += 1
                }
            } else if let parens = strings.last?.parens, bytes[index] == open || bytes[index] == close {
                if bytes[index] == open {
                    strings[strings.count - 1].parens = parens + 1
                    output.append(open)
                } else if parens == 0 {
                    strings[strings.count - 1].parens = nil  // back in the string
                    output.append(space)
                } else {
                    strings[strings.count - 1].parens = parens - 1
                    output.append(close)
                }
                index += 1
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
