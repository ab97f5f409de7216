/// Encodes API answers as Foundation's `JSONEncoder` does with
/// `[.sortedKeys, .withoutEscapingSlashes]` and the CLI's dates, byte for
/// byte (`SortedJSONEncoderTests` compares them), in a fraction of its time:
/// under load a quarter of the server's CPU went to `JSONEncoder`, which
/// builds a dictionary per object and goes through generic dispatch for
/// every value. Here scalars are stored as they will be written and an
/// object's members in an array, sorted once when written.
enum SortedJSONEncoder {
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let node = try NodeEncoder.node(of: value)
        // A search's answer is written as bytes already (`SearchAnswer.json`): not copied again.
        if case .raw(let written) = node { return written }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        node.write(into: &bytes)
        return bytes
    }
}
