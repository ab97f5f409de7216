import Testing
@testable import PokeSearch

/// The catalogue stamp hashes the schema's statements, not its comments or spacing.
@Suite struct CatalogSchemaTests {
    /// The statements as the stamp has always read them: comments cut, lines
    /// joined, whitespace runs made single spaces (the stamp of every file
    /// already imported depends on it).
    private func statements(of sql: String) -> String {
        sql.split(separator: "\n")
            .map { line in line.range(of: "--").map { line[..<$0.lowerBound] } ?? line[...] }
            .joined(separator: " ")
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    private func fnv(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 36)
    }

    @Test func theStampIsTheHashOfTheStatements() {
        #expect(CatalogSchema.fingerprint == fnv(statements(of: SchemaFile.pokedex.sql)))
    }

    @Test func commentsAndSpacingDoNotCount() {
        let sql = "CREATE TABLE a (x INTEGER);\n-- a comment\nCREATE TABLE b (y TEXT);"
        let edited = "  CREATE  TABLE a (x INTEGER); -- why\n\n--- another\nCREATE TABLE b\t(y TEXT);  \n"
        #expect(CatalogSchema.fingerprint(of: sql) == CatalogSchema.fingerprint(of: edited))
        #expect(CatalogSchema.fingerprint(of: sql) == fnv(statements(of: sql)))
        #expect(CatalogSchema.fingerprint(of: sql) != CatalogSchema.fingerprint(of: sql.replacingOccurrences(of: "TEXT", with: "BLOB")))
    }
}
