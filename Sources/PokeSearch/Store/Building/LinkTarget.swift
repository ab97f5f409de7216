import Foundation

/// The file a path names once its symbolic links are followed: `--db` may
/// be a link to a Pokédex kept elsewhere, and a build renamed over the link
/// would replace the link with a regular file and leave the Pokédex it
/// points to as it was. A build stages beside the target and renames over
/// it instead; the link stays a link.
enum LinkTarget {
    /// `path` with its last component's links followed (links to links too,
    /// relative ones read from the link's folder); `path` itself when it is
    /// no link. A link whose target is missing gives that target, which a
    /// build then creates.
    static func of(_ path: String) -> String {
        var current = path
        // The system's own bound on links followed in one path (ELOOP).
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                  let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            let folder = (current as NSString).deletingLastPathComponent
            current = PokedexLocation.standardized(destination.hasPrefix("/") ? destination : folder + "/" + destination)
        }
        return current
    }
}
