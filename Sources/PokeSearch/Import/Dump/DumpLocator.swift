import Foundation

/// Finds the `data/api/v2` folder of a PokéAPI static dump, given the dump's
/// root, that folder itself or any folder between them.
enum DumpLocator {
    /// The `data/api/v2` folder for `path` (absolute or relative to the current folder).
    static func locate(_ path: String) throws -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        let url = URL(fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ImportError.missingPath(path)
        }
        guard isFolder.boolValue else { throw ImportError.notADump(path) }
        for tail in ["", "v2", "api/v2", "data/api/v2"] {
            let candidate = tail.isEmpty ? url : url.appendingPathComponent(tail, isDirectory: true)
            if isDirectory(candidate.appendingPathComponent(Endpoint.pokemon.rawValue)) {
                return candidate
            }
        }
        throw ImportError.notADump(path)
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
