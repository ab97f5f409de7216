import Foundation

/// Standard output's end: what `print` buffered is flushed and checked, so
/// that `pokesearch list > /dev/full` fails (exit status 74, EX_IOERR) where
/// it would otherwise lose the output and succeed.
enum StandardOutput {
    /// Flushes standard output and exits: 0, or 74 with a message when it could not be written.
    static func finish() -> Never {
        // Every stream: standard output is the only buffered one (the error stream writes at once).
        if fflush(nil) != 0 {
            let reason = errno
            // A reader that stopped reading (`| head`) is no failure.
            if reason == EPIPE { exit(0) }
            ErrorReport.print("Error: could not write the output" + (reason == 0 ? "" : ": " + String(cString: strerror(reason))))
            exit(74)
        }
        exit(0)
    }
}
