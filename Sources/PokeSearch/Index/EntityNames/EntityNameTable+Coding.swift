import GRDB

/// The layout of `entity_name`'s blobs: the names' and words' bytes with
/// the length of each, the ids of each, the entities with the positions of
/// their names, and the abbreviable names (text, id, the lengths of their
/// parts), all varints. Read back, nothing is folded, sorted or hashed
/// again, and no compound word is cut in two again.
extension EntityNameTable {
    /// The layout version written first: a blob of another version is not read.
    static let layoutVersion = 1

    func encoded() -> [UInt8] {
        var writer = ByteWriter()
        writer.varint(Self.layoutVersion)
        for (keys, lists) in [(names, idsByName), (words, idsByWord)] {
            let laidOut = keys.encoded
            writer.byteRun(laidOut.bytes)
            writer.varints(zip(laidOut.ends, [0] + laidOut.ends.dropLast()).map { $0 - $1 })
            writer.varints(lists.encoded.starts)
            writer.varints(lists.encoded.values)
        }
        writer.varints(entityIDs)
        writer.varints(namesByEntity.encoded.starts)
        writer.varints(namesByEntity.encoded.values)
        writer.varint(abbreviations.names.count)
        for (position, name) in abbreviations.names.enumerated() {
            writer.string(name.text)
            writer.varint(name.id)
            writer.varints(abbreviations.partLengths(of: position))
        }
        return writer.bytes
    }

    /// Reads `encoded()`; nil when the blob is of another layout, cut short,
    /// or its positions and counts do not agree.
    init?(decoding blob: UnsafeRawBufferPointer) {
        var reader = ByteReader(blob)
        guard reader.varint() == Self.layoutVersion else { return nil }
        func keysAndLists() -> (keys: SortedKeys, lists: PackedLists)? {
            let bytes = reader.byteRun()
            var end = 0
            let ends = reader.varints(as: Int.self).map { length in
                end += length
                return end
            }
            let starts: [Int32] = reader.varints(), values: [Int32] = reader.varints()
            guard let keys = SortedKeys(bytes: bytes, ends: ends), let lists = PackedLists(starts: starts, values: values),
                  lists.count == keys.count else { return nil }
            return (keys, lists)
        }
        guard let names = keysAndLists(), let words = keysAndLists() else { return nil }
        let entityIDs: [Int] = reader.varints()
        let starts: [Int32] = reader.varints(), values: [Int32] = reader.varints()
        guard let namesByEntity = PackedLists(starts: starts, values: values), namesByEntity.count == entityIDs.count,
              values.allSatisfy({ $0 < names.keys.count }), zip(entityIDs, entityIDs.dropFirst()).allSatisfy({ $0 < $1 }),
              let abbreviations = Self.abbreviations(from: &reader), !reader.isMalformed, reader.isAtEnd else { return nil }
        self.init(names: names.keys, idsByName: names.lists, words: words.keys, idsByWord: words.lists,
                  entityIDs: entityIDs, namesByEntity: namesByEntity, abbreviations: abbreviations)
    }

    /// The abbreviable names as `encoded()` wrote them.
    private static func abbreviations(from reader: inout ByteReader) -> AbbreviatedNames? {
        let count = reader.varint()
        guard count <= reader.bytes.count else { return nil }
        var kept: [(name: AbbreviatedNames.Name, partLengths: [Int])] = []
        kept.reserveCapacity(count)
        for _ in 0..<count {
            let text = reader.string(), id = reader.varint()
            kept.append((AbbreviatedNames.Name(text: text, id: id), reader.varints()))
        }
        return reader.isMalformed ? nil : AbbreviatedNames(laidOut: kept)
    }

    /// The table of `kind` (one of `kinds`) in `db`'s index, read in place.
    static func stored(_ kind: String, in db: Database) throws -> EntityNameTable {
        let decoded = try ReadStatement(db, sql: "SELECT data FROM entity_name WHERE kind = ?")
            .rows(.text(kind)) { EntityNameTable(decoding: $0.bytes(0)) }
        guard let table = decoded.first ?? nil else { throw DatabaseError.damagedIndex("entity_name") }
        return table
    }
}
