import Hummingbird
import Logging

/// One log line per request at `.info`: method, path without its query
/// string (queries may name a trainer's searches), status and duration.
/// Never a header, so never a cookie, token or password.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard context.logger.logLevel <= .info else { return try await next(request, context) }
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, start: start, logger: context.logger)
            return response
        } catch {
            log(request, status: (error as? HTTPError)?.status.code ?? 500, start: start, logger: context.logger)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, start: ContinuousClock.Instant, logger: Logger) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        logger.info("\(request.method) \(LoggedPath.shown(request.uri.path)) \(status) \(String(format: "%.1f", milliseconds)) ms")
    }
}
