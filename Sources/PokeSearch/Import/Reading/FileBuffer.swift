import Foundation

/// A buffer that holds one whole file at a time, reused from file to file
/// (by one decoding thread, or passed round from an archive's reading
/// thread): reading the dump's 15,000 files then allocates (and
/// page-faults) almost nothing.
final class FileBuffer: @unchecked Sendable {
    private var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
    /// What the last `fill` read.
    private(set) var bytes = UnsafeRawBufferPointer(start: nil, count: 0)

    deinit {
        storage.deallocate()
    }

    /// Reads the file at `path` and passes its bytes, valid during the call only, to `body`.
    func withContents<T>(ofFile path: String, _ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileReadError(code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileReadError(code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileReadError(code: EISDIR) }
        let bytes = try fill(expecting: Int(info.st_size)) { free in
            while true {
                let read = Foundation.read(descriptor, free.baseAddress!, free.count)
                if read >= 0 { return read }
                if errno != EINTR { throw FileReadError(code: errno) }
            }
        }
        return try body(bytes)
    }

    /// Fills the buffer with what `readSome` writes into the free space it is
    /// given, until it writes nothing; the bytes stay valid until the next fill.
    /// Reads to the end rather than trusting `size`: a file may change under us.
    func fill(expecting size: Int, _ readSome: (UnsafeMutableRawBufferPointer) throws -> Int) throws -> UnsafeRawBufferPointer {
        var count = 0
        reserve(max(size, 0) + 1, keeping: count)
        while true {
            if count == storage.count { reserve(storage.count * 2, keeping: count) }
            let read = try readSome(UnsafeMutableRawBufferPointer(rebasing: storage[count...]))
            if read == 0 { break }
            count += read
        }
        bytes = UnsafeRawBufferPointer(rebasing: storage[..<count])
        return bytes
    }

    /// Makes room for `byteCount` bytes, keeping the first `kept` ones.
    private func reserve(_ byteCount: Int, keeping kept: Int) {
        guard byteCount > storage.count else { return }
        let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: byteCount, alignment: 16)
        larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[..<kept]))
        storage.deallocate()
        storage = larger
    }
}

/// A file of the dump that could not be read: `errno`'s code.
struct FileReadError: Error {
    let code: Int32

    /// "no such file", "permission denied"…
    var reason: String {
        code == ENOENT ? "no such file" : String(cString: strerror(code)).lowercased()
    }
}
