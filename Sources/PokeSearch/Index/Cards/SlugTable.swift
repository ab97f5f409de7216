/// The cards' slugs (`charizard-mega-x`) as one run of UTF-8 bytes, read
/// with the card table in one copy: a one-off search never makes 1,351
/// strings it does not show. Compared and matched as bytes.
struct SlugTable: Sendable {
    private let bytes: [UInt8]
    /// Where each document's slug ends in `bytes` (it starts where the previous one ends).
    private let ends: [Int32]

    init(_ slugs: [String]) {
        var bytes: [UInt8] = [], ends: [Int32] = []
        for slug in slugs {
            bytes.append(contentsOf: slug.utf8)
            ends.append(Int32(bytes.count))
        }
        self.init(bytes: bytes, ends: ends)
    }

    /// `ends` must rise and stay within `bytes` (the card table's decoding checks).
    init(bytes: [UInt8], ends: [Int32]) {
        self.bytes = bytes
        self.ends = ends
    }

    /// The UTF-8 bytes of every slug, in document order, and where each ends.
    var encoded: (bytes: [UInt8], ends: [Int32]) { (bytes, ends) }

    private func range(of document: Int) -> Range<Int> {
        (document == 0 ? 0 : Int(ends[document - 1]))..<Int(ends[document])
    }

    /// The slug of `document`.
    subscript(document: Int) -> String {
        String(decoding: bytes[range(of: document)], as: UTF8.self)
    }

    /// Whether the slug of `a` sorts before the slug of `b`, byte by byte.
    func precedes(_ a: Int, _ b: Int) -> Bool {
        bytes[range(of: a)].lexicographicallyPrecedes(bytes[range(of: b)])
    }

    /// Whether `a` and `b` have the same slug.
    func same(_ a: Int, _ b: Int) -> Bool {
        bytes[range(of: a)].elementsEqual(bytes[range(of: b)])
    }

    /// Whether the slug of `document` ends with `suffix`.
    func hasSuffix(_ suffix: String, document: Int) -> Bool {
        let slug = bytes[range(of: document)]
        return slug.count >= suffix.utf8.count && slug.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }

    /// Whether the slug of `document` holds `part`.
    func contains(_ part: String, document: Int) -> Bool {
        let slug = bytes[range(of: document)], needle = Array(part.utf8)
        guard !needle.isEmpty, slug.count >= needle.count else { return needle.isEmpty }
        var start = slug.startIndex
        while start + needle.count <= slug.endIndex {
            if slug[start] == needle[0], slug[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }
}
