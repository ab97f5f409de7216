import Foundation

/// The resource ids a dump holds, per endpoint: what every reference is
/// checked against, known before any file is opened.
struct DumpContents: Sendable {
    /// The dump's `data/api/v2` folder.
    let root: URL
    /// Ids present per endpoint (the `<id>` folders), for the endpoints read.
    let ids: [Endpoint: Set<Int>]
    /// Endpoints deliberately left out: references to them are not followed.
    let omitted: Set<Endpoint>

    /// Lists the `<endpoint>/<id>` folders under `root`.
    init(root: URL, omitting omitted: Set<Endpoint>) throws {
        self.root = root
        self.omitted = omitted
        var ids: [Endpoint: Set<Int>] = [:]
        for endpoint in Endpoint.allCases where !omitted.contains(endpoint) {
            let folder = root.appendingPathComponent(endpoint.rawValue, isDirectory: true)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                throw ImportError.missingEndpoint(endpoint, dump: root.path)
            }
            ids[endpoint] = Set(names.compactMap { name in Int(name).flatMap { $0 > 0 ? $0 : nil } })
        }
        self.ids = ids
    }

    /// Every file to read, smallest endpoints first so that a broken dump
    /// fails fast and progress moves steadily.
    var files: [DumpFile] {
        Endpoint.allCases.flatMap { endpoint in
            (ids[endpoint] ?? []).sorted().map { DumpFile(endpoint: endpoint, id: $0) }
        }
    }

    /// Whether `endpoint/id` is in the dump.
    func contains(_ endpoint: Endpoint, _ id: Int) -> Bool {
        ids[endpoint]?.contains(id) ?? false
    }
}
