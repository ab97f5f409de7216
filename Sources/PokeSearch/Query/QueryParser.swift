/// Turns query text into `QuerySyntax`. Nothing here touches the database,
/// and no input makes it fail except an empty or oversized query: stray
/// quotes, operators and FTS5 syntax are read as plain text.
struct QueryParser {
    /// Queries longer than this are refused rather than truncated silently.
    static let maximumLength = 1_000

    /// Which names a query compares with numbers and writes with a colon.
    struct Fields: Sendable {
        /// `spa > 150`, `gen >= 5`: a name that can be compared with a number (any case and separators).
        var isComparable: @Sendable (String) -> Bool
        /// `hp 25`: a name that a bare number after it compares as equal.
        var takesBareNumber: @Sendable (String) -> Bool
        /// The factor of a unit after a number compared with a name (`height > 10 m`).
        var unitFactor: @Sendable (String, String) -> Double?
        /// `type: fire`: a field name whose value may follow its colon after a space.
        var isField: @Sendable (String) -> Bool
        /// The names `isComparable` accepts, normalized as
        /// `StatField.normalized` does, sorted: a word that begins none starts
        /// no spaced comparison, and the words after it are not read as one.
        private var comparableNames: [String]
        /// The bytes that begin `comparableNames`, as bits: nearly every word
        /// begins none, and is ruled out before a string is made of it.
        private var comparableInitials: [Bool]

        init(isComparable: @escaping @Sendable (String) -> Bool, takesBareNumber: @escaping @Sendable (String) -> Bool,
             unitFactor: @escaping @Sendable (String, String) -> Double?, isField: @escaping @Sendable (String) -> Bool,
             comparableNames: [String]) {
            self.isComparable = isComparable
            self.takesBareNumber = takesBareNumber
            self.unitFactor = unitFactor
            self.isField = isField
            self.comparableNames = comparableNames.sorted()
            var initials = Array(repeating: false, count: 256)
            for name in comparableNames { if let first = name.utf8.first { initials[Int(first)] = true } }
            comparableInitials = initials
        }

        /// Whether some comparable name begins with `byte` (normalized).
        func mayBeginComparableName(with byte: UInt8) -> Bool {
            comparableInitials[Int(byte)]
        }

        /// Whether some comparable name begins with `beginning` (normalized):
        /// by bisection, where a set of every beginning of every name cost a
        /// one-off search a tenth of its parse to build.
        func beginsComparableName(_ beginning: String) -> Bool {
            !beginning.isEmpty && !comparableNames.range(withPrefix: beginning) { $0 }.isEmpty
        }

        /// The Pokémon query's: stats, the generation, `QueryField`s.
        static let pokemon = Fields(
            isComparable: { StatField.named($0) != nil || QueryField.named(StatField.normalized($0)) == .generation },
            takesBareNumber: { StatField.named($0).map { $0.key != .number } ?? false },
            unitFactor: { name, unit in StatField.named(name).flatMap { MeasureUnit.factor(of: unit, for: $0.key) } },
            isField: { QueryField.named($0) != nil || StatField.named($0) != nil },
            comparableNames: Array(StatField.aliases.keys) + QueryField.aliases.filter { $0.value == .generation }.map { StatField.normalized($0.key) })
    }

    var fields = Fields.pokemon

    func parse(_ text: String) throws -> QuerySyntax {
        // No more bytes than the limit is no more characters (counting them reads every one).
        guard text.utf8.count <= Self.maximumLength || text.count <= Self.maximumLength else {
            throw QueryError.tooLong(characters: text.count, limit: Self.maximumLength)
        }
        let chunks = self.chunks(of: text)
        guard !chunks.isEmpty else { throw QueryError.empty }

        var clauses: [QuerySyntax.Clause] = []
        var negateNext = false
        var joinNext = false
        for chunk in chunks {
            switch chunk.kind {
            case .operatorAnd:
                continue
            case .operatorNot:
                negateNext = true
                continue
            case .operatorOr:
                joinNext = !clauses.isEmpty
                continue
            case .comma:
                if !clauses.isEmpty { clauses[clauses.count - 1].followedByComma = true }
                continue
            case .text(let parsed):
                let negated = negateNext || parsed.negated
                negateNext = false
                if joinNext, let last = clauses.last, !last.negated, !negated {
                    clauses[clauses.count - 1].alternatives += parsed.alternatives
                } else {
                    clauses.append(.init(negated: negated, alternatives: parsed.alternatives))
                }
                joinNext = false
            }
        }
        // Operators alone (`|`, `NOT`) leave nothing to search for.
        guard !clauses.isEmpty else { throw QueryError.empty }
        return QuerySyntax(clauses: clauses)
    }

    // MARK: - Chunks

    private struct Chunk {
        enum Kind {
            case text(ParsedChunk)
            case operatorAnd, operatorOr, operatorNot
            /// A comma between terms: a separator that also lists (`weak to fire, ice`).
            case comma
        }
        var kind: Kind
    }

    private struct ParsedChunk {
        var negated: Bool
        var alternatives: [QuerySyntax.Atom]
    }

    /// Splits on white space, commas and control characters, keeping
    /// double-quoted runs together (an unterminated quote runs to the end);
    /// comparisons typed in several pieces and fields written `name: value`
    /// are read whole.
    private func chunks(of text: String) -> [Chunk] {
        var result: [Chunk] = []
        let pieces = joiningSpacedFields(Self.pieces(of: text))
        let comparisons = SpacedComparison(fields: fields)
        var index = 0
        while index < pieces.count {
            let (raw, position) = pieces[index]
            // A negated comparison stays one piece (`-spe>100`); others may be spaced,
            // unless EVs are meant (`2 attack evs`) or a count (`top 5 attack`).
            if raw.first != "-", raw.first != "!", !Self.countsAfterTopLead(pieces, at: index), let read = comparisons.read(pieces, at: index),
               !EffortWords.surround(index..<index + read.length, of: pieces) {
                for atom in read.atoms { result.append(Chunk(kind: .text(ParsedChunk(negated: false, alternatives: [atom])))) }
                index += read.length
                continue
            }
            index += 1
            switch raw {
            case "AND", "&&": result.append(Chunk(kind: .operatorAnd))
            // A lone `&` is read as the word `and`, which runs read in place: `gen 8 & 9` is both
            // generations, `pikachu & raichu` both names, `weak to fire & ice` both weaknesses.
            case "&": result.append(Chunk(kind: .text(ParsedChunk(negated: false, alternatives: [.word("and", position: position)]))))
            case "OR", "|", "||": result.append(Chunk(kind: .operatorOr))
            case "NOT": result.append(Chunk(kind: .operatorNot))
            case ",": result.append(Chunk(kind: .comma))
            default:
                if let parsed = Self.parseChunk(SpacedComparison.symbolsNormalized(raw), position: position) {
                    result.append(Chunk(kind: .text(parsed)))
                }
            }
        }
        return result
    }

    /// Whether the piece at `index` is the number of `top 5`, `first 3`.
    private static func countsAfterTopLead(_ pieces: [(text: String, position: Int)], at index: Int) -> Bool {
        // Digits first: every piece of every query is asked, and few are numbers.
        index > 0 && SpacedComparison.isDigits(pieces[index].text) && QueryWords.topLeads.contains(pieces[index - 1].text.lowercased())
    }

    /// `type: fire`, `ability: levitate`, `evolves from: eevee`: a field name
    /// ending in a colon takes the next piece as its value (`type: null`
    /// still finds Type: Null, as `type:null` does).
    private func joiningSpacedFields(_ pieces: [(text: String, position: Int)]) -> [(text: String, position: Int)] {
        var result: [(text: String, position: Int)] = []
        var index = 0
        while index < pieces.count {
            var (raw, position) = pieces[index]
            index += 1
            // Only a piece holding a colon (`:`, or the full-width `：`, whose bytes start with EF) may name a field.
            guard raw.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == 0xEF }),
                  raw.count > 1, raw.last == ":" || raw.last == "：" else {
                result.append((raw, position))
                continue
            }
            var name = String(raw.dropLast())
            // `evolves from:` is `evolves-from:`.
            if let previous = result.last, !fields.isField(name), fields.isField(previous.text + "-" + name) {
                name = previous.text + "-" + name
                position = previous.position
                result.removeLast()
            }
            if fields.isField(name), index < pieces.count, !["AND", "OR", "NOT", ",", "|"].contains(pieces[index].text),
               !pieces[index].text.hasSuffix(":"), ComparisonOperator(rawValue: pieces[index].text) == nil {
                result.append((name + ":" + pieces[index].text, position))
                index += 1
            } else {
                result.append((name + ":", position))
            }
        }
        return result
    }

    /// The separated pieces of the query with their 1-based positions (in
    /// characters); a comma of any script is a piece `,` of its own. Pieces
    /// are cut from the text itself, so most cost one copy of their bytes.
    private static func pieces(of text: String) -> [(text: String, position: Int)] {
        // Printable ASCII (what is nearly always typed) is read from the
        // bytes: each is one character, and only the space and the comma separate.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return pieces(of: text, in: text.utf8, isSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") },
                          isComma: { $0 == UInt8(ascii: ",") }, isQuote: { $0 == UInt8(ascii: "\"") })
        }
        return pieces(of: text, in: text, isSeparator: isSeparator, isComma: isComma,
                      isQuote: { $0.asciiValue == UInt8(ascii: "\"") })
    }

    /// The pieces of `text` read through `view`, one of its views whose
    /// elements are each one character of it (its characters, or the bytes of ASCII).
    private static func pieces<View: BidirectionalCollection>(
        of text: String, in view: View, isSeparator: (View.Element) -> Bool, isComma: (View.Element) -> Bool,
        isQuote: (View.Element) -> Bool
    ) -> [(text: String, position: Int)] where View.Index == String.Index {
        var result: [(text: String, position: Int)] = []
        var index = view.startIndex, position = 1
        while index < view.endIndex {
            let element = view[index]
            if isSeparator(element) {
                if isComma(element) { result.append((",", position)) }
                view.formIndex(after: &index)
                position += 1
                continue
            }
            let start = index, startPosition = position
            var inQuote = false
            while index < view.endIndex {
                let element = view[index]
                if isQuote(element) { inQuote.toggle() }
                else if !inQuote && isSeparator(element) { break }
                view.formIndex(after: &index)
                position += 1
            }
            result.append((String(text[start..<index]), startPosition))
        }
        return result
    }

    private static func isComma(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == UInt8(ascii: ",") }
        return character == "、" || character == "，"
    }

    private static func isSeparator(_ character: Character) -> Bool {
        // ASCII: white space, controls (below the space, and DEL) and the comma.
        if let ascii = character.asciiValue { return ascii <= 0x20 || ascii == 0x7F || ascii == UInt8(ascii: ",") }
        return character.isWhitespace || isComma(character) || character.unicodeScalars.allSatisfy {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
        }
    }

    /// `-fire|water` → negated, [fire, water]; `type:"bug"` → field.
    private static func parseChunk(_ raw: String, position: Int) -> ParsedChunk? {
        // A word of ASCII letters and digits (nearly every chunk) is a word
        // atom, read without the Characters the rest reads by.
        if !raw.isEmpty, raw.utf8.allSatisfy({ $0.isASCIILetterOrDigit }) {
            return ParsedChunk(negated: false, alternatives: [.word(raw, position: position)])
        }
        var body = Substring(raw)
        var offset = position
        var negated = false
        if body.count > 1, let first = body.first, first == "-" || first == "!" {
            negated = true
            body = body.dropFirst()
            offset += 1
        }
        var alternatives: [QuerySyntax.Atom] = []
        var partStart = offset
        for part in splitAlternatives(body) {
            if let atom = parseAtom(part, position: partStart) {
                alternatives.append(atom)
            }
            partStart += part.count + 1
        }
        return alternatives.isEmpty ? nil : ParsedChunk(negated: negated, alternatives: alternatives)
    }

    /// Splits on `|` outside quotes.
    private static func splitAlternatives(_ text: Substring) -> [Substring] {
        guard text.utf8.contains(UInt8(ascii: "|")) else { return [text] }
        var parts: [Substring] = []
        var inQuote = false
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inQuote.toggle() }
            else if character == "|" && !inQuote {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        parts.append(text[start..<text.endIndex])
        return parts
    }

    private static func parseAtom(_ part: Substring, position: Int) -> QuerySyntax.Atom? {
        guard !part.isEmpty else { return nil }
        if part.first == "\"" {
            let phrase = part.dropFirst().prefix { $0 != "\"" }
            return phrase.isEmpty ? nil : .phrase(String(phrase), position: position)
        }
        if let comparison = parseComparison(part, position: position) {
            return comparison
        }
        if let colon = part.utf8.firstIndex(of: UInt8(ascii: ":")), colon != part.startIndex {
            let field = part[..<colon]
            var value = part[part.index(after: colon)...]
            if value.first == "\"" {
                value = value.dropFirst().prefix { $0 != "\"" }
            }
            if field.allSatisfy({ $0.isLetterQuick || $0 == "-" || $0 == "_" }) {
                return .field(String(field), value: String(value), position: position)
            }
        }
        return .word(String(withoutQuestionMark(part)), position: position)
    }

    /// `pikachu?`, `weak to fire?`: question marks that end a word with no
    /// other wildcard close a question; they are not a one-letter wildcard
    /// (`pika?hu` and `?ikachu` still are, and `??` alone is an error).
    private static func withoutQuestionMark(_ word: Substring) -> Substring {
        // Most words hold neither mark: `?` is the byte 3F, `？` (U+FF1F) starts with EF.
        guard word.utf8.contains(where: { $0 == 0x3F || $0 == 0xEF }) else { return word }
        let trimmed = word.prefix(upTo: word.lastIndex { $0 != "?" && $0 != "？" }.map(word.index(after:)) ?? word.startIndex)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0 == "*" || $0 == "?" }) else { return word }
        return trimmed
    }

    /// `atk>100`, `spe>=90`, `weight<10.5`: a letter-only name, an operator,
    /// a number. Anything else is not a comparison.
    private static func parseComparison(_ part: Substring, position: Int) -> QuerySyntax.Atom? {
        // The operators are ASCII: found from the bytes.
        guard let operatorStart = part.utf8.firstIndex(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x3D || $0 == 0x21 }),
              operatorStart != part.startIndex else { return nil }
        let name = part[..<operatorStart]
        guard name.allSatisfy({ $0.isLetterQuick || $0 == "-" || $0 == "_" || $0 == "." }) else { return nil }
        let rest = part[operatorStart...]
        guard let comparison = ComparisonOperator.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else {
            return nil
        }
        let number = rest.dropFirst(comparison.rawValue.count)
        guard let value = DecimalNumber.parse(number) else {
            return .field(String(name), value: String(rest), position: position)
        }
        return .comparison(String(name), comparison, value, position: position)
    }
}
