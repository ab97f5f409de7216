/// Binary search over strings sorted as SQLite's BINARY collation sorts
/// them (by UTF-8 bytes), the order of the index tables' keys.
extension RandomAccessCollection where Index == Int {
    /// The first index whose key is not before `key`.
    func lowerBound(of key: String, by keyOf: (Element) -> String) -> Int {
        partitionIndex(from: startIndex) { keyOf($0).compareBytes(key) >= 0 }
    }

    /// The indices whose key starts with `prefix`.
    func range(withPrefix prefix: String, by keyOf: (Element) -> String) -> Range<Int> {
        guard !prefix.isEmpty else { return startIndex..<endIndex }
        let start = lowerBound(of: prefix, by: keyOf)
        // Keys that start with the prefix sort together, right after it.
        return start..<partitionIndex(from: start) { !keyOf($0).hasPrefixBytes(prefix) }
    }

    /// The indices whose key is `key`.
    func range(of key: String, by keyOf: (Element) -> String) -> Range<Int> {
        let start = lowerBound(of: key, by: keyOf)
        return start..<partitionIndex(from: start) { keyOf($0).compareBytes(key) != 0 }
    }

    /// The first index from `start` where `isAfter` holds, given that it holds
    /// for every element after the first one where it does.
    private func partitionIndex(from start: Int, where isAfter: (Element) -> Bool) -> Int {
        var low = start, high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
