import Foundation

/// Finds a PokéAPI static dump at a path: the `data/api/v2` folder of a
/// dump folder (given its root, that folder or any folder between them),
/// or a file, to be read as an archive.
enum DumpLocator {
    /// Where a dump is.
    enum Location {
        /// The dump folder's `data/api/v2`.
        case folder(URL)
        /// A file (absolute path), which only an archive reader can tell more of.
        case file(String)
    }

    /// The dump at `path` (absolute or relative to the current folder).
    static func locate(_ path: String) throws -> Location {
        let expanded = (path as NSString).expandingTildeInPath
        let url = URL(fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw ImportError.missingPath(path) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFREG: return .file(url.path)
        default: throw ImportError.notADump(path)
        }
        for tail in ["", "v2", "api/v2", "data/api/v2"] {
            let candidate = tail.isEmpty ? url : url.appendingPathComponent(tail, isDirectory: true)
            if isDirectory(candidate.appendingPathComponent(Endpoint.pokemon.rawValue)) {
                return .folder(candidate)
            }
        }
        throw ImportError.notADump(path)
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
