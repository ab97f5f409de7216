import Foundation
import Testing

/// The engine's layout, as DEVELOPERS.md states it: a folder of
/// `Sources/PokeSearch` uses only folders below it, so no two folders use
/// each other; and no GRDB type is part of the public API.
@Suite struct FolderDependencyTests {
    /// The folders of the engine, bottom to top.
    static let layers = ["Normalization", "Store", "Index", "Import", "Model", "Query", "Ranking", "Search", "Catalog", "Entities", "Trainers"]

    /// GRDB's types and protocols an API could leak.
    static let grdbNames: Set<String> = [
        "Database", "DatabaseQueue", "DatabasePool", "DatabaseReader", "DatabaseWriter", "DatabaseValue",
        "DatabaseValueConvertible", "DatabaseError", "DatabaseMigrator", "DatabaseCursor", "Configuration",
        "Row", "RowCursor", "Statement", "StatementArguments", "SQLiteStatement", "SQLRequest", "ResultCode",
        "FetchableRecord", "PersistableRecord", "MutablePersistableRecord", "EncodableRecord", "TableRecord", "Record",
        "FTS5", "FTS5CustomTokenizer", "FTS5Tokenizer", "FTS5Tokenization", "FTS5TokenCallback", "FTS5TokenizerDescriptor",
        "ValueObservation", "QueryInterfaceRequest",
    ]

    /// Every Swift file of the engine.
    static func engineSources() throws -> [SwiftSource] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/PokeSearch")
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            SwiftSource(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    @Test func foldersUseOnlyFoldersBelowThem() throws {
        let sources = try Self.engineSources()
        #expect(sources.count > 100, "the engine's sources are found")
        let dependencies = FolderDependencies(sources: sources, layers: Self.layers)
        #expect(dependencies.violations == [], "\(dependencies.graph.joined(separator: "\n"))")
        #expect(dependencies.graph.contains("Search → Ranking"), "references are found")
    }

    @Test func publicAPIHasNoGRDBType() throws {
        var leaks: [String] = []
        let sources = try Self.engineSources()
        let publicTypes = Set(sources.flatMap { source in
            source.publicDeclarations.compactMap { $0.firstMatch(of: /\b(?:struct|enum|class|protocol|actor)\s+(\w+)/).map { String($0.1) } }
        })
        for source in sources {
            for declaration in source.publicDeclarations {
                let names = Set(declaration.matches(of: /\b[A-Z]\w*\b/).map { String($0.0) })
                if !names.isDisjoint(with: Self.grdbNames) { leaks.append("\(source.path): \(declaration)") }
            }
            for (type, protocols) in source.extensionConformances where publicTypes.contains(type) {
                if !Set(protocols).isDisjoint(with: Self.grdbNames) { leaks.append("\(source.path): \(type): \(protocols)") }
            }
        }
        #expect(leaks == [])
        #expect(publicTypes.isSuperset(of: ["Pokedex", "SearchEngine", "PokemonSummary"]), "public types are found")
    }

    // MARK: The checks themselves

    @Test func aLoopIsNamed() {
        let sources = [
            SwiftSource(path: "Query/Plan.swift", text: "struct Plan { var match: Match }"),
            SwiftSource(path: "Ranking/Match.swift", text: "struct Match {\n    func plan() -> Plan? { nil }\n}"),
            SwiftSource(path: "Search/Engine.swift", text: "final class Engine { let m: Match; let p: Plan }"),
        ]
        let dependencies = FolderDependencies(sources: sources, layers: ["Query", "Ranking", "Search"])
        #expect(dependencies.violations == ["loop: Query → Ranking → Query (Query/Plan.swift names Match)"])
        #expect(dependencies.graph == ["Query → Ranking", "Ranking → Query", "Search → Query", "Search → Ranking"])
    }

    @Test func anUpwardUseAndAStrayFileAreNamed() {
        let sources = [
            SwiftSource(path: "Store/Box.swift", text: "enum Box { static let e = Engine.self }"),
            SwiftSource(path: "Search/Engine.swift", text: "enum Engine {}"),
            SwiftSource(path: "Loose.swift", text: "enum Loose {}"),
        ]
        #expect(FolderDependencies(sources: sources, layers: ["Store", "Search"]).violations == [
            "Loose.swift is in no declared folder (layers: Store, Search)",
            "Store uses Search, which is above it (Store/Box.swift names Engine)",
        ])
    }

    @Test func commentsAndStringsAreNotUsesButInterpolationIs() {
        let source = SwiftSource(path: "Store/A.swift", text: ##"""
            // Uses Comment, /* and Block /* nested Nested */ */
            let a = "Quoted \(Interpolated(x: "Inner \(Deep())")) \"Escaped\""
            let b = """
                Multiline \(Also.self)
                """
            let c = #"Raw \(NotInterpolated) \#(RawInterpolated.self)"#
            public func f(_ db: Database) -> Row? { nil }
            package func g(_ db: Database) {}
            """##)
        #expect(source.usedNames == ["Interpolated", "Deep", "Also", "RawInterpolated", "Database", "Row"])
        #expect(source.publicDeclarations == ["public func f(_ db: Database) -> Row? "])
        let conformance = SwiftSource(path: "Model/B.swift", text: "extension Summary: Hashable, FetchableRecord {}")
        #expect(conformance.extensionConformances.map(\.type) == ["Summary"])
        #expect(conformance.extensionConformances.map(\.protocols) == [["Hashable", "FetchableRecord"]])
    }
}
