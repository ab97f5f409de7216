/// Which folders of the engine use which, from the types each file names,
/// and what breaks the layering: a folder that uses one above it, and the
/// loops that follow.
struct FolderDependencies {
    /// A folder using another: from `folder`, to `used`, first seen in `file` naming `type`.
    struct Edge: Hashable {
        var folder: String
        var used: String
        var file: String
        var type: String
    }

    /// The layers, bottom to top.
    let layers: [String]
    /// One edge per pair of folders.
    private(set) var edges: [Edge] = []
    /// Files outside any declared layer.
    private(set) var strayFiles: [String] = []

    init(sources: [SwiftSource], layers: [String]) {
        self.layers = layers
        var folderOfType: [String: String] = [:]
        for source in sources {
            guard let folder = source.folder, layers.contains(folder) else {
                strayFiles.append(source.path)
                continue
            }
            for type in source.declaredTypes { folderOfType[type] = folder }
        }
        var seen = Set<[String]>()
        for source in sources.sorted(by: { $0.path < $1.path }) {
            guard let folder = source.folder, layers.contains(folder) else { continue }
            for name in source.usedNames.sorted() {
                guard let used = folderOfType[name], used != folder, seen.insert([folder, used]).inserted else { continue }
                edges.append(Edge(folder: folder, used: used, file: source.path, type: name))
            }
        }
    }

    /// Every edge as `Query → Normalization`, bottom layers first.
    var graph: [String] {
        edges.sorted { (rank($0.folder), rank($0.used)) < (rank($1.folder), rank($1.used)) }
            .map { "\($0.folder) → \($0.used)" }
    }

    /// What breaks the rule "a folder uses only folders below it": each upward
    /// edge, named as the loop it closes when there is one.
    var violations: [String] {
        var problems = strayFiles.map { "\($0) is in no declared folder (layers: \(layers.joined(separator: ", ")))" }
        for edge in edges where rank(edge.used) > rank(edge.folder) {
            let evidence = "\(edge.file) names \(edge.type)"
            if let back = path(from: edge.used, to: edge.folder) {
                problems.append("loop: " + ([edge.folder] + back).joined(separator: " → ") + " (\(evidence))")
            } else {
                problems.append("\(edge.folder) uses \(edge.used), which is above it (\(evidence))")
            }
        }
        return problems
    }

    private func rank(_ folder: String) -> Int {
        layers.firstIndex(of: folder) ?? layers.count
    }

    /// The shortest chain of edges from `start` to `goal`, both included.
    private func path(from start: String, to goal: String) -> [String]? {
        var previous: [String: String] = [start: start]
        var queue = [start]
        while !queue.isEmpty {
            let folder = queue.removeFirst()
            if folder == goal {
                var chain = [goal]
                while chain[0] != start { chain.insert(previous[chain[0]]!, at: 0) }
                return chain
            }
            for edge in edges where edge.folder == folder && previous[edge.used] == nil {
                previous[edge.used] = folder
                queue.append(edge.used)
            }
        }
        return nil
    }
}
