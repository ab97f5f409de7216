/// What an archive read as a stream held, gathered entry by entry: which
/// dump files to decode, and, once the last entry is read, the dump's
/// contents and what a folder would have refused before reading (no dump,
/// a missing endpoint, an `<id>` folder without its `index.json`).
struct ArchiveListing {
    /// The archive, as named in messages.
    let archive: String
    /// Endpoints left out on purpose, with their companions.
    let omitted: Set<Endpoint>
    /// The dump's place in the archive, fixed by its first file.
    private(set) var prefix: String?
    /// Files found per endpoint.
    private var ids: [Endpoint: Set<Int>] = [:]
    /// Folders seen under each prefix (before the dump's is known, too).
    private var folders: [String: Folders] = [:]
    /// The first archive found inside this one.
    private var nestedArchive: String?

    private struct Folders {
        var endpoints: Set<Endpoint> = []
        var ids: Set<DumpFile> = []
    }

    init(archive: String, omitting omitted: Set<Endpoint>) {
        self.archive = archive
        self.omitted = omitted
    }

    /// Notes one entry; returns the dump file to decode, or nil to skip its data.
    mutating func note(_ entry: DumpArchiveEntry) throws -> DumpFile? {
        switch try ArchiveEntryPath(entry.path, isDirectory: entry.isDirectory, in: archive) {
        case .dumpFile(let prefix, let file):
            guard entry.isRegularFile else { return nil }
            if let known = self.prefix, known != prefix {
                throw ImportError.severalDumps(archive: archive, first: known, second: prefix)
            }
            self.prefix = prefix
            folders[prefix, default: Folders()].endpoints.insert(file.endpoint)
            guard !omitted.contains(file.endpoint) else { return nil }
            guard ids[file.endpoint, default: []].insert(file.id).inserted else {
                throw ImportError.invalidField(file: file.displayPath, field: "", reason: "is in the archive twice")
            }
            return file
        case .endpointFolder(let prefix, let endpoint):
            folders[prefix, default: Folders()].endpoints.insert(endpoint)
        case .idFolder(let prefix, let file):
            folders[prefix, default: Folders()].endpoints.insert(file.endpoint)
            folders[prefix, default: Folders()].ids.insert(file)
        case .nestedArchive:
            if nestedArchive == nil { nestedArchive = entry.path }
        case .other:
            break
        }
        return nil
    }

    /// The dump's contents, once every entry is read.
    func contents() throws -> DumpContents {
        guard let prefix else {
            if let nestedArchive { throw ImportError.nestedArchive(archive: archive, entry: nestedArchive) }
            throw ImportError.notADump(archive)
        }
        let seen = folders[prefix] ?? Folders()
        for endpoint in DumpContents.endpointsRead(omitting: omitted) where !seen.endpoints.contains(endpoint) {
            throw ImportError.missingEndpoint(endpoint, dump: archive)
        }
        // An `<id>` folder without its file: a folder's import fails reading it.
        if let folder = seen.ids.filter({ !omitted.contains($0.endpoint) && !(ids[$0.endpoint]?.contains($0.id) ?? false) })
            .min(by: { $0.readsBefore($1) }) {
            throw ImportError.unreadableFile(file: folder.displayPath, reason: "no such file")
        }
        return DumpContents(ids: ids, omitted: omitted)
    }
}
