/// Latin names as abbreviations read them, for a typed word that is no
/// name: each name of two parts or more, where the parts are its words and
/// the halves of a compound word that joins two words the names use
/// elsewhere (`thunderbolt` → thunder|bolt). A typed word abbreviates a name
/// when it is a beginning of every part in turn: its initials (`hjk`: High
/// Jump Kick, `qd`: Quiver Dance), a first letter glued to the next word
/// (`twave`: Thunder Wave, `tbolt`: Thunderbolt), or parts run together
/// whole (`willowisp`). Every part must give at least its first letter, so
/// a word abbreviates few names, and those names are ranked after the ones
/// it matches as typed.
///
/// The parts lie end to end in one byte buffer, the names grouped by first
/// letter: a look-up reads only the names that begin as the word does.
struct AbbreviatedNames: Sendable {
    /// One abbreviable name and what it names.
    struct Name: Sendable {
        /// The folded name, as the index holds it (`high jump kick`).
        var text: String
        /// What it names: a Pokémon, move, item or ability id, or any number the caller keys names by.
        var id: Int
    }

    let names: [Name]
    /// The bytes of every part of every name, name after name.
    private let bytes: [UInt8]
    /// Where each part ends in `bytes`; name `i`'s parts are `partEnds[nameParts[i]..<nameParts[i + 1]]`.
    private let partEnds: [Int32]
    private let nameParts: [Int32]
    /// The names whose first byte is `b`: `names[firstByte[b]..<firstByte[b + 1]]` (names are sorted by it).
    private let firstByte: [Int32]
    /// Each name's parts' first bytes, as `letterBit`s: a typed word that
    /// lacks one abbreviates no such name, a test of one instruction that
    /// rules out most of the names beginning as the word does.
    private let initials: [UInt64]

    /// The longest word compared: what is longer abbreviates nothing (it is one bit of a 64-bit set per letter).
    static let longestWord = 63

    /// From folded names (their ids beside), keeping those of two parts or
    /// more made of ASCII letters and digits; `words` are the words that
    /// halves of a compound word may be (those the names of its kind use on their own).
    init(_ named: [Name], words: Set<String>) {
        var kept: [(name: Name, parts: [Substring])] = []
        for name in named {
            guard name.text.utf8.allSatisfy({ $0 == 0x20 || $0.isASCIILetterOrDigit }),
                  let parts = Self.parts(of: name.text, words: words), parts.count >= 2 else { continue }
            kept.append((name, parts))
        }
        kept.sort { ($0.name.text.utf8.first!, $0.name.text, $0.name.id) < ($1.name.text.utf8.first!, $1.name.text, $1.name.id) }
        self.init(laidOut: kept.map { (name: $0.name, partLengths: $0.parts.map(\.utf8.count)) })!
    }

    /// From names already kept and sorted by `init(_:words:)`, each with the
    /// lengths of its parts, which are its letters without the spaces, in
    /// order; nil when the lengths do not add up to them (a damaged index).
    init?(laidOut kept: [(name: Name, partLengths: [Int])]) {
        var bytes: [UInt8] = [], partEnds: [Int32] = [], nameParts: [Int32] = [0]
        var firstByte = [Int32](repeating: 0, count: 257)
        var initials: [UInt64] = []
        for (name, partLengths) in kept {
            let letters = name.text.utf8.filter { $0 != 0x20 }
            guard let first = name.text.utf8.first, partLengths.allSatisfy({ $0 > 0 }),
                  partLengths.reduce(0, +) == letters.count else { return nil }
            var initial: UInt64 = 0, start = 0
            for length in partLengths {
                initial |= Self.letterBit(letters[start])
                start += length
                partEnds.append(Int32(bytes.count + start))
            }
            bytes += letters
            initials.append(initial)
            nameParts.append(Int32(partEnds.count))
            firstByte[Int(first) + 1] += 1
        }
        guard zip(kept, kept.dropFirst()).allSatisfy({ $0.name.text.utf8.first! <= $1.name.text.utf8.first! }) else { return nil }
        for byte in 1...256 { firstByte[byte] += firstByte[byte - 1] }
        names = kept.map(\.name)
        self.bytes = bytes
        self.partEnds = partEnds
        self.nameParts = nameParts
        self.firstByte = firstByte
        self.initials = initials
    }

    /// The lengths of the parts of the name at `position` in `names`.
    func partLengths(of position: Int) -> [Int] {
        let from = Int(nameParts[position]), to = Int(nameParts[position + 1])
        var start = from == 0 ? 0 : Int(partEnds[from - 1])
        return (from..<to).map { part in
            defer { start = Int(partEnds[part]) }
            return Int(partEnds[part]) - start
        }
    }

    /// One bit per ASCII letter (either case) or digit, one for every other byte.
    private static func letterBit(_ byte: UInt8) -> UInt64 {
        switch byte {
        case 0x61...0x7A: return 1 << UInt64(byte - 0x61)
        case 0x41...0x5A: return 1 << UInt64(byte - 0x41)
        case 0x30...0x39: return 1 << UInt64(26 + byte - 0x30)
        default: return 1 << 63
        }
    }

    /// The parts of a folded name: its words, a compound word cut in two
    /// where both halves (of four letters or more) are `words`.
    static func parts(of name: String, words: Set<String>) -> [Substring]? {
        var parts: [Substring] = []
        for word in name.split(separator: " ") {
            if word.utf8.count >= 8, let cut = compoundCut(of: word, words: words) {
                parts += [word[..<cut], word[cut...]]
            } else {
                parts.append(word)
            }
        }
        return parts
    }

    /// Where `word` joins two `words` (`thunder|bolt`), the longer first half first; nil when it joins none.
    private static func compoundCut(of word: Substring, words: Set<String>) -> String.Index? {
        let count = word.count
        for length in stride(from: count - 4, through: 4, by: -1) {
            let cut = word.index(word.startIndex, offsetBy: length)
            if words.contains(String(word[..<cut])), words.contains(String(word[cut...])) { return cut }
        }
        return nil
    }

    /// The positions in `names` of the names `typed` (folded, no spaces) abbreviates, in `names` order.
    func matches(_ typed: String) -> [Int] {
        let typed = Array(typed.utf8)
        guard typed.count >= 2, typed.count <= Self.longestWord, let first = typed.first else { return [] }
        var found: [Int] = []
        let letters = typed.reduce(0) { $0 | Self.letterBit($1) }
        typed.withUnsafeBufferPointer { typed in
        bytes.withUnsafeBufferPointer { bytes in
        partEnds.withUnsafeBufferPointer { partEnds in
            for name in Int(firstByte[Int(first)])..<Int(firstByte[Int(first) + 1]) where initials[name] & ~letters == 0 {
                let from = Int(nameParts[name]), to = Int(nameParts[name + 1])
                // The parts cannot give more letters than they have, nor fewer than one each.
                guard to - from <= typed.count else { continue }
                if Self.abbreviates(typed, parts: from..<to, ends: partEnds, bytes: bytes) { found.append(name) }
            }
        }
        }
        }
        return found
    }

    /// Whether `typed` abbreviates the folded `name` word by word (one word
    /// is its own beginning): what a form's name after its Pokémon's is
    /// written as (`t` for Therian, `dm` for Dusk Mane).
    static func abbreviates(_ typed: String, words name: String) -> Bool {
        let typed = Array(typed.utf8)
        guard !typed.isEmpty, typed.count <= longestWord else { return false }
        var partBytes: [UInt8] = [], partEnds: [Int32] = []
        for word in name.split(separator: " ") {
            partBytes += word.utf8
            partEnds.append(Int32(partBytes.count))
        }
        return typed.withUnsafeBufferPointer { typed in
            partBytes.withUnsafeBufferPointer { partBytes in
                partEnds.withUnsafeBufferPointer { partEnds in
                    abbreviates(typed, parts: 0..<partEnds.count, ends: partEnds, bytes: partBytes)
                }
            }
        }
    }

    /// Whether `typed` is a non-empty beginning of each part in `parts`, in
    /// turn, and nothing more: the places in `typed` each part can end at,
    /// as bits of one integer, carried from part to part.
    private static func abbreviates(_ typed: UnsafeBufferPointer<UInt8>, parts: Range<Int>, ends: UnsafeBufferPointer<Int32>,
                                    bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var reachable: UInt64 = 1  // before the first letter
        for part in parts {
            let start = part == 0 ? 0 : Int(ends[part - 1]), end = Int(ends[part])
            var next: UInt64 = 0
            var from = reachable
            while from != 0 {
                let position = from.trailingZeroBitCount
                from &= from - 1
                var length = 0
                while position + length < typed.count, start + length < end, typed[position + length] == bytes[start + length] {
                    length += 1
                    next |= 1 << UInt64(position + length)
                }
            }
            guard next != 0 else { return false }
            reachable = next
        }
        return reachable & (1 << UInt64(typed.count)) != 0
    }
}
