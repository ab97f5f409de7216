import Foundation

/// The user data file holds password hashes and session tokens' hashes: only
/// its owner may read it (0600), nor its `-wal` and `-shm` (SQLite gives them
/// the file's mode), and the folder pokesearch makes for its files is the
/// owner's alone (0700). Files made before this rule are narrowed when their
/// owner opens them.
enum PrivateFiles {
    static let fileMode: mode_t = 0o600
    static let folderMode: mode_t = 0o700

    /// Makes `folder` (0700) when it does not exist, and the folders above it
    /// as needed (those with the usual mode: `~/.local/share` is not ours).
    static func createFolder(_ folder: String) throws {
        guard !FileManager.default.fileExists(atPath: folder) else { return }
        let parent = (folder as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        // Another process may make it meanwhile: it is then theirs as made.
        guard mkdir(folder, folderMode) == 0 || errno == EEXIST else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: folder])
        }
    }

    /// Creates the empty file `path` with mode 0600 (umask aside), for
    /// SQLite to fill: it keeps the mode, and gives it to the `-wal` and
    /// `-shm`. False when it cannot be made (a read-only folder).
    static func createFile(_ path: String) -> Bool {
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// Takes every access but the owner's from `path` and its `-wal` and
    /// `-shm`, when this process's user owns them (another's data is left as it is).
    static func restrict(_ path: String) {
        for file in [path, path + "-wal", path + "-shm"] {
            var info = stat()
            guard stat(file, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o077 != 0 else { continue }
            _ = chmod(file, info.st_mode & 0o700)
        }
    }
}
