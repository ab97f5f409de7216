import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to a server on loopback that writes exactly the bytes a
/// test gives, when it gives them: what no HTTP client sends (a body a byte
/// at a time, a chunked body past the limit, an 80 KB header, a foreign `Host`).
/// Reads wait on a Dispatch thread: a blocked thread of the concurrency pool
/// (two on this machine) could be one the server under test needs.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    /// Connects to `localhost` (the address the live test server binds, IPv4 or IPv6).
    init(port: Int) throws {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo("localhost", String(port), &hints, &list) == 0 else { throw POSIXError(.EHOSTUNREACH) }
        defer { freeaddrinfo(list) }
        var entry = list
        while let address = entry?.pointee {
            let candidate = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
            if candidate >= 0, connect(candidate, address.ai_addr, address.ai_addrlen) == 0 {
                descriptor = candidate
                return
            }
            close(candidate)
            entry = address.ai_next
        }
        throw POSIXError(.ECONNREFUSED)
    }

    deinit { close(descriptor) }

    /// Writes `text`; false once the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// One response: its status, headers (names lowercased) and body, read up
    /// to its `Content-Length`; nil when the connection closes first or
    /// nothing comes for `timeout` seconds (a minute: a debug server among
    /// the whole suite's tests can take seconds to answer).
    func response(timeout: Double = 60) async -> (status: Int, headers: [String: String], body: String)? {
        await Self.offThePool { self.readResponse(timeout: timeout) }
    }

    /// Whether the server closes the connection (end of file or a reset)
    /// within `timeout` seconds, reading and dropping whatever comes first.
    func closesWithin(_ timeout: Double) async -> Bool {
        await Self.offThePool { self.readUntilClosed(timeout: timeout) }
    }

    private static func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }

    private func readResponse(timeout: Double) -> (status: Int, headers: [String: String], body: String)? {
        var received: [UInt8] = []
        while true {
            if let end = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
                let status = Int(head[0].split(separator: " ").dropFirst().first ?? "") ?? 0
                var headers: [String: String] = [:]
                for line in head.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                let length = Int(headers["content-length"] ?? "0") ?? 0
                while received.count - end.upperBound < length {
                    guard let more = read(timeout: timeout) else { return nil }
                    received += more
                }
                return (status, headers, String(decoding: received[end.upperBound..<end.upperBound + length], as: UTF8.self))
            }
            guard let more = read(timeout: timeout) else { return nil }
            received += more
        }
    }

    private func readUntilClosed(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            switch readOnce(timeout: deadline.timeIntervalSinceNow) {
            case .closed: return true
            case .bytes, .nothing: continue
            }
        }
        return false
    }

    private func read(timeout: Double) -> [UInt8]? {
        if case .bytes(let bytes) = readOnce(timeout: timeout) { return bytes }
        return nil
    }

    private enum ReadResult { case bytes([UInt8]), closed, nothing }

    private func readOnce(timeout: Double) -> ReadResult {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(max(0, timeout) * 1000)) > 0 else { return .nothing }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? .bytes(Array(buffer[..<count])) : .closed
    }
}
