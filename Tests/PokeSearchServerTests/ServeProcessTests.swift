import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PokeSearchTestSupport
import Testing

/// `pokesearch serve` as a user runs it: a real process on loopback.
@Suite struct ServeProcessTests {
    @Test func servesOnAFreePortAndFinishesARequestOnSIGTERM() async throws {
        let location = try TestPokedex.freshLocation()
        let process = Process()
        process.executableURL = BuiltBinary.folder.appendingPathComponent("pokesearch")
        process.arguments = ["serve", "--port", "0", "--db", location.databasePath, "--sprite-base-url", "http://127.0.0.1:9/"]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": location.directory]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The first line names the URL, with the port the system gave.
        let line = try #require(Self.firstLine(of: output.fileHandleForReading))
        #expect(line.hasPrefix("PokeSearch is serving http://127.0.0.1:"))
        let base = try #require(line.split(separator: " ").last.map(String.init))
        #expect(!base.hasSuffix(":0/"))

        let (search, searchResponse) = try await URLSession.shared.data(from: URL(string: base + "api/search?q=pikachu")!)
        #expect((searchResponse as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: search, as: UTF8.self).contains("\"name\":\"pikachu\""))

        // A sign-up hashes a password (slow on purpose): SIGTERM arrives while it runs.
        var request = URLRequest(url: URL(string: base + "api/signup")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(String(base.dropLast()), forHTTPHeaderField: "Origin")
        request.httpBody = Data(#"{"username": "lance", "password": "dragonite-rules"}"#.utf8)
        // A session of its own: a new connection, which the server accepts
        // before the request's bytes arrive; SIGTERM goes once it is accepted.
        let port = try #require(URL(string: base)?.port)
        let accepted = Self.establishedConnections(toPort: port)
        let session = URLSession(configuration: .ephemeral)
        async let signUp = session.data(for: request)
        for _ in 0..<500 where Self.establishedConnections(toPort: port) <= accepted {
            try await Task.sleep(for: .milliseconds(10))
        }
        try await Task.sleep(for: .milliseconds(20))
        kill(process.processIdentifier, SIGTERM)
        let (_, signUpResponse) = try await signUp
        #expect((signUpResponse as? HTTPURLResponse)?.statusCode == 201)

        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    @Test func serveWithoutTheServerBinarySaysHowToBuildIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pokesearch-noserver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("pokesearch")
        try FileManager.default.copyItem(at: BuiltBinary.folder.appendingPathComponent("pokesearch"), to: copy)
        let errors = Pipe()
        // A process another test forks while the copy is being written inherits
        // the copy's descriptor until it execs, and Linux refuses to run a file
        // open for writing ("Text file busy"): tried again until that child has gone on.
        var process = Process()
        for attempt in 1...100 {
            process = Process()
            process.executableURL = copy
            process.arguments = ["serve", "--port", "0"]
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path]
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            do {
                try process.run()
                break
            } catch let error as NSError where attempt < 100
                        && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) {
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(message.contains("swift build --product pokesearch-server"))
    }

    @Test func aPortInUseIsOneClearLine() throws {
        // Another program holds the port: a listening socket of this test's.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                guard bind(listener, raw, length) == 0, listen(listener, 1) == 0, getsockname(listener, raw, &length) == 0 else {
                    throw POSIXError(.EADDRINUSE)
                }
            }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let location = try TestPokedex.freshLocation()
        let run = try BuiltBinary.pokesearch(["serve", "--port", String(port)], location: location)
        #expect(run.status == 1)
        #expect(run.stderr == "Error: port \(port) is already in use on 127.0.0.1: stop what listens there, "
            + "or choose another port with --port (0 picks a free one)\n", "\(run.stderr)")
    }

    @Test func anUnknownHostIsOneClearLineWithoutTheNetworkWarning() throws {
        let location = try TestPokedex.freshLocation()
        let run = try BuiltBinary.pokesearch(["serve", "--host", "no-such-host.invalid", "--port", "0"], location: location)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Error: cannot listen on 'no-such-host.invalid': no such address or host name"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }

    /// How many TCP connections the server side holds open on `port`
    /// (`/proc/net/tcp`: local port in hex, state 01 is ESTABLISHED).
    static func establishedConnections(toPort port: Int) -> Int {
        let table = (try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)) ?? ""
        let local = String(format: ":%04X", port)
        return table.split(separator: "\n").dropFirst().filter { line in
            let fields = line.split(separator: " ")
            return fields.count > 3 && fields[1].hasSuffix(local) && fields[3] == "01"
        }.count
    }

    /// Reads up to the first newline (the process keeps running, so no end of file).
    static func firstLine(of handle: FileHandle) -> String? {
        var bytes = Data()
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == Data("\n".utf8) { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}
