import CEmbedded
import Foundation

/// zlib compression of whole files, through the system zlib (see CEmbedded).
enum Compression {
    /// Compresses `file` into a zlib stream at `destination`.
    static func deflate(file: String, to destination: String) throws {
        try check(pokesearch_deflate_file(file, destination, 9), path: destination)
    }

    /// Inflates the zlib stream `bytes` into a new file at `destination`.
    static func inflate(_ bytes: UnsafeBufferPointer<UInt8>, to destination: String) throws {
        try check(pokesearch_inflate_to_file(bytes.baseAddress, bytes.count, destination), path: destination)
    }

    private static func check(_ result: Int32, path: String) throws {
        switch result {
        case 0: return
        case -2: throw StoreError.compression(path: path, reason: "the compressed data is truncated or corrupt")
        case -3: throw StoreError.compression(path: path, reason: "out of memory")
        default: throw StoreError.compression(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
