import Foundation

/// A member name as `JSONCursor.members` meets it: its bytes in the file,
/// compared without making a `String`.
///
///     switch key {
///     case "id": id = try json.int(at: "id")
///     default: try json.skipValue()
///     }
struct JSONKey {
    /// The bytes between the quotes, still escaped.
    let raw: UnsafeRawBufferPointer
    /// Whether `raw` holds escapes: `"\u0069d"` is the name `id` too.
    let isEscaped: Bool

    /// The name, unescaped.
    var name: String {
        JSONCursor.unescape(raw)
    }

    static func ~= (pattern: StaticString, key: JSONKey) -> Bool {
        key == pattern
    }

    static func == (key: JSONKey, pattern: StaticString) -> Bool {
        guard !key.isEscaped else { return key.name == pattern.description }
        let count = pattern.utf8CodeUnitCount
        return key.raw.count == count && (count == 0 || memcmp(key.raw.baseAddress!, pattern.utf8Start, count) == 0)
    }
}
