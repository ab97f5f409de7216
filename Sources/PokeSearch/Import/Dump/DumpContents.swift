import Foundation

/// The resource ids a dump holds, per endpoint: what every reference is
/// checked against. A folder's are listed before any file is decoded; an
/// archive's are known once its last entry is read (see `DumpArchiveListing`).
struct DumpContents: Sendable {
    /// Ids present per endpoint (the `<id>` folders), for the endpoints read.
    let ids: [Endpoint: Set<Int>]
    /// Endpoints deliberately left out, with their companions: references
    /// to them are not followed.
    let omitted: Set<Endpoint>

    init(ids: [Endpoint: Set<Int>], omitted: Set<Endpoint>) {
        self.ids = ids
        self.omitted = omitted
    }

    /// Lists the `<endpoint>/<id>` folders under `root`, a dump's `data/api/v2` folder.
    init(listing root: URL, omitting omitted: Set<Endpoint>) throws {
        var ids: [Endpoint: Set<Int>] = [:]
        for endpoint in Endpoint.allCases where !omitted.contains(endpoint) {
            let folder = root.appendingPathComponent(endpoint.rawValue, isDirectory: true)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                throw ImportError.missingEndpoint(endpoint, dump: root.path)
            }
            ids[endpoint] = Set(names.compactMap(Self.id(ofFolder:)))
        }
        self.init(ids: ids, omitted: omitted)
    }

    /// The id an `<id>` folder name stands for; nil for any other name.
    static func id<Name: StringProtocol>(ofFolder name: Name) -> Int? {
        Int(name).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The endpoints read, given those left out on purpose (with their companions).
    static func endpointsRead(omitting omitted: Set<Endpoint>) -> [Endpoint] {
        Endpoint.allCases.filter { !omitted.contains($0) }
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
