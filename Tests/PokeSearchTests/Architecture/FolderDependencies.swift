/// Which folders of the engine use which, from the types and the extension
/// members each file names, and what breaks the layering: a folder that uses
/// one above it, and the loops that follow.
///
/// A type is known by its name: top-level types (unique in a module) and
/// nested ones (`PlanCompiler.Scope`, or a type nested in an extension of a
/// lower folder's type). A member is known only when an extension declares it
/// (`extension Pokedex { static func open … }` in `Import/`, `extension Array {
/// func concurrentMap … }` in `Index/`), since a use through a dot names no
/// type: `Pokedex.open(…)` in `Store/` names `Pokedex` (Store) and `.open`
/// (Import), known as `Pokedex.open` even though `Store/` has an `open` of
/// its own elsewhere. A name declared in several folders (a nested `Scope`, a member
/// `load`) says nothing about which one a file uses, and is ignored; so is a
/// member of an engine type's extension in a file that never names that type
/// (`TermPostings.union` is not the `Set.union` a file without
/// `TermPostings` calls), and a type name the file declares itself.
struct FolderDependencies {
    /// A folder using another: from `folder`, to `used`, first seen in `file` naming `name`.
    struct Edge: Hashable {
        var folder: String
        var used: String
        var file: String
        /// A type (`SearchEngine`) or an extension member with the type it extends (`Pokedex.open`).
        var name: String
    }

    /// The layers, bottom to top.
    let layers: [String]
    /// One edge per pair of folders.
    private(set) var edges: [Edge] = []
    /// Files outside any declared layer.
    private(set) var strayFiles: [String] = []

    init(sources: [SwiftSource], layers: [String]) {
        self.layers = layers
        var topLevelTypes: [String: String] = [:]
        var nestedTypes: [String: Set<String>] = [:]
        var memberFolders: [String: Set<String>] = [:]
        var extensionMembers: [String: (folder: String, owner: String)] = [:]
        /// `Pokedex.open`: where the members of that name of that type are declared.
        var qualifiedMembers: [String: Set<String>] = [:]
        var extendedMembers: Set<String> = []
        for source in sources {
            guard let folder = source.folder, layers.contains(folder) else {
                strayFiles.append(source.path)
                continue
            }
            for declaration in source.declarations {
                switch declaration.kind {
                case .type where declaration.isTopLevel: topLevelTypes[declaration.name] = folder
                case .type: nestedTypes[declaration.name, default: []].insert(folder)
                case .alias: break  // a nested `Element` or `Index` is a protocol's, not a type of its own
                case .member:
                    memberFolders[declaration.name, default: []].insert(folder)
                    qualifiedMembers[declaration.qualifiedName, default: []].insert(folder)
                case .extensionMember:
                    memberFolders[declaration.name, default: []].insert(folder)
                    extensionMembers[declaration.name] = (folder, declaration.owner ?? "")
                    qualifiedMembers[declaration.qualifiedName, default: []].insert(folder)
                    extendedMembers.insert(declaration.qualifiedName)
                }
            }
        }
        let engineTypes = Set(topLevelTypes.keys).union(nestedTypes.keys)
        func typeFolder(_ name: String) -> String? {
            if let folder = topLevelTypes[name] { return folder }
            guard let folders = nestedTypes[name], folders.count == 1 else { return nil }
            return folders.first
        }
        /// An extension member of an engine type is reached through a value
        /// of that type, which a file using it names (`Pokedex.open`); one of
        /// a standard type (`Array.concurrentMap`) is reached from anywhere.
        func memberFolder(_ name: String, namedTypes: Set<String>) -> (folder: String, qualified: String)? {
            guard memberFolders[name]?.count == 1, let member = extensionMembers[name] else { return nil }
            let owner = member.owner.split(separator: ".").map(String.init)
            if !engineTypes.isDisjoint(with: owner) && namedTypes.isDisjoint(with: owner) { return nil }
            return (member.folder, member.owner + "." + name)
        }
        /// `Pokedex.open` written out is known even when another folder has an `open` of its own.
        func qualifiedMemberFolder(_ qualified: String) -> (folder: String, qualified: String)? {
            guard extendedMembers.contains(qualified), let folders = qualifiedMembers[qualified], folders.count == 1 else { return nil }
            return (folders.first!, qualified)
        }
        var seen = Set<[String]>()
        for source in sources.sorted(by: { $0.path < $1.path }) {
            guard let folder = source.folder, layers.contains(folder) else { continue }
            // A type the file declares itself (`PokemonRecord.Stat`) is the one its uses mean.
            let ownTypes = Set(source.declarations.filter { $0.kind == .type || $0.kind == .alias }.map(\.name))
            let named = source.usedNames.subtracting(ownTypes)
            let types = named.sorted().compactMap { name in typeFolder(name).map { ($0, name) } }
            let members = source.usedMembers.sorted().compactMap { memberFolder($0, namedTypes: named) }
                + source.usedQualifiedMembers.sorted().compactMap(qualifiedMemberFolder)
            for (used, name) in types + members {
                guard used != folder, seen.insert([folder, used]).inserted else { continue }
                edges.append(Edge(folder: folder, used: used, file: source.path, name: name))
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
            let evidence = "\(edge.file) names \(edge.name)"
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
