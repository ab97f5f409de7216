/// A link from one resource to another, as the dump writes it:
/// `{"name": "fire", "url": "/api/v2/type/10/"}`.
///
/// Both relative URLs and absolute ones (`https://pokeapi.co/api/v2/type/10/`)
/// are accepted; only the `<endpoint>/<id>` tail matters.
struct ResourceRef: Decodable, Sendable {
    /// The slug of the resource, when the link carries one.
    let name: String?
    /// The endpoint folder named by the URL, e.g. `type`.
    let endpoint: String
    /// The resource id named by the URL.
    let id: Int

    private enum CodingKeys: String, CodingKey { case name, url }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        let url = try container.decode(String.self, forKey: .url)
        guard let (endpoint, id) = Self.parse(url) else {
            throw DecodingError.dataCorruptedError(
                forKey: .url, in: container,
                debugDescription: "\"\(url)\" is not a PokéAPI resource URL like /api/v2/type/10/")
        }
        self.endpoint = endpoint
        self.id = id
    }

    /// A link read by `JSONCursor` as `{"name": …, "url": …}` (name optional).
    static func read(_ cursor: inout JSONCursor, at field: @autoclosure () -> String) throws -> ResourceRef {
        var name: String?
        var url: String?
        try cursor.members(at: field()) { cursor, key in
            switch key {
            case "name": name = try cursor.skipNull() ? nil : try cursor.string(at: "\(field()).name")
            case "url": url = try cursor.string(at: "\(field()).url")
            default: try cursor.skipValue()
            }
        }
        guard let url else { throw JSONShapeError(field: "\(field()).url", expected: "present") }
        guard let (endpoint, id) = parse(url) else {
            throw JSONShapeError(field: "\(field()).url", expected: "a PokéAPI resource URL like /api/v2/type/10/")
        }
        return ResourceRef(name: name, endpoint: endpoint, id: id)
    }

    private init(name: String?, endpoint: String, id: Int) {
        self.name = name
        self.endpoint = endpoint
        self.id = id
    }

    /// Splits `…/api/v2/<endpoint>/<id>/` into its endpoint and id.
    ///
    /// Scans the bytes from the end: this runs for every link of every file,
    /// a few million times per import.
    static func parse(_ url: String) -> (endpoint: String, id: Int)? {
        var url = url
        return url.withUTF8 { bytes -> (String, Int)? in
            let slash = UInt8(ascii: "/")
            var end = bytes.count
            while end > 0 && bytes[end - 1] == slash { end -= 1 }
            var id = 0
            var index = end
            while index > 0, bytes[index - 1] != slash {
                let digit = Int(bytes[index - 1]) - 48
                guard (0...9).contains(digit), end - index < 9 else { return nil }
                id += digit * power(of: 10, end - index)
                index -= 1
            }
            guard index < end, index > 0, id > 0 else { return nil }
            let endpointEnd = index - 1
            var endpointStart = endpointEnd
            while endpointStart > 0, bytes[endpointStart - 1] != slash { endpointStart -= 1 }
            guard endpointStart < endpointEnd, endpointStart >= 8 else { return nil }
            let prefix = UnsafeBufferPointer(rebasing: bytes[(endpointStart - 8)..<endpointStart])
            guard prefix.elementsEqual("/api/v2/".utf8) else { return nil }
            let endpoint = String(decoding: UnsafeBufferPointer(rebasing: bytes[endpointStart..<endpointEnd]), as: UTF8.self)
            return (endpoint, id)
        }
    }

    private static func power(of base: Int, _ exponent: Int) -> Int {
        var result = 1
        for _ in 0..<exponent { result *= base }
        return result
    }
}
