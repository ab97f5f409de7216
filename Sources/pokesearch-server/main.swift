import ArgumentParser
import CCrashLog
import CStartup

// A crash (a failed runtime check, a bad memory access) leaves a line in the
// log before the process ends, naming the request its thread last began.
crash_log_install("pokesearch-server")
pokesearch_configure_sqlite()

// Handlers run on Swift concurrency's own pool, not on NIO's event loops: installing
// the loops as the global executor (NIO's unsafeTryInstall…AsConcurrencyGlobalExecutor,
// once called here) made the framework's cheapest route 20 % slower under load and
// searches only 13 % faster, and in the static binary `make install` builds it did not
// install at all (NIO looks the hook up with dlsym); see Benchmarks/README.md.
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
