/// The indices `0..<count` grouped by a small non-negative key, each group in
/// index order, in two flat arrays (a counting sort): no array per group, so
/// building them costs two passes and two allocations however many groups
/// there are. Group `key` is `members[starts[key]..<starts[key + 1]]`.
struct IndexGroups: Sendable {
    private let starts: [Int32]
    private let members: [Int32]

    /// Groups `0..<count` by `key`, whose values lie in `0..<keys`; an index
    /// whose key is nil or out of that range is in no group.
    init(count: Int, keys: Int, key: (Int) -> Int?) {
        func validKey(_ index: Int) -> Int? { key(index).flatMap { (0..<keys).contains($0) ? $0 : nil } }
        var starts = [Int32](repeating: 0, count: max(keys, 0) + 1)
        for index in 0..<count { if let key = validKey(index) { starts[key + 1] += 1 } }
        for key in starts.indices.dropFirst() { starts[key] += starts[key - 1] }
        var next = starts, members = [Int32](repeating: 0, count: Int(starts.last ?? 0))
        for index in 0..<count {
            guard let key = validKey(index) else { continue }
            members[Int(next[key])] = Int32(index)
            next[key] += 1
        }
        self.starts = starts
        self.members = members
    }

    /// All members, group after group: group `key` is `ordered[positions(ofKeys: key...key)]`.
    var ordered: [Int32] { members }

    /// Where the groups of `keys` lie in `ordered`, one after the other (keys out of range hold none).
    func positions(ofKeys keys: ClosedRange<Int>) -> Range<Int> {
        let last = starts.count - 1
        let lower = min(max(keys.lowerBound, 0), last), upper = min(max(keys.upperBound + 1, 0), last)
        return Int(starts[lower])..<Int(starts[max(lower, upper)])
    }

    /// The indices with `key`, in order (none for a key out of range).
    subscript(key: Int) -> ArraySlice<Int32> {
        guard key >= 0, key + 1 < starts.count else { return [] }
        return members[Int(starts[key])..<Int(starts[key + 1])]
    }
}
