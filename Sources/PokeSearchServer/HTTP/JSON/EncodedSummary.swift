import PokeSearch

/// A Pokémon's summary as the first members of a result object, written
/// once: `"attack":84,"base_experience":240,…` in key order, with where each
/// member starts and where each of a `SummaryEntry`'s own members goes.
/// Kept with the summary (`PokemonSummary.memo`): the engine keeps one
/// summary per Pokémon and language for the catalogue's lifetime, so its
/// bytes are written once for every answer that shows it.
final class EncodedSummary: Sendable {
    /// What a `SummaryEntry` adds to its summary, in key order.
    enum EntryKey: Int, CaseIterable {
        case caughtAt, explanation, favorite, form, score

        var name: String {
            switch self {
            case .caughtAt: return "caught_at"
            case .explanation: return "explanation"
            case .favorite: return "favorite"
            case .form: return "form"
            case .score: return "score"
            }
        }

        /// `"name":`, written once.
        var member: [UInt8] { Self.members[rawValue] }

        private static let members: [[UInt8]] = allCases.map { key in
            var bytes: [UInt8] = []
            JSONNode.write(string: key.name, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            return bytes
        }
    }

    /// The members, each `"key":value`, separated by commas.
    private let bytes: [UInt8]
    /// Where each member starts in `bytes`, and (last) the end of the bytes plus one.
    private let bounds: [Int]
    /// By `EntryKey`: how many of the summary's members come before that
    /// key, and whether the next one has that very key (replaced by the entry's).
    let places: [(index: Int, replaced: Bool)]

    var count: Int { bounds.count - 1 }

    /// The bytes of `summary`, made once and kept with it.
    static func of(_ summary: PokemonSummary) throws -> EncodedSummary {
        try summary.memo { try EncodedSummary($0) }
    }

    init(_ summary: PokemonSummary) throws {
        guard case .object(let object) = try NodeEncoder.node(of: summary) else {
            preconditionFailure("a summary encodes as an object")
        }
        let members = object.sorted()
        var bytes: [UInt8] = [], bounds: [Int] = []
        for member in members {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: ",")) }
            bounds.append(bytes.count)
            JSONNode.write(string: member.key, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            member.value.write(into: &bytes)
        }
        bounds.append(bytes.count + 1)
        self.bytes = bytes
        self.bounds = bounds
        places = EntryKey.allCases.map { key in
            let name = Array(key.name.utf8)
            let index = members.firstIndex { !Array($0.key.utf8).lexicographicallyPrecedes(name) } ?? members.count
            return (index, index < members.count && members[index].key == key.name)
        }
    }

    /// Members `range` (not empty), separated by commas: one copy.
    func copy(_ range: Range<Int>, into output: inout [UInt8]) {
        output.append(contentsOf: bytes[bounds[range.lowerBound]..<(bounds[range.upperBound] - 1)])
    }
}
