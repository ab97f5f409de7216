import PokeSearch

/// A Pokémon search's answer written member by member, in key order, as
/// `SortedJSONEncoder` would write `SearchAnswer.encode` (a test compares
/// them): under a load of distinct searches, the node tree of the answer's
/// dozen members around its results was a twentieth of the server's CPU.
extension SearchAnswer where Result == SummaryEntry {
    func json() throws -> [UInt8] {
        var object = MemberWriter(capacity: results.count * 440 + 256)
        object.key("corrections")
        object.array(corrections) { bytes, correction in
            bytes.append(contentsOf: #"{"from":"#.utf8)
            JSONNode.write(string: correction.from, into: &bytes)
            bytes.append(contentsOf: #","to":"#.utf8)
            JSONNode.write(string: correction.to, into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        object.strings("did_you_mean", didYouMean)
        object.strings("ignored", ignored)
        object.string("lang", lang)
        object.number("limit", limit)
        object.number("offset", offset)
        object.string("order", order)
        object.string("order_from_words", orderFromWords)
        object.string("query", query)
        object.key("results")
        try object.array(results) { bytes, entry in try SummaryJSON.write(entry, into: &bytes) }
        object.string("showing_results_for", showingResultsFor)
        object.string("sort", sort)
        object.string("sort_from_words", sortFromWords)
        object.number("total", total)
        return object.closed()
    }
}

/// Writes one object's members as they come, the caller keeping key order:
/// `{"key":value,…}`.
private struct MemberWriter {
    var bytes: [UInt8]
    private var first = true

    init(capacity: Int) {
        bytes = [UInt8(ascii: "{")]
        bytes.reserveCapacity(capacity)
    }

    /// The object, closed.
    mutating func closed() -> [UInt8] {
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    mutating func key(_ name: String) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        JSONNode.write(string: name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A string, or null.
    mutating func string(_ name: String, _ value: String?) {
        key(name)
        if let value { JSONNode.write(string: value, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
    }

    mutating func number(_ name: String, _ value: Int) {
        key(name)
        bytes.append(contentsOf: value.description.utf8)
    }

    mutating func strings(_ name: String, _ values: [String]) {
        key(name)
        array(values) { bytes, value in JSONNode.write(string: value, into: &bytes) }
    }

    /// The array of `items`, each written by `write`, after a `key`.
    mutating func array<Item>(_ items: [Item], _ write: (inout [UInt8], Item) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try write(&bytes, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
