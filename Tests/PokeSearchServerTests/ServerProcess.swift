import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PokeSearch
import PokeSearchTestSupport
import Testing

/// `pokesearch serve --port 0` as a user runs it, on a fresh Pokédex: a real
/// process, whose crash a test sees as its exit (an in-process server's
/// would end the test runner), and whose log (standard error) a test reads.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let location: PokedexLocation
    /// `http://127.0.0.1:PORT/`.
    let base: String
    private let logPath: String
    /// One client for every request, keeping no cookie but those a test gives.
    private let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        return URLSession(configuration: configuration)
    }()

    init(arguments: [String] = [], environment: [String: String] = [:]) throws {
        location = try TestPokedex.freshLocation()
        logPath = location.directory + "/server.log"
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        process.executableURL = BuiltBinary.folder.appendingPathComponent("pokesearch")
        process.arguments = ["serve", "--port", "0", "--db", location.databasePath, "--sprite-base-url", "http://127.0.0.1:9/"]
            + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": location.directory].merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        try process.run()
        guard let line = ServeProcessTests.firstLine(of: output.fileHandleForReading),
              let url = line.split(separator: " ").last, line.hasPrefix("PokeSearch is serving ") else {
            process.terminate()
            throw ServerProcessError.didNotStart
        }
        base = String(url)
    }

    deinit {
        if process.isRunning { process.terminate() }
        session.invalidateAndCancel()
    }

    /// What the server has written to standard error so far.
    var log: String {
        (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    }

    /// `GET path`: the status and the body, or nil when no answer came (the
    /// server died or hung).
    func get(_ path: String, headers: [String: String] = [:]) async -> (status: Int, body: String)? {
        await send("GET", path, headers: headers)
    }

    /// `method path`, with a JSON body when given, from this server's own origin.
    func send(_ method: String, _ path: String, json: String? = nil, headers: [String: String] = [:]) async -> (status: Int, body: String)? {
        guard let url = URL(string: base + path.dropFirst(path.hasPrefix("/") ? 1 : 0)) else { return nil }
        var request = URLRequest(url: url, timeoutInterval: 60)
        request.httpMethod = method
        if let json {
            request.httpBody = Data(json.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if method != "GET" { request.setValue(String(base.dropLast()), forHTTPHeaderField: "Origin") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return await send(request)
    }

    private func send(_ request: URLRequest) async -> (status: Int, body: String)? {
        guard let (data, response) = try? await session.data(for: request), let http = response as? HTTPURLResponse else { return nil }
        return (http.statusCode, String(decoding: data, as: UTF8.self))
    }

    /// The `pokesearch_session=…` cookie of a new trainer `name`.
    func signUp(_ name: String, password: String = "correct horse battery") async throws -> String {
        var request = URLRequest(url: URL(string: base + "api/signup")!, timeoutInterval: 60)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["username": name, "password": password])
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(String(base.dropLast()), forHTTPHeaderField: "Origin")
        let (_, response) = try await session.data(for: request)
        let header = try #require((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Set-Cookie"))
        return try #require(header.split(separator: ";").first.map(String.init))
    }

    /// The port the server listens on.
    var port: Int { URL(string: base)?.port ?? 0 }

    /// Waits for the process to end (two minutes at most); whether it did.
    func ended() async -> Bool {
        for _ in 0..<1200 where process.isRunning {
            try? await Task.sleep(for: .milliseconds(100))
        }
        return !process.isRunning
    }
}

enum ServerProcessError: Error {
    case didNotStart
}
