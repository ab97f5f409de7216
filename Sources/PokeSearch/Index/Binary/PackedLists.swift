/// Short lists of numbers (ids, positions) laid end to end in one array,
/// with where each list starts: thousands of lists without an array each,
/// so a table of them is read from the index in a few copies.
struct PackedLists: Sendable {
    /// Where each list starts in `values`, and the end of the last.
    private let starts: [Int32]
    private let values: [Int32]

    init(_ lists: [[Int]]) {
        var starts: [Int32] = [0], values: [Int32] = []
        starts.reserveCapacity(lists.count + 1)
        values.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for list in lists {
            values += list.lazy.map { Int32($0) }
            starts.append(Int32(values.count))
        }
        self.starts = starts
        self.values = values
    }

    /// From `starts` as `encoded` gives them; nil unless they begin at 0,
    /// never fall and end at the end of `values` (a damaged index).
    init?(starts: [Int32], values: [Int32]) {
        guard starts.first == 0, Int(starts.last ?? -1) == values.count,
              zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        self.starts = starts
        self.values = values
    }

    /// How many lists there are.
    var count: Int { starts.count - 1 }

    /// The list at `index` (`0..<count`).
    subscript(index: Int) -> ArraySlice<Int32> {
        values[Int(starts[index])..<Int(starts[index + 1])]
    }

    /// Every list's length, then every value: what `init?(starts:values:)` reads back.
    var encoded: (starts: [Int32], values: [Int32]) { (starts, values) }
}
