import Foundation

/// A buffer that holds one whole file at a time, reused from file to file
/// by one decoding thread: reading the dump's 15,000 files then allocates
/// (and page-faults) almost nothing.
final class FileBuffer {
    private var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)

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
        var count = 0
        reserve(Int(info.st_size) + 1, keeping: count)
        while true {
            // Read to the end rather than trusting the size: a file may change under us.
            if count == storage.count { reserve(storage.count * 2, keeping: count) }
            let read = Foundation.read(descriptor, storage.baseAddress! + count, storage.count - count)
            if read < 0 {
                if errno == EINTR { continue }
                throw FileReadError(code: errno)
            }
            if read == 0 { break }
            count += read
        }
        return try body(UnsafeRawBufferPointer(rebasing: storage[..<count]))
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
