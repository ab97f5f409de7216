import Hummingbird

/// An error the API answers as `{"error": {"message", "position"?, "suggestions"?}}`
/// with its status; `ErrorMiddleware` turns every thrown error into one.
struct APIError: Error, Sendable {
    var status: HTTPResponse.Status
    var message: String
    var position: Int?
    var suggestions: [String]?
    /// Extra response headers (`Retry-After` on a 429).
    var headers: HTTPFields = [:]

    init(_ status: HTTPResponse.Status, _ message: String, position: Int? = nil, suggestions: [String]? = nil) {
        self.status = status
        self.message = message
        self.position = position
        self.suggestions = suggestions
    }

    static func badParameter(_ name: String, _ value: some StringProtocol, expected: String) -> APIError {
        APIError(.badRequest, "invalid \(name) '\(value)': \(expected)")
    }

    /// A 429 that says when to come back, in its message and in `Retry-After`.
    static func tooManyRequests(_ message: String, retryAfter seconds: Int) -> APIError {
        var error = APIError(.tooManyRequests, message)
        error.headers[.retryAfter] = String(seconds)
        return error
    }

    static let notLoggedIn = APIError(.unauthorized, "not logged in: log in or sign up first")

    static let bodyTooLarge = APIError(.contentTooLarge, "request body too large: the limit is \(ServerLimits.maximumBodyBytes) bytes")

    /// A 503 that says when to come back, in its message and in `Retry-After`.
    static func unavailable(_ message: String, retryAfter seconds: Int) -> APIError {
        var error = APIError(.serviceUnavailable, message)
        error.headers[.retryAfter] = String(seconds)
        return error
    }

    /// The JSON body.
    var body: Body { Body(error: .init(message: message, position: position, suggestions: suggestions)) }

    struct Body: Encodable {
        struct Detail: Encodable {
            var message: String
            var position: Int?
            var suggestions: [String]?
        }
        var error: Detail
    }
}
