import Foundation

/// A copy of the fixture dump whose last Pokémon file is a named pipe: an
/// import opens it while writing its staging file (holding the build lock)
/// and blocks there until the pipe is opened for writing (`unblock()`) or
/// the import is killed.
struct BlockingDump {
    /// The dump's root, for `pokesearch import`.
    let root: URL
    /// The pipe standing for the file.
    let pipe: String

    /// Copies the fixture dump into `folder`.
    init(in folder: String) throws {
        root = URL(fileURLWithPath: folder).appendingPathComponent("blocking-dump")
        try FileManager.default.copyItem(at: Self.fixture, to: root)
        let pokemon = root.appendingPathComponent("data/api/v2/pokemon")
        guard let last = try FileManager.default.contentsOfDirectory(atPath: pokemon.path).compactMap(Int.init).max() else {
            throw POSIXError(.ENOENT)
        }
        pipe = pokemon.appendingPathComponent("\(last)/index.json").path
        try FileManager.default.removeItem(atPath: pipe)
        guard mkfifo(pipe, 0o600) == 0 else { throw POSIXError(.EIO) }
    }

    /// The fixture dump itself, which never blocks.
    static var fixture: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/api-data")
    }

    /// Lets the blocked import open the pipe (waiting until it tries to):
    /// a dump file must be a regular file, so the import then ends with an
    /// error that names the file, changing nothing.
    func unblock() {
        let descriptor = open(pipe, O_WRONLY)
        if descriptor >= 0 { close(descriptor) }
    }

    /// Waits until a build's staging file (`….partial-PID-…`) is in `folder`; its name, or nil after `timeout`.
    static func waitForStagingFile(in folder: String, timeout: TimeInterval = 60) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let name = try FileManager.default.contentsOfDirectory(atPath: folder).first(where: { $0.contains(".partial-") }) {
                return name
            }
            usleep(10_000)
        }
        return nil
    }
}
