#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings laid end to end in one buffer, each after a 0 byte, to find the
/// ones that hold a word inside them (`pex` in Toxapex, `chomp` in
/// Garchomp): one pass over some tens of kilobytes, `memchr` to each place
/// the word's first byte is and `memcmp` there, where testing every string
/// in turn cost a call and a bounds check for each. (`memmem` is a GNU
/// extension the C library's module map does not export to Swift.)
struct InfixIndex: Sendable {
    /// Every string's bytes, each after a 0 byte (none holds one: they are folded text).
    private let bytes: [UInt8]
    /// Where each string begins in `bytes`, in order, and the end of the last.
    private let starts: [Int]

    init(_ strings: [String]) {
        var bytes: [UInt8] = [], starts: [Int] = []
        bytes.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count + 1 })
        for string in strings {
            bytes.append(0)
            starts.append(bytes.count)
            bytes += string.utf8
        }
        starts.append(bytes.count + 1)
        self.bytes = bytes
        self.starts = starts
    }

    /// The positions of the strings that hold `needle` after their first
    /// byte (a string that starts with it is a prefix match, found otherwise), in order.
    func strings(holding needle: String) -> [Int] {
        let needle = Array(needle.utf8)
        guard !needle.isEmpty, !needle.contains(0) else { return [] }
        var found: [Int] = []
        bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                guard let base = haystack.baseAddress, haystack.count >= needle.count else { return }
                let first = Int32(needle[0]), rest = needle.count - 1
                // The last place the needle can start at.
                let last = haystack.count - needle.count
                var offset = 0
                while offset <= last, let hit = memchr(base + offset, first, last - offset + 1) {
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    guard rest == 0 || memcmp(hit + 1, needle.baseAddress! + 1, rest) == 0 else {
                        offset = position + 1
                        continue
                    }
                    let string = string(containing: position)
                    guard position > starts[string] else {
                        // At the string's start: a prefix, which is found otherwise; it may sit further in too.
                        offset = position + 1
                        continue
                    }
                    found.append(string)
                    // On to the next string: one hit a string is enough.
                    offset = starts[string + 1] - 1
                }
            }
        }
        return found
    }

    /// The string whose bytes hold `position`.
    private func string(containing position: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
