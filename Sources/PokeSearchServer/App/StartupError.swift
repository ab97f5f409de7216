import Foundation
import NIOCore

/// Why the server could not start listening, in one line for the terminal
/// rather than NIO's `bind(descriptor:ptr:bytes:)`.
public enum StartupError: Error, CustomStringConvertible {
    case portInUse(host: String, port: Int)
    case unknownHost(String)
    case cannotListen(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            return "port \(port) is already in use on \(host): stop what listens there, or choose another port with --port (0 picks a free one)"
        case .unknownHost(let host):
            return "cannot listen on '\(host)': no such address or host name on this machine (--host takes an address such as 127.0.0.1, or a name)"
        case .cannotListen(let host, let port, let reason):
            return "cannot listen on \(host) port \(port): \(reason)"
        }
    }

    /// Checks that `configuration.host` names an address before anything is opened or printed.
    public static func checkHost(of configuration: ServerConfiguration) throws {
        do {
            _ = try SocketAddress.makeAddressResolvingHost(configuration.host, port: configuration.port)
        } catch {
            throw StartupError.unknownHost(configuration.host)
        }
    }

    /// What a failure to bind means, nil for other errors.
    init?(_ error: any Error, configuration: ServerConfiguration) {
        if error is SocketAddressError {
            self = .unknownHost(configuration.host)
        } else if let error = error as? IOError {
            switch error.errnoCode {
            case EADDRINUSE: self = .portInUse(host: configuration.host, port: configuration.port)
            case EADDRNOTAVAIL: self = .cannotListen(host: configuration.host, port: configuration.port, reason: "no interface of this machine has that address")
            case EACCES: self = .cannotListen(host: configuration.host, port: configuration.port, reason: "permission denied (ports below 1024 need privileges)")
            default: self = .cannotListen(host: configuration.host, port: configuration.port, reason: String(cString: strerror(error.errnoCode)))
            }
        } else {
            return nil
        }
    }
}
