import Foundation
import Testing

/// One request must never end the server: numbers past what the engine's
/// arithmetic holds are refused where they enter, on the real process.
@Suite struct OverflowProcessTests {
    @Test func anOffsetNearIntMaxIsA400AndTheServerGoesOn() async throws {
        let server = try ServerProcess()
        let cookie = try await server.signUp("misty")
        for (path, headers) in [("api/search?q=a&offset=9223372036854775807", [:]),
                                ("api/search?q=a&offset=9223372036854775800&limit=100", [:]),
                                ("api/search?favorites=true&offset=9223372036854775807", ["Cookie": cookie]),
                                ("api/moves?q=a&offset=9223372036854775807", [:]),
                                ("api/list?offset=9223372036854775807", [:])] {
            let answer = try #require(await server.get(path, headers: headers), "no answer to \(path)")
            #expect(answer.status == 400, "\(path): \(answer)")
            #expect(answer.body.contains("offset must be at most 1000000, not 9223372036854775"), "\(path): \(answer.body)")
        }
        #expect(await server.get("api/search?q=pikachu")?.status == 200)
        #expect(server.process.isRunning, "\(server.log)")
    }

    @Test func aCrashLeavesALineInTheLog() async throws {
        // The Swift runtime's backtrace still follows the line, unsymbolicated:
        // symbols take a debug build a minute on a busy machine.
        let server = try ServerProcess(environment: ["SWIFT_BACKTRACE": "symbolicate=off"])
        // A request first: the line names the last one its thread began.
        #expect(await server.get("api/languages")?.status == 200)
        // What a failed runtime check raises, sent from outside.
        kill(server.process.processIdentifier, SIGILL)
        try #require(await server.ended())
        let lines = server.log.split(separator: "\n")
        let line = try #require(lines.first { $0.contains(" critical pokesearch-server: crashed (SIGILL") }, "\(server.log)")
        #expect(line.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000 critical pokesearch-server: crashed \(SIGILL, .*\).*/) != nil,
                "\(line)")
        #expect(server.process.terminationReason == .uncaughtSignal)
        #expect(server.log.contains("Backtracing"), "the runtime's own report comes after the line")
    }
}
