import Hummingbird
import PokeSearch

/// The query string's parameters, read with the API's rules: a value that
/// does not parse is a 400 naming the parameter, never a silent default.
struct QueryParameters {
    private let values: [String: String]

    init(_ request: Request) {
        values = Self.decode(request.uri.query ?? "")
    }

    func string(_ name: String) -> String? {
        values[name]
    }

    /// `application/x-www-form-urlencoded`, as browsers' `URLSearchParams` write
    /// it: `+` is a space, `%2B` a plus. The first of repeated names wins.
    static func decode(_ query: String) -> [String: String] {
        var values: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            // A broken escape is kept as typed: the engine then says what it cannot read.
            func text(_ part: Substring) -> String { PercentDecoding.decode(part, plusIsSpace: true) ?? String(part) }
            let name = text(parts[0])
            if values[name] == nil { values[name] = parts.count > 1 ? text(parts[1]) : "" }
        }
        return values
    }

    func int(_ name: String) throws -> Int? {
        guard let text = string(name), !text.isEmpty else { return nil }
        guard let value = Int(text) else { throw APIError.badParameter(name, text, expected: "a whole number") }
        return value
    }

    func bool(_ name: String) throws -> Bool? {
        guard let text = string(name), !text.isEmpty else { return nil }
        switch text.lowercased() {
        case "true", "1", "yes": return true
        case "false", "0", "no": return false
        default: throw APIError.badParameter(name, text, expected: "true or false")
        }
    }

    /// `limit`, `offset` and `page` as the CLI reads `--limit --offset --page`.
    func pagination(defaultLimit: Int = Pagination.defaultLimit) throws -> Pagination {
        let limit = try int("limit") ?? defaultLimit
        let page = try int("page"), offset = try int("offset")
        if page != nil, offset != nil { throw APIError(.badRequest, "use page or offset, not both") }
        if let page {
            return try Pagination(page: page, limit: limit)
        }
        return try Pagination(limit: limit, offset: offset ?? 0)
    }

    /// `sort`: one of the CLI's keys (`SortKey` for Pokémon, `EntitySortKey`
    /// for moves, items and abilities), nil when absent.
    func sort<Key: RawRepresentable & CaseIterable>(_ keys: Key.Type = SortKey.self) throws -> Key? where Key.RawValue == String {
        guard let text = string("sort"), !text.isEmpty else { return nil }
        guard let key = Key(rawValue: text) else {
            throw APIError.badParameter("sort", text, expected: "one of " + Key.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return key
    }

    /// `order`: `asc` (default) or `desc`; true for descending.
    func descending() throws -> Bool {
        switch string("order")?.lowercased() {
        case nil, "", "asc": return false
        case "desc": return true
        case let other?: throw APIError.badParameter("order", other, expected: "asc or desc")
        }
    }

    /// `lang`: a PokéAPI language name or ISO code (`en` by default); the
    /// engine refuses an unknown one, naming the known ones (a 400).
    var language: String {
        guard let text = string("lang"), !text.isEmpty else { return "en" }
        return text
    }
}
