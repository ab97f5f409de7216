import Foundation

/// A dump opened for reading: where its files come from, and what it is
/// called in messages.
struct DumpSource {
    let feed: any DumpFeed
    /// The dump folder's `data/api/v2`, or the archive as the user named it.
    let name: String
    /// Endpoints left out on purpose, with their companions.
    let omitted: Set<Endpoint>

    /// Opens the dump at `path`: a folder is listed (and its release order
    /// read) at once; a file is opened by `archives`, or refused without one.
    static func open(_ path: String, omitting requested: Set<Endpoint>, archives: (any DumpArchiveReader)?) throws -> DumpSource {
        if let endpoint = requested.subtracting(Endpoint.omittable).first {
            throw ImportError.cannotOmit(endpoint)
        }
        let omitted = requested.union(requested.flatMap(\.companions))
        switch try DumpLocator.locate(path) {
        case .folder(let root):
            return DumpSource(feed: try FolderFeed(root: root, omitting: omitted), name: root.path, omitted: omitted)
        case .file(let file):
            guard let archives else { throw ImportError.notADump(path) }
            let stream: any DumpArchiveStream
            do {
                stream = try archives.open(file)
            } catch ImportError.notADump {
                throw ImportError.notADump(path)
            } catch let error as ImportError {
                throw error
            } catch {
                throw ImportError.damagedArchive(archive: path, entry: nil, reason: "\(error)")
            }
            return DumpSource(feed: ArchiveFeed(archive: path, stream: stream, omitting: omitted), name: path, omitted: omitted)
        }
    }
}
