import Foundation
import Hummingbird
import Testing
@testable import PokeSearchServer

/// HTTP/1 as RFC 9112 has it, on a real socket: a connection the request does
/// not keep alive is closed after its answer; what the server cannot frame
/// or serve is refused at once, and the connection closed.
@Suite(.onServerThreads) struct HTTP1RulesTests {
    @Test func anHTTP10RequestWithoutKeepAliveHasItsConnectionClosed() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let port = client.port
            let connection = try RawConnection(port: port)
            connection.send("GET /api/languages HTTP/1.0\r\n\r\n")
            #expect(await connection.response()?.status == 200)
            #expect(await connection.closesWithin(5), "the connection stayed open")
            // Asked to keep it alive, it stays and serves another request.
            let kept = try RawConnection(port: port)
            kept.send("GET /api/languages HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(await kept.response()?.status == 200)
            kept.send("GET /api/languages HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(await kept.response()?.status == 200)
            // HTTP/1.1 asking to close.
            let closing = try RawConnection(port: port)
            closing.send("GET /api/languages HTTP/1.1\r\nHost: localhost\r\nConnection: Close\r\n\r\n")
            #expect(await closing.response()?.status == 200)
            #expect(await closing.closesWithin(5))
        }
    }

    @Test(arguments: [
        ("CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n", 405, "no proxy"),
        ("POST /api/login HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\n"
            + "Transfer-Encoding: xchunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", 501, "transfer coding 'xchunked'"),
        ("POST /api/login HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n", 501, "transfer coding"),
        ("GET /api/languages HTTP/1.1\r\n\r\n", 400, "must have a Host header"),
    ])
    func whatCannotBeServedIsRefusedWithALengthAndClosed(request: String, status: Int, says: String) async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let connection = try RawConnection(port: client.port)
            connection.send(request)
            let response = try #require(await connection.response(timeout: 10), "no answer")
            #expect(response.status == status)
            #expect(response.headers["x-content-type-options"] == "nosniff")
            #expect(response.headers["connection"] == "close")
            if request.hasPrefix("CONNECT") {
                // NIO encodes no body in an answer to CONNECT: the closed connection ends it.
                #expect(response.body.isEmpty)
                #expect(response.headers["allow"] == "GET, HEAD, POST, PUT, DELETE")
            } else {
                #expect(response.headers["content-length"] == String(response.body.utf8.count))
                #expect(response.headers["content-type"] == "application/json; charset=utf-8")
                #expect(response.body.contains(says), "\(response.body)")
            }
            #expect(await connection.closesWithin(5))
        }
    }

    @Test func anHTTP10RequestNeedsNoHost() async throws {
        try await ServerTest.app().serveOnLoopback { client in
            let connection = try RawConnection(port: client.port)
            connection.send("GET /api/languages HTTP/1.0\r\n\r\n")
            #expect(await connection.response()?.status == 200)
        }
    }
}
