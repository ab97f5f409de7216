/// Binary search over strings sorted as SQLite's BINARY collation sorts
/// them (by UTF-8 bytes), the order of the index tables' keys.
extension RandomAccessCollection where Index == Int {
    /// The first index whose key is not before `key`.
    func lowerBound(of key: String, by keyOf: (Element) -> String) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if keyOf(self[middle]).utf8.lexicographicallyPrecedes(key.utf8) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The indices whose key starts with `prefix`.
    func range(withPrefix prefix: String, by keyOf: (Element) -> String) -> Range<Int> {
        let start = lowerBound(of: prefix, by: keyOf)
        var end = start
        while end < endIndex, keyOf(self[end]).utf8.starts(with: prefix.utf8) { end += 1 }
        return start..<end
    }

    /// The indices whose key is `key`.
    func range(of key: String, by keyOf: (Element) -> String) -> Range<Int> {
        let start = lowerBound(of: key, by: keyOf)
        var end = start
        while end < endIndex, keyOf(self[end]).utf8.elementsEqual(key.utf8) { end += 1 }
        return start..<end
    }
}
