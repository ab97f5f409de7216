import Foundation

extension JSONCursor {
    /// Decodes `T` from `data` with JSONDecoder, except the top-level member
    /// `key`, which `read` parses from a cursor and JSONDecoder never sees.
    ///
    /// When anything fails, JSONDecoder reads the whole file again, so that a
    /// malformed file is reported in its usual words.
    static func splitDecode<T: Decodable, List>(
        _ type: T.Type, from data: Data, member key: String,
        read: (inout JSONCursor) throws -> List
    ) throws -> (T, List) {
        do {
            let (range, list) = try data.withUnsafeBytes { raw -> (Range<Int>, List) in
                var cursor = JSONCursor(raw)
                var found: (Range<Int>, List)?
                try cursor.members(at: "") { cursor, name in
                    guard found == nil, name == key else { return try cursor.skipValue() }
                    cursor.skipSpace()
                    let start = cursor.position
                    let list = try read(&cursor)
                    found = (start..<cursor.position, list)
                }
                cursor.skipSpace()
                guard cursor.position == raw.count else { throw JSONSyntaxError(offset: cursor.position) }
                guard let found else { throw JSONShapeError(field: key, expected: "present") }
                return found
            }
            var rest = Data(capacity: data.count - range.count + 2)
            rest.append(data[data.startIndex..<(data.startIndex + range.lowerBound)])
            rest.append(contentsOf: "[]".utf8)
            rest.append(data[(data.startIndex + range.upperBound)...])
            return (try JSONDecoder().decode(T.self, from: rest), list)
        } catch {
            _ = try JSONDecoder().decode(T.self, from: data)
            throw error
        }
    }
}
