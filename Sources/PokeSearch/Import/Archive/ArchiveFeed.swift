import Foundation
import Synchronization

/// An archive's entries, read in order on a thread of their own (the
/// archive is one stream) and handed, file by file, to the decoding
/// threads; the archive is never unpacked to disk.
///
/// Entries are copied into a few reusable buffers, which the decoding
/// threads give back: memory stays at a few files' worth (the largest is
/// 2.3 MB) however large the archive.
final class ArchiveFeed: DumpFeed, @unchecked Sendable {
    /// The archive's path, as the user gave it.
    let archive: String
    private let stream: any DumpArchiveStream
    private let omitted: Set<Endpoint>
    /// Entries read ahead of the decoding threads: enough to keep them busy
    /// while the reading thread inflates the next ones.
    private static let readAhead = 4
    private let entries = BoundedChannel<(file: DumpFile, buffer: FileBuffer)>(capacity: readAhead)
    /// The buffers not in use: one per entry queued, being decoded (one per
    /// core) or being read.
    private let spareBuffers: BoundedChannel<FileBuffer>
    private let consumed = Atomic<Int64>(0)
    /// What the entries held; the reading thread's until `produce` returns.
    private(set) var listing: ArchiveListing

    init(archive: String, stream: any DumpArchiveStream, omitting omitted: Set<Endpoint>) {
        self.archive = archive
        self.stream = stream
        self.omitted = omitted
        listing = ArchiveListing(archive: archive, omitting: omitted)
        let buffers = Self.readAhead + ProcessInfo.processInfo.activeProcessorCount + 1
        spareBuffers = BoundedChannel(capacity: buffers)
        for _ in 0..<buffers { spareBuffers.put(FileBuffer()) }
    }

    func makeLinkChecker() -> LinkChecker {
        LinkChecker(omitting: omitted)
    }

    /// Reads every entry, queueing the dump files' bytes.
    func produce() {
        var entryPath: String?
        do {
            while !entries.isCancelled, let entry = try stream.nextEntry() {
                entryPath = entry.path
                consumed.store(stream.bytesRead, ordering: .relaxed)
                guard let file = try listing.note(entry) else { continue }
                guard let buffer = spareBuffers.take() else { break }
                _ = try buffer.fill(expecting: entry.size ?? 0) { try stream.read(into: $0) }
                entries.put((file, buffer))
            }
            consumed.store(stream.bytesRead, ordering: .relaxed)
            entries.finish()
        } catch let error as ImportError {
            entries.fail(error)
        } catch {
            entries.fail(ImportError.damagedArchive(archive: archive, entry: entryPath, reason: "\(error)"))
        }
    }

    func forEachFile(_ body: (DumpFile, UnsafeRawBufferPointer) throws -> Void) throws {
        while let (file, buffer) = entries.take() {
            defer { spareBuffers.put(buffer) }
            try body(file, buffer.bytes)
        }
        if let failure = entries.failure { throw failure }
    }

    func finish(checkers: [LinkChecker], releaseOrder: ReleaseOrder) throws -> LinkChecker {
        let contents = try listing.contents()
        try LinkChecker.verify(checkers, against: contents)
        return LinkChecker(contents: contents, releaseOrder: releaseOrder)
    }

    func cancel() {
        entries.fail(CancellationError())
        spareBuffers.fail(CancellationError())
    }

    var bytesRead: Int64 { consumed.load(ordering: .relaxed) }
    var byteCount: Int64? { stream.byteCount }
    var fileCount: Int? { nil }
}
