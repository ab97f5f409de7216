import Foundation

/// A file built beside its destination under a temporary name and renamed
/// over it with rename(2) only once complete: readers see the old file or the
/// new one, never half of one, and a killed build leaves the old file working.
///
/// The temporary name carries the builder's process id
/// (`pokedex.sqlite.partial-4242-1F3A`), so that the next build can tell
/// leftovers of dead processes from files another running build still writes.
struct StagingFile {
    /// The file to replace.
    let destination: String
    /// The temporary file beside it.
    let path: String

    /// Prepares a temporary file name beside `destination`, creating its folder
    /// and removing the leftovers of builds that were killed.
    init(beside destination: String) throws {
        self.destination = destination
        let folder = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        do {
            try PrivateFiles.createFolder(folder)
        } catch {
            throw StoreError.unwritable(path: destination, reason: "cannot create the folder \(folder)")
        }
        Self.removeLeftovers(of: destination)
        let token = String(UInt32.random(in: 0...UInt32.max), radix: 16, uppercase: true)
        path = "\(destination)\(Self.marker)\(getpid())-\(token)"
    }

    /// Moves the finished file over the destination in one step.
    func commit() throws {
        guard rename(path, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw StoreError.unwritable(path: destination, reason: reason)
        }
    }

    /// Removes the temporary file and what SQLite may have left beside it.
    func discard() {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            unlink(path + suffix)
        }
    }

    private static let marker = ".partial-"

    /// Deletes the `<destination>.partial-<pid>-…` files of each destination
    /// whose process is gone (killed builds), and a build lock file nobody
    /// holds, beside the file a symbolic link points to (where builds
    /// stage): one listing per folder, cheap enough for every open.
    static func removeLeftovers(of destinations: String...) {
        // Pokédex locations are absolute and standardized (`PokedexLocation.resolve`).
        let paths = destinations.map { LinkTarget.of($0) }
        for path in paths { BuildLock.removeStale(of: path) }
        let targets = paths.map(split)
        for (folder, files) in Dictionary(grouping: targets, by: \.folder) {
            let prefixes = files.map { Array(($0.name + marker).utf8) }
            forEachName(in: folder) { name in
                guard let prefix = prefixes.first(where: { name.starts(with: $0) }) else { return }
                let digits = name.dropFirst(prefix.count).prefix { (0x30...0x39).contains($0) }
                guard let pid = pid_t(String(decoding: digits, as: UTF8.self)), !isRunning(pid) else { return }
                unlink(folder + "/" + String(decoding: name, as: UTF8.self))
            }
        }
    }

    /// Calls `body` with the bytes of each name in `folder` (none when it
    /// cannot be read). A Pokédex may sit in a folder of thousands of files
    /// (`/tmp`, a downloads folder): Foundation's listing, a string per
    /// name, cost a search there more than the search.
    private static func forEachName(in folder: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                body(UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)]))
            }
        }
    }

    /// `path` cut at its last slash into its folder (`/` at the root, `.`
    /// for a bare name) and its name. Every command opening a Pokédex comes
    /// here; Foundation's `URL` cost it more than SQLite's own open.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        return (folder, String(path[path.index(after: slash)...]))
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
