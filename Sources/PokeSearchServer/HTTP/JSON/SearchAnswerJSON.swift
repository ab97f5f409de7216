import PokeSearch

/// A Pokémon search's answer written member by member, in key order, as
/// `SortedJSONEncoder` would write `SearchAnswer.encode` (a test compares
/// them): under a load of distinct searches, the node tree of the answer's
/// dozen members around its results was a twentieth of the server's CPU.
extension SearchAnswer where Result == SummaryEntry {
    func json() throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(results.count * 440 + 256)
        bytes.append(contentsOf: #"{"corrections":["#.utf8)
        for (index, correction) in corrections.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: #"{"from":"#.utf8)
            JSONNode.write(string: correction.from, into: &bytes)
            bytes.append(contentsOf: #","to":"#.utf8)
            JSONNode.write(string: correction.to, into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(contentsOf: #"],"did_you_mean":"#.utf8)
        Self.write(strings: didYouMean, into: &bytes)
        bytes.append(contentsOf: #","ignored":"#.utf8)
        Self.write(strings: ignored, into: &bytes)
        bytes.append(contentsOf: #","lang":"#.utf8)
        JSONNode.write(string: lang, into: &bytes)
        bytes.append(contentsOf: #","limit":"#.utf8)
        bytes.append(contentsOf: limit.description.utf8)
        bytes.append(contentsOf: #","offset":"#.utf8)
        bytes.append(contentsOf: offset.description.utf8)
        bytes.append(contentsOf: #","order":"#.utf8)
        JSONNode.write(string: order, into: &bytes)
        bytes.append(contentsOf: #","query":"#.utf8)
        JSONNode.write(string: query, into: &bytes)
        bytes.append(contentsOf: #","results":["#.utf8)
        for (index, entry) in results.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try SummaryJSON.write(entry, into: &bytes)
        }
        bytes.append(contentsOf: #"],"showing_results_for":"#.utf8)
        Self.write(optional: showingResultsFor, into: &bytes)
        bytes.append(contentsOf: #","sort":"#.utf8)
        Self.write(optional: sort, into: &bytes)
        bytes.append(contentsOf: #","total":"#.utf8)
        bytes.append(contentsOf: total.description.utf8)
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    private static func write(strings: [String], into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        for (index, string) in strings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONNode.write(string: string, into: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private static func write(optional string: String?, into bytes: inout [UInt8]) {
        if let string { JSONNode.write(string: string, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
    }
}
