import Foundation

extension JSONCursor {
    /// Decodes `T` with JSONDecoder from the top-level `members` of `data`
    /// alone: the cursor skips every other member (checking its grammar,
    /// building nothing), so JSONDecoder never parses the lists a Pokédex
    /// does not keep (`game_indices`, `learned_by_pokemon`, flavor texts…).
    static func prunedDecode<T: Decodable>(_ type: T.Type, from data: Data, members: [String]) throws -> T {
        try decode(type, from: data, members: members, reading: nil) { _ in () }.0
    }

    /// Like `prunedDecode(_:from:members:)`, and the top-level member `key`
    /// is parsed by `read` from the cursor: for the long lists of which only
    /// a little is kept (a Pokémon's `moves`, a species' flavor texts).
    ///
    /// When anything fails, JSONDecoder reads the whole file again, so that a
    /// malformed file is reported in its usual words.
    static func prunedDecode<T: Decodable, List>(
        _ type: T.Type, from data: Data, members: [String],
        reading key: String, with read: (inout JSONCursor) throws -> List
    ) throws -> (T, List) {
        let (decoded, list) = try decode(type, from: data, members: members, reading: key, with: read)
        guard let list else { throw JSONShapeError(field: key, expected: "present") }
        return (decoded, list)
    }

    /// The decoded members and, when `key` is given and present, its list.
    private static func decode<T: Decodable, List>(
        _ type: T.Type, from data: Data, members: [String],
        reading key: String?, with read: (inout JSONCursor) throws -> List
    ) throws -> (T, List?) {
        do {
            let (pruned, list) = try data.withUnsafeBytes { raw -> ([UInt8], List?) in
                var cursor = JSONCursor(raw)
                var pruned: [UInt8] = [UInt8(ascii: "{")]
                var list: List?
                try cursor.members(at: "") { cursor, name in
                    if name == key, list == nil {
                        list = try read(&cursor)
                        return
                    }
                    guard members.contains(name) else { return try cursor.skipValue() }
                    cursor.skipSpace()
                    let start = cursor.position
                    try cursor.skipValue()
                    // Member names are the record's own coding keys: plain ASCII.
                    if pruned.count > 1 { pruned.append(UInt8(ascii: ",")) }
                    pruned.append(contentsOf: "\"\(name)\":".utf8)
                    pruned.append(contentsOf: raw[start..<cursor.position])
                }
                cursor.skipSpace()
                guard cursor.position == raw.count else { throw JSONSyntaxError(offset: cursor.position) }
                pruned.append(UInt8(ascii: "}"))
                return (pruned, list)
            }
            return (try JSONDecoder().decode(T.self, from: Data(pruned)), list)
        } catch {
            _ = try JSONDecoder().decode(T.self, from: data)
            throw error
        }
    }
}
