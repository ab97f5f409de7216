import Foundation
import Testing

/// The engine's layout, as DEVELOPERS.md states it: a folder of
/// `Sources/PokeSearch` uses only folders below it, so no two folders use
/// each other (and so for the server's, `Sources/PokeSearchServer`); and no
/// GRDB type is part of the engine's public API.
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

    /// The server's folders, bottom to top: HTTP answers and their encoding;
    /// accounts' cookies and limits, the sprite proxy and the connection
    /// handlers over them; `Core`, what a request carries and what every
    /// middleware and route is handed; the middleware, the route groups and
    /// the web app; `App`, which wires them into one application.
    static let serverLayers = ["HTTP", "Accounts", "Sprites", "Connections", "Core", "Middleware", "Routes", "WebApp", "App"]

    /// Every Swift file of the engine, read once for the tests that read them all.
    static func engineSources() throws -> [SwiftSource] {
        try engineSourcesOnce.get()
    }
    private static let engineSourcesOnce = Result { try sources(of: "PokeSearch") }

    /// Every Swift file of the target `name`.
    static func sources(of name: String) throws -> [SwiftSource] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/" + name)
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

    @Test func serverFoldersUseOnlyFoldersBelowThem() throws {
        let sources = try Self.sources(of: "PokeSearchServer")
        #expect(sources.count > 40, "the server's sources are found")
        let dependencies = FolderDependencies(sources: sources, layers: Self.serverLayers)
        #expect(dependencies.violations == [], "\(dependencies.graph.joined(separator: "\n"))")
        #expect(dependencies.graph.contains("Routes → Core"), "references are found")
    }

    @Test func publicAPIHasNoGRDBType() throws {
        var leaks: [String] = []
        let sources = try Self.engineSources()
        let typeName = try NSRegularExpression(pattern: #"\b(?:struct|enum|class|protocol|actor)\s+(\w+)"#)
        let capitalized = try NSRegularExpression(pattern: #"\b[A-Z]\w*\b"#)
        let publicTypes = Set(sources.flatMap { source in
            source.publicDeclarations.compactMap { SwiftSource.firstGroup(of: typeName, in: $0) }
        })
        for source in sources {
            for declaration in source.publicDeclarations {
                let text = declaration as NSString
                let names = Set(capitalized.matches(in: declaration, range: NSRange(location: 0, length: text.length)).map { text.substring(with: $0.range) })
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

    @Test func anExtensionMemberOfAHigherFolderIsAUse() {
        // Store names only its own `Pokedex` and a standard `Array`; what it
        // calls comes from Import's and Index's extensions.
        let sources = [
            // Store has an `open` of its own, so only `Pokedex.open` written out tells which one.
            SwiftSource(path: "Store/Pokedex.swift", text: "public struct Pokedex {\n    let path: String\n}"),
            SwiftSource(path: "Store/Files.swift", text: "struct Files {\n    private func open() {}\n}"),
            SwiftSource(path: "Store/Location.swift", text: """
                struct Location {
                    let path: String
                    func reopen() throws -> Pokedex { try Pokedex.open(self) }
                    func squares(_ xs: [Int]) -> [Int] { xs.concurrentMap { $0 * $0 } }
                }
                """),
            SwiftSource(path: "Index/Array+ConcurrentMap.swift", text: """
                extension Array where Element: Sendable {
                    func concurrentMap<T>(_ transform: (Element) -> T) -> [T] { map(transform) }
                }
                """),
            SwiftSource(path: "Import/Pokedex+Open.swift", text: """
                extension Pokedex {
                    static func open(_ location: Location) throws -> Pokedex { Pokedex(path: location.path) }
                }
                """),
        ]
        let dependencies = FolderDependencies(sources: sources, layers: ["Store", "Index", "Import"])
        #expect(dependencies.violations == [
            "Store uses Index, which is above it (Store/Location.swift names Array.concurrentMap)",
            "loop: Store → Import → Store (Store/Location.swift names Pokedex.open)",
        ])
    }

    @Test func aTypeNestedInAnExtensionIsKnownByName() {
        let sources = [
            SwiftSource(path: "Store/Pokedex.swift", text: "struct Pokedex {}"),
            SwiftSource(path: "Store/Warm.swift", text: "enum Warm {\n    static func up(_ cache: Pokedex.Cache) {}\n}"),
            SwiftSource(path: "Search/Pokedex+Cache.swift", text: "extension Pokedex {\n    final class Cache {}\n}"),
        ]
        #expect(FolderDependencies(sources: sources, layers: ["Store", "Search"]).violations == [
            "loop: Store → Search → Store (Store/Warm.swift names Cache)",
        ])
    }

    @Test func namesDeclaredInSeveralFoldersAreNotUses() {
        // `load` and `Scope` are declared in Store and in Search: Store's own
        // are what Store uses, and nothing but a compiler can tell. Comments,
        // strings and a function's local names are no declarations or uses.
        let sources = [
            SwiftSource(path: "Store/Location.swift", text: """
                struct Location {
                    func load() -> Int { 0 }
                    enum Scope { case all }
                }
                """),
            SwiftSource(path: "Store/Box.swift", text: """
                enum Box {
                    // Not Pokedex.warm() nor Engine.run()
                    static func f(_ location: Location, _ scope: Location.Scope) -> Int {
                        let text = ".warm() .cached"
                        return location.load() + text.count
                    }
                }
                """),
            SwiftSource(path: "Search/Engine.swift", text: """
                enum Engine {
                    enum Scope { case some }
                    static func run() { let cached = 1 }
                }
                extension Location {
                    func load(_ scope: Engine.Scope) -> Int { 1 }
                    func warm() {}
                }
                extension Engine {
                    func union(_ other: Engine) -> Engine { self }
                }
                """),
            // Its own `Engine` is not Search's; `.union` here is `Set`'s: the file never names Search's `Engine`.
            SwiftSource(path: "Store/Record.swift", text: """
                struct Record {
                    struct Engine {}
                    let engine: Engine
                    func ids(_ a: Set<Int>, _ b: Set<Int>) -> Set<Int> { a.union(b) }
                }
                """),
        ]
        let dependencies = FolderDependencies(sources: sources, layers: ["Store", "Search"])
        #expect(dependencies.violations == [])
        #expect(dependencies.graph == ["Search → Store"])
    }

    @Test func declarationsAreReadWithTheirScope() {
        let source = SwiftSource(path: "Model/Outer.swift", text: """
            public struct Outer: Codable {
                enum CodingKeys: String, CodingKey { case a, b = "bee", c(Int) }
                var a: Int { didSet { let local = 1 } }
                static func make() -> Outer { let made = Outer(); return made }
                class func legacy() {}
            }
            extension Array where Element: Sendable {
                func concurrentMap<T>(_ transform: (Element) -> T) -> [T] { [] }
                var second: Element? { dropFirst().first }
                struct Inner {}
            }
            """)
        typealias D = SwiftSource.Declaration
        #expect(source.declarations == [
            D(name: "Outer", kind: .type, isTopLevel: true),
            D(name: "CodingKeys", kind: .type, isTopLevel: false),
            D(name: "a", kind: .member, isTopLevel: false, owner: "CodingKeys"),
            D(name: "b", kind: .member, isTopLevel: false, owner: "CodingKeys"),
            D(name: "c", kind: .member, isTopLevel: false, owner: "CodingKeys"),
            D(name: "a", kind: .member, isTopLevel: false, owner: "Outer"),
            D(name: "make", kind: .member, isTopLevel: false, owner: "Outer"),
            D(name: "legacy", kind: .member, isTopLevel: false, owner: "Outer"),
            D(name: "concurrentMap", kind: .extensionMember, isTopLevel: false, owner: "Array"),
            D(name: "second", kind: .extensionMember, isTopLevel: false, owner: "Array"),
            D(name: "Inner", kind: .type, isTopLevel: false),
        ])
        #expect(source.declaredTypes == ["Outer"])
        #expect(source.usedMembers == ["first"])
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
