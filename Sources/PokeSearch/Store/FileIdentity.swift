import Foundation

/// Which file a path names: a file renamed over it (an import's, a repair's)
/// has another inode.
package struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
