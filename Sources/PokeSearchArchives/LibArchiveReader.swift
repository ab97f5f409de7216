import CArchive
import Foundation
import PokeSearch

/// Reads a dump's `.zip`, `.tar.gz`, `.tar.xz` (or `.tar`, `.tar.bz2`,
/// `.tar.zst`) with libarchive, entry by entry as a stream, never unpacking
/// it to disk; the format is recognised from the file's bytes, not its name.
///
/// For example:
///
///     try DumpImporter(dumpPath: "api-data-master.zip", archives: LibArchiveReader()).importDump(into: location)
public struct LibArchiveReader: DumpArchiveReader {
    public init() {}

    public func open(_ path: String) throws -> any DumpArchiveStream {
        try LibArchiveStream(path: path)
    }
}

/// One archive open with libarchive.
final class LibArchiveStream: DumpArchiveStream {
    private let archive: OpaquePointer
    let byteCount: Int64

    /// libarchive reads the file in blocks of this size.
    private static let blockSize = 1 << 20

    init(path: String) throws {
        guard let archive = archive_read_new() else { throw LibArchiveError(message: "out of memory") }
        self.archive = archive
        archive_read_support_filter_all(archive)
        archive_read_support_format_tar(archive)
        archive_read_support_format_zip(archive)
        var info = stat()
        byteCount = stat(path, &info) == 0 ? Int64(info.st_size) : 0
        guard archive_read_open_filename(archive, path, Self.blockSize) == ARCHIVE_OK else {
            let error = LibArchiveError(archive)
            let code = archive_errno(archive)
            // (deinit frees the archive.)
            // An empty file or one of no format libarchive knows: not a dump, whatever it is.
            if code == EILSEQ || error.message.contains("Unrecognized archive format") {
                throw ImportError.notADump(path)
            }
            throw error
        }
    }

    deinit {
        archive_read_free(archive)
    }

    func nextEntry() throws -> DumpArchiveEntry? {
        var entry: OpaquePointer?
        switch archive_read_next_header(archive, &entry) {
        case ARCHIVE_OK, ARCHIVE_WARN: break
        case ARCHIVE_EOF: return nil
        default: throw LibArchiveError(archive)
        }
        guard let entry else { return nil }
        let type = archive_entry_filetype(entry) & LibArchiveFileType.mask
        let path = archive_entry_pathname_utf8(entry).map { String(cString: $0) }
            ?? archive_entry_pathname(entry).map { String(cString: $0) } ?? ""
        return DumpArchiveEntry(
            path: path, isDirectory: type == LibArchiveFileType.directory, isRegularFile: type == LibArchiveFileType.regularFile,
            size: archive_entry_size_is_set(entry) != 0 ? Int(archive_entry_size(entry)) : nil)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = archive_read_data(archive, buffer.baseAddress, buffer.count)
        guard count >= 0 else { throw LibArchiveError(archive) }
        return count
    }

    var bytesRead: Int64 {
        archive_filter_bytes(archive, -1)
    }
}

/// `archive_entry_filetype`'s values: libarchive's `AE_IFDIR` and `AE_IFREG`,
/// C macros with casts that Swift does not import (the POSIX `S_IF…` values).
enum LibArchiveFileType {
    static let mask: mode_t = 0o170000
    static let directory: mode_t = 0o040000
    static let regularFile: mode_t = 0o100000
}

/// libarchive's own message ("Truncated input file (needed 512 bytes, only 0 available)").
struct LibArchiveError: Error, CustomStringConvertible {
    let message: String

    init(message: String) {
        self.message = message
    }

    init(_ archive: OpaquePointer) {
        message = archive_error_string(archive).map { String(cString: $0) } ?? "unknown error"
    }

    var description: String { message }
}
