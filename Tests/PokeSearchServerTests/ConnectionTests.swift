import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

/// What happens on the socket, below routes: the server on loopback, fed
/// bytes no HTTP client sends.
@Suite(.onServerThreads) struct ConnectionTests {
    @Test func aBodySentByteByByteIsCutOff() async throws {
        // A 1 s deadline; the body would take 40 s at a byte every 0.2 s.
        try await ServerTest.app(requestTimeout: .seconds(1)).serveOnLoopback { client in
            let connection = try RawConnection(port: client.port)
            let body = #"{"username": "slowpoke", "password": "never-arrives"}"#
            connection.send("POST /api/login HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n")
            var sent = 0
            for character in body.dropLast() {
                guard connection.send(String(character)) else { break }
                sent += 1
                if await connection.closesWithin(0.2) { break }
            }
            #expect(sent < body.count - 1, "the whole body was accepted a byte at a time")
            #expect(await connection.closesWithin(5))
            // The server still answers others.
            let other = try RawConnection(port: client.port)
            other.send("GET /api/languages HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(await other.response()?.status == 200)
        }
    }

    @Test func aChunkedBodyOverTheLimitIs413() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let connection = try RawConnection(port: client.port)
            // 32 KB of JSON in 4 KB chunks, with no Content-Length to refuse it by.
            let chunks = [#"{"username": "x", "password": ""#] + Array(repeating: String(repeating: "p", count: 4096), count: 8) + [#""}"#]
            var request = "POST /api/login HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\n"
                + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
            for chunk in chunks { request += String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n" }
            request += "0\r\n\r\n"
            connection.send(request)
            let response = try #require(await connection.response())
            #expect(response.status == 413)
            #expect(response.body.contains("too large"))
        }
    }

    @Test func foreignHostNamesAre421s() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let port = client.port
            for host in ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)", "LOCALHOST", "app.localhost:\(port)", "192.168.1.20:\(port)"] {
                let connection = try RawConnection(port: port)
                connection.send("GET /api/languages HTTP/1.1\r\nHost: \(host)\r\n\r\n")
                #expect(await connection.response()?.status == 200, "\(host)")
            }
            for host in ["evil.example", "evil.example:\(port)", "127.0.0.1.nip.io:\(port)", "localhost.evil.example"] {
                let connection = try RawConnection(port: port)
                connection.send("POST /api/signup HTTP/1.1\r\nHost: \(host)\r\nOrigin: http://\(host)\r\n"
                    + "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
                let response = try #require(await connection.response(), "\(host)")
                #expect(response.status == 421, "\(host)")
                #expect(response.headers["content-type"] == "application/json; charset=utf-8")
                #expect(response.body.contains("does not answer for the host"), "\(response.body)")
            }
        }
    }

    @Test func theParsersOwn400sCarryTheSecurityHeadersAndJSON() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let connection = try RawConnection(port: client.port)
            connection.send("GET /api/languages HTTP/1.1\r\nHost: localhost\r\nX-Filler: \(String(repeating: "x", count: 90_000))\r\n\r\n")
            let response = try #require(await connection.response())
            #expect(response.status == 400)
            #expect(response.headers["content-security-policy"]?.contains("default-src 'self'") == true)
            #expect(response.headers["x-content-type-options"] == "nosniff")
            #expect(response.headers["content-type"] == "application/json; charset=utf-8")
            #expect(response.body.contains("could not be read as HTTP"), "\(response.body)")
        }
    }

    @Test func theServerAnswersForTheHostItWasGiven() {
        let check = HostCheckMiddleware(configuredHost: "pokedex.lan")
        #expect(check.accepts("pokedex.lan:8080") && check.accepts("POKEDEX.LAN.") && check.accepts("[fe80::1]"))
        #expect(!check.accepts("pokedex.lan.evil.example") && !check.accepts("evil.example"))
        #expect(HostCheckMiddleware.hostName("[::1]:8080") == "::1" && HostCheckMiddleware.hostName("LocalHost.:80") == "localhost")
    }
}
