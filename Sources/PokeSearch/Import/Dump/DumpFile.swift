import Foundation

/// One `<endpoint>/<id>/index.json` file of the dump.
struct DumpFile: Sendable, Hashable {
    let endpoint: Endpoint
    let id: Int

    /// The path shown in messages, relative to `data/api/v2`.
    var displayPath: String { "\(endpoint.rawValue)/\(id)/index.json" }

    func url(in root: URL) -> URL {
        root.appendingPathComponent(endpoint.rawValue, isDirectory: true)
            .appendingPathComponent(String(id), isDirectory: true)
            .appendingPathComponent("index.json")
    }
}
