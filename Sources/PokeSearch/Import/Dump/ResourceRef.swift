import Foundation

/// A link from one resource to another, as the dump writes it:
/// `{"name": "fire", "url": "/api/v2/type/10/"}`.
///
/// Both relative URLs and absolute ones (`https://pokeapi.co/api/v2/type/10/`)
/// are accepted; only the `<endpoint>/<id>` tail matters.
struct ResourceRef: Sendable {
    /// The slug of the resource, when the link carries one.
    let name: String?
    /// The endpoint folder named by the URL, e.g. `type`.
    let endpoint: String
    /// The resource id named by the URL.
    let id: Int

    /// The link at the cursor, `{"name": …, "url": …}` (name optional).
    static func read(_ json: inout JSONCursor, at field: @autoclosure () -> String) throws -> ResourceRef {
        var name: String?
        var target: (endpoint: String, id: Int)?
        try json.members(at: field()) { json, key in
            switch key {
            case "name": name = try json.nullable { try $0.string(at: "\(field()).name") }
            case "url":
                let url = try json.rawString(at: "\(field()).url")
                // Links are read by the million: parsed in place unless escaped (`\/api\/v2\/…`).
                let bytes = UnsafeRawBufferPointer(rebasing: json.bytes[url])
                target = isEscaped(bytes) ? parse(json.text(url)) : parse(bytes)
                guard target != nil else { throw notAURL("\(field()).url") }
            default: try json.skipValue()
            }
        }
        let (endpoint, id) = try target.required("\(field()).url")
        return ResourceRef(name: name, endpoint: endpoint, id: id)
    }

    /// The link at the cursor, or nil for `null`.
    static func readNullable(_ json: inout JSONCursor, at field: @autoclosure () -> String) throws -> ResourceRef? {
        try json.nullable { try read(&$0, at: field()) }
    }

    /// The list of links at the cursor.
    static func readList(_ json: inout JSONCursor, at field: @autoclosure () -> String) throws -> [ResourceRef] {
        try json.list(at: field()) { json, index in try read(&json, at: "\(field())[\(index)]") }
    }

    /// The id of the link at the cursor, which must point to `endpoint`;
    /// its name is skipped. For the learnset details, read by the hundred
    /// thousand: no string is made.
    static func readID(_ json: inout JSONCursor, of endpoint: Endpoint, at field: @autoclosure () -> String) throws -> Int {
        var id: Int?
        try json.members(at: field()) { json, key in
            guard key == "url" else { return try json.skipValue() }
            let url = try json.rawString(at: "\(field()).url")
            let bytes = UnsafeRawBufferPointer(rebasing: json.bytes[url])
            if !isEscaped(bytes), let (name, parsed) = locate(bytes),
               matches(UnsafeRawBufferPointer(rebasing: bytes[name]), endpoint) {
                id = parsed
                return
            }
            // Escaped, not a link, or a link to elsewhere: read as text to say which.
            guard let (name, parsed) = parse(json.text(url)) else { throw notAURL("\(field()).url") }
            guard name == endpoint.rawValue else {
                throw ResourceRef(name: nil, endpoint: name, id: parsed).wrongEndpoint(endpoint, at: field())
            }
            id = parsed
        }
        return try id.required("\(field()).url")
    }

    /// Whether a URL holds escapes (`\/api\/v2\/…`).
    private static func isEscaped(_ url: UnsafeRawBufferPointer) -> Bool {
        url.count > 0 && memchr(url.baseAddress!, Int32(UInt8(ascii: "\\")), url.count) != nil
    }

    /// Whether `bytes` spell `endpoint`'s folder name.
    private static func matches(_ bytes: UnsafeRawBufferPointer, _ endpoint: Endpoint) -> Bool {
        var name = endpoint.rawValue
        return name.withUTF8 { name in
            name.count == bytes.count && memcmp(name.baseAddress!, bytes.baseAddress!, name.count) == 0
        }
    }

    private static func notAURL(_ field: String) -> JSONShapeError {
        .notA("a PokéAPI resource URL like /api/v2/type/10/", field)
    }

    /// The error for a link to another endpoint than `expected`.
    func wrongEndpoint(_ expected: Endpoint, at field: String) -> JSONShapeError {
        JSONShapeError(field: field, reason: "links to \(endpoint) \(id) where a \(expected) link belongs")
    }

    /// Splits `…/api/v2/<endpoint>/<id>/` into its endpoint and id.
    ///
    /// Scans the bytes from the end: this runs for every link of every file,
    /// a few million times per import.
    static func parse(_ url: String) -> (endpoint: String, id: Int)? {
        var url = url
        return url.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer) -> (endpoint: String, id: Int)? {
        guard let (endpoint, id) = locate(bytes) else { return nil }
        return (String(decoding: UnsafeRawBufferPointer(rebasing: bytes[endpoint]), as: UTF8.self), id)
    }

    /// The eight bytes of `/api/v2/` as one word, compared in one step.
    private static let apiV2 = Array("/api/v2/".utf8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }

    /// Where the endpoint's name lies in `bytes`, and the id.
    private static func locate(_ bytes: UnsafeRawBufferPointer) -> (endpoint: Range<Int>, id: Int)? {
        let slash = UInt8(ascii: "/")
        var end = bytes.count
        while end > 0 && bytes[end - 1] == slash { end -= 1 }
        var idStart = end
        while idStart > 0, bytes[idStart - 1] != slash { idStart -= 1 }
        guard idStart > 0, (1...9).contains(end - idStart) else { return nil }
        var id = 0
        for byte in bytes[idStart..<end] {
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            id = id * 10 + Int(byte &- UInt8(ascii: "0"))
        }
        let endpointEnd = idStart - 1
        var endpointStart = endpointEnd
        while endpointStart > 0, bytes[endpointStart - 1] != slash { endpointStart -= 1 }
        guard id > 0, endpointStart < endpointEnd, endpointStart >= 8,
              bytes.loadUnaligned(fromByteOffset: endpointStart - 8, as: UInt64.self) == apiV2
        else { return nil }
        return (endpointStart..<endpointEnd, id)
    }
}
