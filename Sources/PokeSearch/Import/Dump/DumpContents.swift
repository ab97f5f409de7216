import Foundation

/// The resource ids a dump holds, per endpoint: what every reference is
/// checked against, known before any file is decoded; and the games' release
/// order, read first because other files are ranked by it.
struct DumpContents: Sendable {
    /// The dump's `data/api/v2` folder.
    let root: URL
    /// Ids present per endpoint (the `<id>` folders), for the endpoints read.
    let ids: [Endpoint: Set<Int>]
    /// Endpoints deliberately left out, with their companions: references
    /// to them are not followed.
    let omitted: Set<Endpoint>
    /// The version groups' release order.
    private(set) var releaseOrder = ReleaseOrder(orderByID: [:])

    /// Lists the `<endpoint>/<id>` folders under `root` and reads the version groups' order.
    init(root: URL, omitting omitted: Set<Endpoint>) throws {
        self.root = root
        self.omitted = omitted.union(omitted.flatMap(\.companions))
        var ids: [Endpoint: Set<Int>] = [:]
        for endpoint in Endpoint.allCases where !self.omitted.contains(endpoint) {
            let folder = root.appendingPathComponent(endpoint.rawValue, isDirectory: true)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                throw ImportError.missingEndpoint(endpoint, dump: root.path)
            }
            ids[endpoint] = Set(names.compactMap { name in Int(name).flatMap { $0 > 0 ? $0 : nil } })
        }
        self.ids = ids
        releaseOrder = try ReleaseOrder.read(self)
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
