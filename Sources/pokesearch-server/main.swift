import ArgumentParser
import CCrashLog
import NIOCore
import NIOPosix

// A crash (a failed runtime check, a bad memory access) leaves a line in the
// log before the process ends, naming the request its thread last began.
crash_log_install("pokesearch-server")

// Swift concurrency runs on NIO's event loops: a request's handler then runs
// on the thread that read it, with no hop to the concurrency pool and back.
// Blocking work goes to Dispatch (`BlockingWork`). Installed first, from the
// main thread, as NIO asks; hence a main.swift rather than `@main`.
NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
await ServeCommand.start()

extension ServeCommand {
    /// What `@main` would do (an async function: top-level code would pick the synchronous `run`).
    static func start() async {
        do {
            var command = try parseAsRoot()
            // `--help` parses to a command of ArgumentParser's own, which is not async.
            if var serve = command as? AsyncParsableCommand { try await serve.run() } else { try command.run() }
        } catch {
            exit(withError: error)
        }
    }
}
