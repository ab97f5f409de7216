import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// The engine's own SHA-256 (it pre-hashes passwords): the standard's
/// vectors, and the system's `sha256sum` on messages of every length around
/// the 64-byte blocks.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func theStandardsVectors(message: String, digest: String) {
        #expect(SHA256.hex(SHA256.digest(Array(message.utf8))) == digest)
    }

    @Test func agreesWithSha256sum() throws {
        var generator = SeededGenerator(seed: 0x5AA256)
        for length in [1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000] {
            let message = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("sha256-\(UUID().uuidString)")
            try Data(message).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            process.arguments = [file.path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(printed.hasPrefix(SHA256.hex(SHA256.digest(message)) + " "), "\(length) bytes")
        }
    }
}
