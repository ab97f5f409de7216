extension Array {
    /// The elements whose `key` starts with `prefix`, in an array sorted by
    /// `key`'s UTF-8 bytes: found by bisection, then walked while they still
    /// match. Bytes, not `String`'s order: that compares canonical
    /// equivalents, a normalization pass for every name with an accent or a
    /// kana, where folded text has one spelling of each character already.
    func range(withPrefix prefix: String, key: (Element) -> String) -> Range<Int> {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if key(self[middle]).compareBytes(prefix) < 0 { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < count, key(self[end]).hasPrefixBytes(prefix) { end += 1 }
        return low..<end
    }
}
