import Foundation
import Hummingbird

/// DNS rebinding defence: a page of another site whose name was made to
/// resolve to this machine reaches the server with that name in `Host`, and
/// the `Origin` check, which compares `Origin` with `Host`, would let it
/// through. So only names that mean this server are accepted: `localhost`
/// (and `*.localhost`), the `--host` it was started with, and IP addresses
/// (a rebinding needs a name); others are a 421. The port is not checked:
/// the request reached this server's socket whatever it says.
struct HostCheckMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    /// `--host`, when it is a name rather than an address.
    let configuredHost: String

    init(configuredHost: String) {
        self.configuredHost = Self.hostName(configuredHost)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // A request without `Host` (HTTP/1.0) comes from no browser, so from no rebinding.
        if let authority = request.head.authority, !accepts(authority) {
            throw APIError(.misdirectedRequest, "this server does not answer for the host '\(Self.hostName(authority))': "
                + "reach it as localhost, by its IP address, or by the name given to pokesearch serve --host")
        }
        return try await next(request, context)
    }

    func accepts(_ authority: String) -> Bool {
        let name = Self.hostName(authority)
        return name == "localhost" || name.hasSuffix(".localhost") || name == configuredHost || Self.isAddress(name)
    }

    /// The host of an authority (`[::1]:8080` → `::1`, `LocalHost.:80` → `localhost`).
    static func hostName(_ authority: String) -> String {
        var host = Substring(authority.lowercased())
        if host.hasPrefix("[") {
            host = host.dropFirst().prefix { $0 != "]" }
        } else if let colon = host.lastIndex(of: ":"), host.firstIndex(of: ":") == colon {
            host = host[..<colon]
        }
        if host.hasSuffix(".") { host = host.dropLast() }
        return String(host)
    }

    static func isAddress(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }
}
