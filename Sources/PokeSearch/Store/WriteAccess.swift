import Foundation

/// What keeps this process from writing the user data file, told with
/// access(2) for the effective user so that a message names it: the file,
/// or its folder (SQLite creates the `-wal` and `-shm` files of a WAL-mode
/// file beside it, and a new file is made there too).
enum WriteAccess {
    /// The read-only part of `path`, or nil when both the file (if it
    /// exists) and its folder may be written, or the folder is missing.
    static func readOnlyPart(of path: String) -> StoreError.ReadOnlyPart? {
        let folder = (path as NSString).deletingLastPathComponent
        guard exists(folder) else { return nil }
        let fileIsReadOnly = exists(path) && !writable(path)
        if !writable(folder) { return fileIsReadOnly ? .fileAndFolder(folder) : .folder(folder) }
        if fileIsReadOnly { return .file }
        for companion in [path + "-wal", path + "-shm"] where exists(companion) && !writable(companion) {
            return .file
        }
        return nil
    }

    private static func exists(_ path: String) -> Bool {
        faccessat(AT_FDCWD, path, F_OK, AT_EACCESS) == 0
    }

    private static func writable(_ path: String) -> Bool {
        faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0
    }
}
