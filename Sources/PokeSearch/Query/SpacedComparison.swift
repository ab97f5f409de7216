import Foundation

/// Comparisons typed as several words, read into one (or two) before the
/// parser reads atoms: `spa > 150`, `sp. atk >150`, `special attack> 150`,
/// `speed more than 150`, `speed ≥ 150`, `hp == 255`, `height > 10 m`,
/// `weight < 20kg`, `speed 100-110` and `speed between 100 and 110` (two
/// comparisons), `atk 150+`, `hp 25` and `600 bst`, `base 100 speed` (equal),
/// `speed: > 150`, the operator and number first (`over 100 speed`, `at least
/// 130 attack`), `base` before a name (`base speed 100`).
///
/// Only names the query can compare start one (`QueryParser.Fields`), so
/// `what is 25` stays words.
struct SpacedComparison {
    let fields: QueryParser.Fields

    /// A comparison read from `pieces` at `start`: its atoms and how many pieces it took.
    func read(_ pieces: [(text: String, position: Int)], at start: Int) -> (atoms: [QuerySyntax.Atom], length: Int)? {
        guard mayStart(pieces, at: start) else { return nil }
        // `weight<10kg`, `special defense<100`: a name and an operator in one
        // piece are read as two; `owner` maps each piece read back to its own.
        var apart: [(text: String, position: Int)] = [], owner: [Int] = []
        for index in start..<min(pieces.count, start + 8) {
            let text = Self.symbolsNormalized(pieces[index].text)
            if let split = text.firstIndex(where: { "<>=!".contains($0) }), split != text.startIndex,
               text[..<split].allSatisfy({ $0.isLetterQuick || ".-_".contains($0) }), text.index(after: split) != text.endIndex {
                apart += [(String(text[..<split]), pieces[index].position), (String(text[split...]), pieces[index].position)]
                owner += [index, index]
            } else {
                apart.append((text, pieces[index].position))
                owner.append(index)
            }
        }
        // `base speed 100`, `base attack over 100`: `base` says what every stat is,
        // unless it begins the name (`base stat total`).
        let basePrefixed = apart.count > 2 && apart[0].text.lowercased() == "base" && !Self.isDigits(apart[1].text)
        for skipped in basePrefixed ? [0, 1] : [0] {
            for nameLength in stride(from: min(3, apart.count - skipped), through: 1, by: -1) {
                if let read = read(apart, at: skipped, nameLength: nameLength) {
                    return (read.atoms, owner[skipped + read.length - 1] - start + 1)
                }
            }
        }
        // `over 100 speed`, `at least 130 attack`, `> 100 speed`: the operator and the number first.
        if let (op, numberIndex) = Self.leadingOperator(in: apart[...]), numberIndex + 1 < apart.count,
           let value = DecimalNumber.parse(Self.symbolsNormalized(apart[numberIndex].text).drop { !$0.isNumber }),
           let (name, last) = name(in: apart, after: numberIndex, if: fields.isComparable) {
            return ([.comparison(name, op, value, position: apart[0].position)], owner[last] - start + 1)
        }
        // `over 2 m`, `under 50 cm`, `over 100 lbs`, `over 500kg`: a unit alone says what is measured.
        if let (op, numberIndex) = Self.leadingOperator(in: apart[...]) {
            let number = Self.symbolsNormalized(apart[numberIndex].text)
            if numberIndex + 1 < apart.count, let value = DecimalNumber.parse(Substring(number)),
               let (key, factor) = MeasureUnit.measure(ofUnit: apart[numberIndex + 1].text) {
                return ([.comparison(key.rawValue, op, value * factor, position: apart[0].position)], owner[numberIndex + 1] - start + 1)
            }
            if let (value, unit) = MeasureUnit.split(number.lowercased()), let (key, factor) = MeasureUnit.measure(ofUnit: unit) {
                return ([.comparison(key.rawValue, op, value * factor, position: apart[0].position)], owner[numberIndex] - start + 1)
            }
        }
        // `150+ attack`: the number first, at least it.
        if apart.count > 1, apart[0].text.hasSuffix("+"), let low = DecimalNumber.parse(apart[0].text.dropLast()),
           let (name, last) = name(in: apart, after: 0, if: fields.isComparable) {
            return ([.comparison(name, .greaterOrEqual, low, position: apart[0].position)], owner[last] - start + 1)
        }
        // `600 bst`, `base 100 speed`: a bare number first is the value itself, before
        // a name that takes a bare number after it (`hp 25`), so that `gen 1 gen 2` stays two generations.
        let first = apart.count > 2 && apart[0].text.lowercased() == "base" ? 1 : 0
        if apart.count > first + 1, Self.isDigits(apart[first].text), let value = DecimalNumber.parse(Substring(apart[first].text)),
           let (name, last) = name(in: apart, after: first, if: fields.takesBareNumber) {
            return ([.comparison(name, .equal, value, position: apart[first].position)], owner[last] - start + 1)
        }
        return nil
    }

    /// The longest name of up to three pieces after the number at `numberIndex`
    /// of `pieces`, made of letters and `.-_` only, that `accepts` takes: the
    /// name, and the index of its last piece.
    private func name(in pieces: [(text: String, position: Int)], after numberIndex: Int,
                      if accepts: (String) -> Bool) -> (name: String, last: Int)? {
        for nameLength in stride(from: min(3, pieces.count - numberIndex - 1), through: 1, by: -1) {
            let parts = pieces[numberIndex + 1...numberIndex + nameLength]
            let name = parts.map(\.text).joined(separator: " ")
            if parts.allSatisfy({ $0.text.allSatisfy { $0.isLetterQuick || ".-_".contains($0) } }), accepts(name) {
                return (name, numberIndex + nameLength)
            }
        }
        return nil
    }

    private func read(_ pieces: [(text: String, position: Int)], at start: Int, nameLength: Int) -> (atoms: [QuerySyntax.Atom], length: Int)? {
        let position = pieces[start].position
        var nameParts = pieces[start..<start + nameLength].map { Self.symbolsNormalized($0.text) }
        // `speed> 150`, `speed: > 150`: an operator or a colon stuck to the name.
        var stuck: ComparisonOperator?
        if let last = nameParts.last, let op = Self.trailingOperator(of: last) {
            stuck = op
            nameParts[nameParts.count - 1] = String(last.dropLast(op.rawValue.count))
        }
        if nameParts[nameParts.count - 1].hasSuffix(":") { nameParts[nameParts.count - 1].removeLast() }
        let name = nameParts.joined(separator: nameLength > 1 ? " " : "")
        guard nameParts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetterQuick || ".-_".contains($0) } }),
              fields.isComparable(name) else { return nil }
        var next = start + nameLength
        func piece(_ offset: Int) -> String? {
            next + offset < pieces.count ? Self.symbolsNormalized(pieces[next + offset].text) : nil
        }
        func atom(_ op: ComparisonOperator, _ value: Double) -> QuerySyntax.Atom {
            .comparison(name, op, value, position: position)
        }
        // The operator: stuck to the name, alone, stuck to the number, or in words.
        var op = stuck
        var numberText: String?
        if op == nil, let text = piece(0) {
            if let alone = ComparisonOperator(rawValue: text) {
                op = alone
                next += 1
            } else if let leading = Self.leadingOperator(of: text), text.count > leading.rawValue.count {
                op = leading
                numberText = String(text.dropFirst(leading.rawValue.count))
                next += 1
            } else if let second = piece(1), let words = Self.wordOperators[text.lowercased() + " " + second.lowercased()] {
                op = words
                next += 2
            } else if let words = Self.wordOperators[text.lowercased()] {
                op = words
                next += 1
            } else if text.lowercased() == "between", let low = piece(1).flatMap(measure(for: name)),
                      piece(2)?.lowercased() == "and", let high = piece(3).flatMap(measure(for: name)) {
                return ([atom(.greaterOrEqual, min(low, high)), atom(.lessOrEqual, max(low, high))], next + 4 - start)
            } else if fields.takesBareNumber(name), let low = measure(for: name)(text), let connector = piece(1),
                      Self.rangeWords.contains(connector.lowercased()), let high = piece(2).flatMap(measure(for: name)) {
                // `speed 100 to 110`, `weight 10 through 20 kg` (a generation's span is read as one: `gen 1 to 3`).
                let factor = piece(3).flatMap { fields.unitFactor(name, $0) }
                let (bottom, top) = (min(low, high) * (factor ?? 1), max(low, high) * (factor ?? 1))
                return ([atom(.greaterOrEqual, bottom), atom(.lessOrEqual, top)], next + (factor == nil ? 3 : 4) - start)
            } else if let range = range(text, for: name) {
                return ([atom(.greaterOrEqual, range.lowerBound), atom(.lessOrEqual, range.upperBound)], next + 1 - start)
            } else if text.hasSuffix("+"), let low = measure(for: name)(String(text.dropLast())) {
                return ([atom(.greaterOrEqual, low)], next + 1 - start)
            } else if fields.takesBareNumber(name), let value = measure(for: name)(text) {
                // `hp 25`: a stat and a number alone are equal.
                var length = next + 1 - start
                var scaled = value
                if let unit = piece(1), let factor = fields.unitFactor(name, unit) {
                    scaled *= factor
                    length += 1
                }
                return ([atom(.equal, scaled)], length)
            }
        }
        guard let op else { return nil }
        if numberText == nil {
            guard let text = piece(0) else { return nil }
            numberText = text
            next += 1
        }
        // `atk > spa`, `attack more than special attack`: another base stat, read as `atk:>spa` is.
        if let numberText, let (other, length) = otherStat(startingWith: numberText, then: pieces[next...]) {
            return ([.field(name, value: op.rawValue + other, position: position)], next + length - 1 - start)
        }
        guard let numberText, var value = measure(for: name)(numberText) else { return nil }
        // `height > 10 m`: a unit as a word of its own.
        if next < pieces.count, let factor = fields.unitFactor(name, Self.symbolsNormalized(pieces[next].text)) {
            value *= factor
            next += 1
        }
        return ([atom(op, value)], next - start)
    }

    /// A base stat named by `first` and up to two pieces of `rest` after it
    /// (`special attack`): its name, and how many pieces it took.
    private func otherStat(startingWith first: String, then rest: ArraySlice<(text: String, position: Int)>) -> (String, Int)? {
        guard first.first?.isLetterQuick == true else { return nil }
        for length in stride(from: min(3, rest.count + 1), through: 1, by: -1) {
            let name = ([first] + rest.prefix(length - 1).map(\.text)).joined(separator: " ")
            if let stat = StatField.named(name), stat.isBaseStat { return (name, length) }
        }
        return nil
    }

    /// Whether a comparison may start at `start`: `mayStart` of its piece,
    /// with a name that can go on. An ASCII piece holds an operator, is a
    /// whole name the fields compare, or with the next piece's letters still
    /// begins one (`special attack`; not `to fire`, though `to` begins
    /// `total`): reading the words after `to` cost a phrase query
    /// (`weak to fire`) a tenth of its search.
    private func mayStart(_ pieces: [(text: String, position: Int)], at start: Int) -> Bool {
        let piece = pieces[start].text
        // `600 bst`, `base 100 speed`: a bare number, then a name the fields compare.
        if start + 1 < pieces.count, Self.isDigits(piece) { return mayStart(pieces[start + 1].text) }
        if start + 2 < pieces.count, piece.lowercased() == "base" {
            return mayStart(pieces[start + (Self.isDigits(pieces[start + 1].text) ? 2 : 1)].text)
        }
        // `over 100 speed`: an operator, a number, then a name; `over 2 m`, `over 2m`: a unit.
        if let (_, numberIndex) = Self.leadingOperator(in: pieces[start...]) {
            if !Self.isDigits(pieces[numberIndex].text) { return true }
            guard numberIndex + 1 < pieces.count else { return false }
            return mayStart(pieces[numberIndex + 1].text) || MeasureUnit.measure(ofUnit: pieces[numberIndex + 1].text) != nil
        }
        guard mayStart(piece) else { return false }
        guard piece.isASCIIBytes, !piece.utf8.contains(where: Self.isOperator), piece.utf8.last != UInt8(ascii: "+"),
              !fields.isComparable(piece) else { return true }
        guard start + 1 < pieces.count else { return false }
        let next = pieces[start + 1].text
        guard next.isASCIIBytes else { return true }
        return fields.beginsComparableName(StatField.normalized(asciiBytes: piece.utf8)
                                           + StatField.normalized(asciiBytes: next.utf8, endingAt: Self.isOperator))
    }

    /// Whether a comparison may start with `piece`: some name the fields
    /// compare begins with it (`spa`, `sp.`, `special`), or it is a number
    /// before a `+` (`150+ attack`). Nearly every word is neither, and is
    /// then not read with the words after it.
    private func mayStart(_ piece: String) -> Bool {
        if piece.isASCIIBytes { return mayStart(asciiPiece: piece) }
        let text = Self.symbolsNormalized(piece)
        let name = text.utf8.prefix { !"<>=!:".utf8.contains($0) }
        return fields.beginsComparableName(StatField.normalized(String(decoding: name, as: UTF8.self)))
            || text.hasSuffix("+")
    }

    /// The same for an ASCII piece (nearly every one), read from its bytes:
    /// the name before any operator, normalized as `StatField.normalized`
    /// does, is made only when its first byte begins some name.
    private func mayStart(asciiPiece piece: String) -> Bool {
        let endsInPlus = piece.utf8.last == UInt8(ascii: "+")
        let bytes = piece.utf8
        guard let first = bytes.first(where: { !StatField.isSeparator($0) }), !Self.isOperator(first),
              fields.mayBeginComparableName(with: first.asciiLowercased) else { return endsInPlus }
        return fields.beginsComparableName(StatField.normalized(asciiBytes: bytes, endingAt: Self.isOperator)) || endsInPlus
    }

    static func isDigits(_ piece: String) -> Bool {
        !piece.isEmpty && piece.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: ":"): true
        default: false
        }
    }

    /// A number, with a unit stuck to it (`10m`, `500kg`) converted.
    private func measure(for name: String) -> (String) -> Double? {
        { text in
            if let value = DecimalNumber.parse(text) { return value }
            guard let split = text.firstIndex(where: \.isLetterQuick), split != text.startIndex,
                  let value = DecimalNumber.parse(text[..<split]),
                  let factor = fields.unitFactor(name, String(text[split...])) else { return nil }
            return value * factor
        }
    }

    /// `100-110`: two numbers and a dash, the lower first.
    private func range(_ text: String, for name: String) -> ClosedRange<Double>? {
        guard let dash = text.dropFirst().firstIndex(of: "-"),
              let low = measure(for: name)(String(text[..<dash])),
              let high = measure(for: name)(String(text[text.index(after: dash)...])), low <= high else { return nil }
        return low...high
    }

    /// Operators written as words: `atk over 100`, `speed more than 150`, `weight at most 10`.
    static let wordOperators: [String: ComparisonOperator] = [
        "over": .greater, "above": .greater, "under": .less, "below": .less, "is": .equal, "equals": .equal,
        "more than": .greater, "greater than": .greater, "higher than": .greater, "bigger than": .greater,
        "larger than": .greater, "heavier than": .greater, "taller than": .greater, "faster than": .greater,
        "less than": .less, "fewer than": .less, "lower than": .less, "smaller than": .less, "lighter than": .less,
        "shorter than": .less, "slower than": .less,
        "at least": .greaterOrEqual, "at most": .lessOrEqual, "equal to": .equal,
    ]

    /// Operators typed with other symbols: `==`, `≥`, `≤`, `=>`, `≠`, full-width `＞`.
    static func symbolsNormalized(_ text: String) -> String {
        // ASCII without `=` (nearly every word typed) has nothing to normalize;
        // other ASCII (`spe>=120`) only its `==`, `=>` and `=<`, replaced in
        // the bytes, in the order below (Foundation's replacing cost such a
        // query a tenth of its search).
        if text.isASCIIBytes {
            guard text.containsByte(UInt8(ascii: "=")) else { return text }
            var bytes = Array(text.utf8)
            for (symbol, plain) in [("==", "="), ("=>", ">="), ("=<", "<=")] {
                bytes = Self.replacing(Array(symbol.utf8), with: Array(plain.utf8), in: bytes)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return symbolsNormalizedByCharacter(text)
    }

    /// `symbolsNormalized` of any text, with Foundation's replacing.
    static func symbolsNormalizedByCharacter(_ text: String) -> String {
        var result = DecimalNumber.halfWidth(text)
        // Each of these symbols holds one of their scalars (`≠` may be `=` and a
        // combining mark): text with none is read by scalar, not by Character.
        guard result.unicodeScalars.contains(where: { $0 == "=" || $0 == "≥" || $0 == "≤" || $0 == "≠" }),
              result.contains(where: { "=≥≤≠".contains($0) }) else { return result }
        for (symbol, plain) in [("==", "="), ("≥", ">="), ("≤", "<="), ("≠", "!="), ("=>", ">="), ("=<", "<=")] {
            result = result.replacingOccurrences(of: symbol, with: plain)
        }
        return result
    }

    /// `bytes` with each occurrence of `symbol` (two bytes), from the left and
    /// not overlapping, replaced by `plain`, as `replacingOccurrences` replaces.
    private static func replacing(_ symbol: [UInt8], with plain: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = [], index = 0
        result.reserveCapacity(bytes.count + 1)
        while index < bytes.count {
            if index + 1 < bytes.count, bytes[index] == symbol[0], bytes[index + 1] == symbol[1] {
                result += plain
                index += 2
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// An operator alone or in words at the start of `pieces`, followed by a
    /// number: the operator, and the index of the number's piece.
    /// An operator stuck to the number (`>150 spa`) is the number's piece too.
    private static func leadingOperator(in pieces: ArraySlice<(text: String, position: Int)>) -> (op: ComparisonOperator, number: Int)? {
        guard let typed = pieces.first?.text, let firstByte = typed.utf8.first else { return nil }
        let start = pieces.startIndex
        // Every piece of every query is asked: without a number in reach, and
        // not begun by a symbol, none can be (no string is made for it).
        let stuck = firstByte >= 0x80 || "<>=!".utf8.contains(firstByte)
        let numberInReach = (start + 1..<min(start + 3, pieces.endIndex)).contains { isNumber(pieces[$0].text) }
        guard stuck || numberInReach else { return nil }
        let first = typed.lowercased()
        let symbols = symbolsNormalized(first)
        if let op = leadingOperator(of: symbols), isDigits(String(symbols.dropFirst(op.rawValue.count))) { return (op, start) }
        var found: (ComparisonOperator, Int)?
        if let op = ComparisonOperator(rawValue: symbols) ?? wordOperators[first] {
            found = (op, start + 1)
        } else if start + 1 < pieces.endIndex, let op = wordOperators[first + " " + pieces[start + 1].text.lowercased()] {
            found = (op, start + 2)
        }
        guard let found, found.1 < pieces.endIndex, isNumber(pieces[found.1].text) else { return nil }
        return found
    }

    /// Words between two numbers of a range (`speed 100 to 110`).
    private static let rangeWords: Set<String> = ["to", "through", "thru"]

    /// Digits, or digits with a unit of height or weight (`2m`, `500kg`).
    private static func isNumber(_ piece: String) -> Bool {
        guard let first = piece.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { return false }
        return isDigits(piece) || MeasureUnit.split(piece.lowercased()) != nil
    }

    private static func leadingOperator(of text: String) -> ComparisonOperator? {
        ComparisonOperator.allCases.first { text.hasPrefix($0.rawValue) }
    }

    private static func trailingOperator(of text: String) -> ComparisonOperator? {
        ComparisonOperator.allCases.first { text.hasSuffix($0.rawValue) && text.count > $0.rawValue.count }
    }
}
