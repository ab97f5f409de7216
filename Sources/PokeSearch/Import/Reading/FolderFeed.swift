import Foundation
import Synchronization

/// A dump folder's files, listed before reading (with the release order),
/// each read by the decoding thread that takes it.
final class FolderFeed: DumpFeed {
    /// The dump's `data/api/v2` folder.
    let root: String
    let contents: DumpContents
    let releaseOrder: ReleaseOrder
    private let files: [DumpFile]
    private let taken = Atomic<Int>(0)
    private let cancelled = Atomic<Bool>(false)
    private let bytes = Atomic<Int64>(0)

    /// Lists the dump at `root` and reads its version groups' release order.
    init(root: URL, omitting omitted: Set<Endpoint>) throws {
        self.root = root.path
        contents = try DumpContents(listing: root, omitting: omitted)
        releaseOrder = try ReleaseOrder.read(ids: contents.ids[.versionGroup] ?? [], in: root.path)
        files = contents.files
    }

    func makeLinkChecker() -> LinkChecker {
        LinkChecker(contents: contents, releaseOrder: releaseOrder)
    }

    func produce() {}

    func forEachFile(_ body: (DumpFile, UnsafeRawBufferPointer) throws -> Void) throws {
        let buffer = FileBuffer()
        while !cancelled.load(ordering: .relaxed) {
            let index = taken.add(1, ordering: .relaxed).oldValue
            guard index < files.count else { return }
            let file = files[index]
            do {
                try buffer.withContents(ofFile: file.path(in: root)) { contents in
                    bytes.add(Int64(contents.count), ordering: .relaxed)
                    try body(file, contents)
                }
            } catch let error as FileReadError {
                throw DecodingFailure.importError(error, file: file)
            }
        }
    }

    func finish(checkers: [LinkChecker], releaseOrder: ReleaseOrder) throws -> LinkChecker {
        makeLinkChecker()
    }

    func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    var bytesRead: Int64 { bytes.load(ordering: .relaxed) }
    var byteCount: Int64? { nil }
    var fileCount: Int? { files.count }
}
