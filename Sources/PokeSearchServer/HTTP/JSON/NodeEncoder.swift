import Foundation
import PokeSearch

/// The `Encoder` of `SortedJSONEncoder`: builds the `JSONNode` of one value.
/// Scalars go straight into their node (the concrete `encode` overloads, no
/// generic dispatch); only nested values get an encoder of their own.
final class NodeEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What was encoded; nil when nothing was (written `{}`, as Foundation does).
    var node: JSONNode?

    /// The node of `value`: dates as `CatchDate.stored` strings (the CLI's
    /// dates), URLs as their text, anything else as it encodes itself.
    static func node<Value: Encodable>(of value: Value) throws -> JSONNode {
        // Metatype comparisons, not casts: this runs for every nested value.
        if Value.self == String.self { return .string(value as! String) }
        if Value.self == Int.self { return .number((value as! Int).description) }
        if Value.self == Double.self { return try .number(digits(value as! Double)) }
        if Value.self == Bool.self { return .bool(value as! Bool) }
        if Value.self == Date.self { return .string(CatchDate.stored(value as! Date)) }
        if Value.self == URL.self { return .string((value as! URL).absoluteString) }
        // Search results and listing pages: each summary's bytes written once, not a node per value.
        if Value.self == [SummaryEntry].self { return .raw(try SummaryJSON.array(value as! [SummaryEntry])) }
        if Value.self == SearchAnswer<SummaryEntry>.self { return .raw(try (value as! SearchAnswer<SummaryEntry>).json()) }
        let encoder = NodeEncoder()
        try value.encode(to: encoder)
        return encoder.node ?? .object(JSONObject())
    }

    /// A double as Foundation writes it: its shortest form, without a trailing `.0`.
    static func digits(_ value: Double) throws -> String {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(value) is not valid in JSON"))
        }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let object)? = node { return KeyedEncodingContainer(KeyedContainer(object: object)) }
        let object = JSONObject()
        node = .object(object)
        return KeyedEncodingContainer(KeyedContainer(object: object))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let array)? = node { return UnkeyedContainer(array: array) }
        let array = JSONArray()
        node = .array(array)
        return UnkeyedContainer(array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(encoder: self)
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let object: JSONObject
        var codingPath: [any CodingKey] { [] }

        private func add(_ value: JSONNode, _ key: Key) { object.add(key.stringValue, value) }

        mutating func encodeNil(forKey key: Key) { add(.null, key) }
        mutating func encode(_ value: Bool, forKey key: Key) { add(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) { add(.string(value), key) }
        mutating func encode(_ value: Int, forKey key: Key) { add(.number(value.description), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { add(.number(try NodeEncoder.digits(value)), key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { add(.number(try NodeEncoder.digits(Double(value))), key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { add(try NodeEncoder.node(of: value), key) }
        mutating func encode(_ value: Int8, forKey key: Key) { add(.number(value.description), key) }
        mutating func encode(_ value: Int16, forKey key: Key) { add(.number(value.description), key) }
        mutating func encode(_ value: Int32, forKey key: Key) { add(.number(value.description), key) }
        mutating func encode(_ value: Int64, forKey key: Key) { add(.number(value.description), key) }
        mutating func encode(_ value: UInt, forKey key: Key) { add(.number(value.description), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) { add(.number(value.description), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) { add(.number(value.description), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) { add(.number(value.description), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) { add(.number(value.description), key) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = JSONObject()
            add(.object(nested), key)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = JSONArray()
            add(.array(nested), key)
            return UnkeyedContainer(array: nested)
        }

        mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

        /// An encoder whose keyed or unkeyed containers fill a member `name`
        /// (nothing in this package asks for one).
        private func superEncoder(named name: String) -> any Encoder {
            let encoder = NodeEncoder()
            let nested = JSONObject()
            encoder.node = .object(nested)
            object.add(name, .object(nested))
            return encoder
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let array: JSONArray
        var codingPath: [any CodingKey] { [] }
        var count: Int { array.items.count }

        mutating func encodeNil() { array.items.append(.null) }
        mutating func encode(_ value: Bool) { array.items.append(.bool(value)) }
        mutating func encode(_ value: String) { array.items.append(.string(value)) }
        mutating func encode(_ value: Int) { array.items.append(.number(value.description)) }
        mutating func encode(_ value: Double) throws { array.items.append(.number(try NodeEncoder.digits(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws { array.items.append(try NodeEncoder.node(of: value)) }
        mutating func encode(_ value: Float) throws { array.items.append(.number(try NodeEncoder.digits(Double(value)))) }
        mutating func encode(_ value: Int8) { array.items.append(.number(value.description)) }
        mutating func encode(_ value: Int16) { array.items.append(.number(value.description)) }
        mutating func encode(_ value: Int32) { array.items.append(.number(value.description)) }
        mutating func encode(_ value: Int64) { array.items.append(.number(value.description)) }
        mutating func encode(_ value: UInt) { array.items.append(.number(value.description)) }
        mutating func encode(_ value: UInt8) { array.items.append(.number(value.description)) }
        mutating func encode(_ value: UInt16) { array.items.append(.number(value.description)) }
        mutating func encode(_ value: UInt32) { array.items.append(.number(value.description)) }
        mutating func encode(_ value: UInt64) { array.items.append(.number(value.description)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = JSONObject()
            array.items.append(.object(nested))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = JSONArray()
            array.items.append(.array(nested))
            return UnkeyedContainer(array: nested)
        }

        mutating func superEncoder() -> any Encoder {
            let encoder = NodeEncoder()
            let object = JSONObject()
            encoder.node = .object(object)
            array.items.append(.object(object))
            return encoder
        }
    }

    struct SingleContainer: SingleValueEncodingContainer {
        let encoder: NodeEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.node = .null }
        mutating func encode(_ value: Bool) { encoder.node = .bool(value) }
        mutating func encode(_ value: String) { encoder.node = .string(value) }
        mutating func encode(_ value: Int) { encoder.node = .number(value.description) }
        mutating func encode(_ value: Double) throws { encoder.node = .number(try NodeEncoder.digits(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { encoder.node = try NodeEncoder.node(of: value) }
        mutating func encode(_ value: Float) throws { encoder.node = .number(try NodeEncoder.digits(Double(value))) }
        mutating func encode(_ value: Int8) { encoder.node = .number(value.description) }
        mutating func encode(_ value: Int16) { encoder.node = .number(value.description) }
        mutating func encode(_ value: Int32) { encoder.node = .number(value.description) }
        mutating func encode(_ value: Int64) { encoder.node = .number(value.description) }
        mutating func encode(_ value: UInt) { encoder.node = .number(value.description) }
        mutating func encode(_ value: UInt8) { encoder.node = .number(value.description) }
        mutating func encode(_ value: UInt16) { encoder.node = .number(value.description) }
        mutating func encode(_ value: UInt32) { encoder.node = .number(value.description) }
        mutating func encode(_ value: UInt64) { encoder.node = .number(value.description) }
    }
}
