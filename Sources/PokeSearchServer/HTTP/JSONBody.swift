import Foundation
import Hummingbird
import NIOCore
import PokeSearch

/// Encodes API answers as the CLI's `--format json` does (`SortedJSONEncoder`):
/// snake_case keys (the engine's types name them), sorted, dates as ISO 8601
/// in UTC; and reads JSON request bodies within the size limit.
enum JSONBody {
    static let contentType = "application/json; charset=utf-8"

    static func encode(_ value: some Encodable) throws -> [UInt8] {
        try SortedJSONEncoder.encode(value)
    }

    /// A response with `value` as JSON; `headers` added.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) throws -> Response {
        let data = try encode(value)
        var fields = headers
        fields[.contentType] = contentType
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The request's body as `Value`: a 413 past `ServerLimits.maximumBodyBytes`
    /// however the body comes (with a `Content-Length` or chunked), a 400
    /// saying `expected` when it is not that JSON.
    static func decode<Value: Decodable>(_ type: Value.Type, from request: Request, expected: String) async throws -> Value {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: ServerLimits.maximumBodyBytes)
        } catch is NIOTooManyBytesError {
            throw APIError.bodyTooLarge
        } catch {
            // The client closed the connection, or was cut off (`RequestDeadlineHandler`): no one reads the answer.
            throw APIError(.badRequest, "the request body ended before it was complete")
        }
        do {
            return try JSONDecoder().decode(type, from: Data(buffer.readableBytesView))
        } catch {
            throw APIError(.badRequest, "the body must be JSON: \(expected)")
        }
    }
}
