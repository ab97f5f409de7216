extension Array {
    /// The first `count` elements in the order `precedes` defines (a total
    /// order), sorted: a page of a long list of matches without sorting all
    /// of them. At most `count` elements; all of them, sorted, when `count` is nil.
    func firstSorted(_ count: Int?, by precedes: (Element, Element) -> Bool) -> [Element] {
        guard let count, count < self.count / 4 else {
            let sorted = self.sorted(by: precedes)
            return count.map { Array(sorted.prefix($0)) } ?? sorted
        }
        guard count > 0 else { return [] }
        var best: [Element] = []
        best.reserveCapacity(count + 1)
        for element in self {
            if best.count == count, !precedes(element, best[count - 1]) { continue }
            // After every element it does not precede.
            var low = 0, high = best.count
            while low < high {
                let middle = (low + high) / 2
                if precedes(element, best[middle]) { high = middle } else { low = middle + 1 }
            }
            best.insert(element, at: low)
            if best.count > count { best.removeLast() }
        }
        return best
    }
}
