/// What an archive entry's path is to the importer: a dump file
/// (`<prefix>/<endpoint>/<id>/index.json`), one of the dump's folders, an
/// archive packed inside the archive, or anything else (skipped).
///
/// The prefix is what the archive puts before the endpoints:
/// `api-data-master/data/api/v2` in GitHub's archives, `data/api/v2` in a
/// tarball of the dump's root, nothing in one of its `v2` folder.
enum ArchiveEntryPath: Equatable {
    case dumpFile(prefix: String, DumpFile)
    case endpointFolder(prefix: String, Endpoint)
    case idFolder(prefix: String, DumpFile)
    case nestedArchive
    case other

    /// Reads `path`; throws `ImportError.unsafeArchivePath` for a path that
    /// leaves the archive's folder (absolute, or through `..`), which an
    /// unpacking tool would write outside it.
    init(_ path: String, isDirectory: Bool, in archive: String) throws {
        if path.hasPrefix("/") || path.hasPrefix("\\") {
            throw ImportError.unsafeArchivePath(archive: archive, entry: path)
        }
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if parts.contains(where: { $0 == ".." }) {
            throw ImportError.unsafeArchivePath(archive: archive, entry: path)
        }
        guard let last = parts.last else {
            self = .other
            return
        }
        if isDirectory {
            if let endpoint = Endpoint(rawValue: String(last)) {
                self = .endpointFolder(prefix: parts.dropLast().joined(separator: "/"), endpoint)
            } else if parts.count >= 2, let endpoint = Endpoint(rawValue: String(parts[parts.count - 2])),
                      let id = DumpContents.id(ofFolder: last) {
                self = .idFolder(prefix: parts.dropLast(2).joined(separator: "/"), DumpFile(endpoint: endpoint, id: id))
            } else {
                self = .other
            }
            return
        }
        if last == "index.json", parts.count >= 3, let endpoint = Endpoint(rawValue: String(parts[parts.count - 3])),
           let id = DumpContents.id(ofFolder: parts[parts.count - 2]) {
            parts.removeLast(3)
            self = .dumpFile(prefix: parts.joined(separator: "/"), DumpFile(endpoint: endpoint, id: id))
        } else if Self.isArchiveName(last) {
            self = .nestedArchive
        } else {
            self = .other
        }
    }

    /// Whether a file name is that of an archive or a compressed file.
    static func isArchiveName<Name: StringProtocol>(_ name: Name) -> Bool {
        let lowered = name.lowercased()
        return archiveSuffixes.contains { lowered.hasSuffix($0) }
    }

    private static let archiveSuffixes = [".zip", ".tar", ".tgz", ".gz", ".txz", ".xz", ".tbz", ".tbz2", ".bz2", ".zst", ".7z", ".rar"]
}
