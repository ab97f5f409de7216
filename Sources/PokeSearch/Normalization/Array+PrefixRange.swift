extension Array {
    /// The elements whose `key` starts with `prefix`, in an array sorted by
    /// `key`: found by bisection, then walked while they still match.
    func range(withPrefix prefix: String, key: (Element) -> String) -> Range<Int> {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if key(self[middle]) < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < count, key(self[end]).hasPrefix(prefix) { end += 1 }
        return low..<end
    }
}
