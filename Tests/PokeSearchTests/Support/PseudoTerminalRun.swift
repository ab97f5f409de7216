import Foundation

/// The built binary with its standard output (and with `standardError`,
/// its standard error too) on a pseudo-terminal of a given width, as in a
/// user's terminal window (no `COLUMNS`): what it printed.
enum PseudoTerminalRun {
    static func output(_ arguments: [String], columns: Int, environment: [String: String], standardError: Bool = false) throws -> String {
        // posix_openpt and friends are not imported: Linux's /dev/ptmx and its ioctls
        // (TIOCSPTLCK, TIOCGPTN, whose macros Swift does not import either) do the same.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlocked: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlocked) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw POSIXError(.ENXIO)
        }
        defer { close(master) }
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw POSIXError(.ENXIO) }
        var size = winsize(ws_row: 50, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, terminal, 1)
        if standardError {
            posix_spawn_file_actions_adddup2(&actions, terminal, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let binary = CommandLineRun.binary.path
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let variables = (["PATH": "/usr/bin:/bin"].merging(environment) { $1 }).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + variables).forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, binary, &actions, nil, argv, variables)
        close(terminal)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOEXEC) }

        // Read until the child's side closes (EIO once it has exited and nothing is left).
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // The terminal turns each newline into a carriage return and a newline.
        return String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }
}
