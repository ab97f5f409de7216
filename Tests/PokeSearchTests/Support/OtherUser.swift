import Foundation

/// Runs `pokesearch` as a user who does not own the test's files, so that
/// a folder made read-only with chmod is read-only to it: root bypasses
/// file modes, so as root the binary runs through `setpriv` as `nobody`.
enum OtherUser {
    /// What to put before the binary: nothing when the tests do not run as
    /// root, `setpriv` to `nobody` when they do; nil when neither works.
    static let launcher: [String]? = {
        guard geteuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    }()
}
