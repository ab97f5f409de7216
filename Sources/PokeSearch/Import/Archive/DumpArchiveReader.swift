/// Reads a dump packed in one file (`.zip`, `.tar.gz`, `.tar.xz`) as a
/// stream, entry by entry, never unpacked to disk: what `DumpImporter`
/// reads an archive through.
///
/// The engine links no archive library: the `PokeSearchArchives` library
/// provides `LibArchiveReader` (libarchive); an app that imports only
/// folders needs neither.
public protocol DumpArchiveReader: Sendable {
    /// Opens the archive at `path`. Throws `ImportError.notADump` when the
    /// file is no archive this reader knows.
    func open(_ path: String) throws -> any DumpArchiveStream
}

/// An open archive, read once from its first entry to its last.
///
/// Errors thrown for a damaged or truncated archive are reported with the
/// archive and the entry being read (`ImportError.damagedArchive`).
public protocol DumpArchiveStream: AnyObject {
    /// The next entry, or nil after the last one.
    func nextEntry() throws -> DumpArchiveEntry?
    /// Reads the current entry's data into `buffer`; returns the number of bytes, 0 at its end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// Bytes of the archive file consumed so far, for progress.
    var bytesRead: Int64 { get }
    /// The archive file's size in bytes.
    var byteCount: Int64 { get }
}

/// One entry's header.
public struct DumpArchiveEntry: Sendable {
    /// Its path in the archive, as stored (`api-data-master/data/api/v2/pokemon/25/index.json`).
    public let path: String
    /// Whether it is a folder; anything else but a regular file is skipped.
    public let isDirectory: Bool
    /// Whether it is a regular file, the only kind whose data is read.
    public let isRegularFile: Bool
    /// The size of its data, when the archive says.
    public let size: Int?

    /// An entry as an archive reader found it.
    public init(path: String, isDirectory: Bool, isRegularFile: Bool, size: Int?) {
        self.path = path
        self.isDirectory = isDirectory
        self.isRegularFile = isRegularFile
        self.size = size
    }
}
