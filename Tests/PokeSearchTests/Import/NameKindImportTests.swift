import Foundation
import GRDB
import Testing
@testable import PokeSearch

/// The importer writes `localized_name.kind` and `entity_text.kind` as
/// `NameKind`s, and the index builder finds every lexicon kind's names by
/// `LexiconKind.nameKind`: the seam is typed on both sides.
@Suite struct NameKindImportTests {
    @Test func everyKindWrittenIsANameKindAndTheLexiconFindsTheNames() throws {
        try withFixture { fixture throws in
            _ = try fixture.importFixture()
            try fixture.database().read { db throws in
                let written = try String.fetchAll(db, sql: "SELECT DISTINCT kind FROM localized_name UNION SELECT DISTINCT kind FROM entity_text")
                #expect(!written.isEmpty)
                #expect(written.filter { NameKind(rawValue: $0) == nil } == [])
                var kindsWithLocalizedPhrases: [LexiconKind] = []
                for kind in LexiconKind.allCases {
                    guard let nameKind = kind.nameKind else { continue }
                    let names = try String.fetchAll(db, sql: "SELECT name FROM localized_name WHERE kind = ?", arguments: [nameKind.rawValue])
                    let phrases = Set(try String.fetchAll(db, sql: "SELECT phrase FROM lexicon WHERE kind = ?", arguments: [kind.rawValue]))
                    if names.contains(where: { phrases.contains(TextFolder.fold($0)) }) { kindsWithLocalizedPhrases.append(kind) }
                }
                // Every kind the mini-dump names (its import leaves moves out).
                #expect(Set(kindsWithLocalizedPhrases) == [.type, .ability, .item, .color, .habitat, .shape, .eggGroup, .generation, .region,
                                                          .nature, .location],
                        "\(kindsWithLocalizedPhrases)")
                // French type names (Ho-Oh's fire), through `LexiconKind.type.nameKind`.
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM lexicon WHERE kind = 'type' AND phrase = 'feu'") == 1)
            }
        }
    }
}
