/// Where the decoding threads take a dump's files from: a folder's files
/// (`FolderFeed`) or an archive's entries (`ArchiveFeed`).
protocol DumpFeed: AnyObject, Sendable {
    /// What one decoding thread checks its files' links against.
    func makeLinkChecker() -> LinkChecker
    /// Work done on a thread of its own while files are decoded (an
    /// archive's entries are read there); returns when it is done.
    func produce()
    /// Calls `body` with files and their bytes (valid during the call only),
    /// on the calling decoding thread, until none are left or the feed is cancelled.
    func forEachFile(_ body: (DumpFile, UnsafeRawBufferPointer) throws -> Void) throws
    /// Stops feeding: a file failed or the writer gave up.
    func cancel()
    /// Once every file is decoded: the checks only the whole dump allows (an
    /// archive's contents, the links its threads noted, given their
    /// `checkers`), and the checker for the records held back for the
    /// release order, which the decoded version groups give.
    func finish(checkers: [LinkChecker], releaseOrder: ReleaseOrder) throws -> LinkChecker
    /// Bytes of the dump read so far, and in all when known beforehand.
    var bytesRead: Int64 { get }
    var byteCount: Int64? { get }
    /// Files to read in all, when known beforehand.
    var fileCount: Int? { get }
}
