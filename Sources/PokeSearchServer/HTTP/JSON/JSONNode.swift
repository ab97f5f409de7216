/// A value being encoded: scalars as they will be written, objects and
/// arrays as boxes that containers fill in place (an `Encodable` may ask its
/// encoder for a container several times and write into one object).
enum JSONNode {
    case null
    case bool(Bool)
    /// Digits as they are written (`12`, `0.4`, `-1.5e-07`).
    case number(String)
    case string(String)
    case object(JSONObject)
    case array(JSONArray)
    /// A value already written as JSON (a page of results: `SummaryJSON`).
    case raw([UInt8])
}

/// An object's members in the order they were encoded; sorted when written.
final class JSONObject {
    struct Member {
        let key: String
        /// The key's first eight bytes as one number, so that most comparisons
        /// of two keys are one comparison of integers.
        let prefix: UInt64
        /// Which member this is: of two equal keys, the later one wins.
        let position: Int
        let value: JSONNode
    }

    var members: [Member] = []

    init() {
        // Most objects are a Pokémon's summary and what a result adds: some twenty members.
        members.reserveCapacity(24)
    }

    func add(_ key: String, _ value: JSONNode) {
        members.append(Member(key: key, prefix: Self.prefix(of: key), position: members.count, value: value))
    }

    /// The members by key (UTF-8 bytes), each key once: the last one encoded.
    func sorted() -> [Member] {
        let order = members.sorted { left, right in
            if left.prefix != right.prefix { return left.prefix < right.prefix }
            let comparison = Self.compare(left.key, right.key)
            return comparison != 0 ? comparison < 0 : left.position < right.position
        }
        let twice = order.indices.dropLast().contains { order[$0].key == order[$0 + 1].key }
        guard twice else { return order }
        var unique: [Member] = []
        unique.reserveCapacity(order.count)
        for (index, member) in order.enumerated() where index + 1 == order.count || order[index + 1].key != member.key {
            unique.append(member)
        }
        return unique
    }

    private static func prefix(of key: String) -> UInt64 {
        var value: UInt64 = 0, count = 0
        for byte in key.utf8.prefix(8) {
            value = value << 8 | UInt64(byte)
            count += 1
        }
        return value << (8 * UInt64(8 - count))
    }

    private static func compare(_ left: String, _ right: String) -> Int {
        var left = left, right = right
        return left.withUTF8 { a in
            right.withUTF8 { b in
                let common = min(a.count, b.count)
                for index in 0..<common where a[index] != b[index] { return a[index] < b[index] ? -1 : 1 }
                return a.count - b.count
            }
        }
    }
}

final class JSONArray {
    var items: [JSONNode] = []
}

extension JSONNode {
    /// The bytes of this value: keys sorted by their UTF-8 bytes (a key
    /// encoded twice keeps its last value), no whitespace, `/` unescaped.
    func write(into bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let digits): bytes.append(contentsOf: digits.utf8)
        case .raw(let written): bytes.append(contentsOf: written)
        case .string(let text): Self.write(string: text, into: &bytes)
        case .array(let array):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in array.items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                item.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in object.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.write(string: member.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`.
    static func write(string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = string
        text.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(contentsOf: "u00".utf8)
                    bytes.append(hexDigits[Int(byte >> 4)])
                    bytes.append(hexDigits[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
