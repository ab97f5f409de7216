/// One `<endpoint>/<id>/index.json` file of the dump.
struct DumpFile: Sendable, Hashable {
    let endpoint: Endpoint
    let id: Int

    /// The path shown in messages, relative to `data/api/v2`.
    var displayPath: String { "\(endpoint.rawValue)/\(id)/index.json" }

    /// The file's path under the dump's `data/api/v2` folder `root`.
    func path(in root: String) -> String {
        "\(root)/\(displayPath)"
    }

    /// Whether this file comes before `other` in a folder's reading order
    /// (`DumpContents.files`: endpoint by endpoint, ids ascending).
    func readsBefore(_ other: DumpFile) -> Bool {
        (endpoint.ordinal, id) < (other.endpoint.ordinal, other.id)
    }

    /// Rejects a record whose `id` disagrees with its folder.
    func checkID(_ id: Int) throws {
        guard id == self.id else {
            throw ImportError.invalidField(file: displayPath, field: "id", reason: "is \(id), but the file is in folder \(endpoint)/\(self.id)")
        }
    }
}
