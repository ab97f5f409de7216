extension Array where Element: Comparable {
    /// Where `value` is in this array, sorted ascending, found by bisection; nil when it is not there.
    func sortedIndex(of value: Element) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value ? low : nil
    }
}
