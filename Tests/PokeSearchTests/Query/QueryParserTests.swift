import Testing
@testable import PokeSearch

/// The parser reads anything a user can type without failing, and reads the
/// query language exactly.
@Suite struct QueryParserTests {
    let parser = QueryParser()

    @Test func bareWordsAreClausesInOrder() throws {
        let syntax = try parser.parse("fire  dragon")
        #expect(syntax.clauses == [
            .init(negated: false, alternatives: [.word("fire", position: 1)]),
            .init(negated: false, alternatives: [.word("dragon", position: 7)]),
        ])
    }

    @Test(arguments: [
        ("atk>100", "atk", ComparisonOperator.greater, 100.0),
        ("spe>=90", "spe", .greaterOrEqual, 90),
        ("bst<400", "bst", .less, 400),
        ("weight<10.5", "weight", .less, 10.5),
        ("hp=100", "hp", .equal, 100),
        ("def!=50", "def", .notEqual, 50),
        ("sp-atk<=60", "sp-atk", .lessOrEqual, 60),
    ])
    func comparisons(text: String, stat: String, comparison: ComparisonOperator, value: Double) throws {
        let syntax = try parser.parse(text)
        #expect(syntax.clauses.first?.alternatives == [.comparison(stat, comparison, value, position: 1)])
    }

    @Test func fieldsTakeQuotedValues() throws {
        let syntax = try parser.parse(#"ability:"swift swim" type:fire"#)
        #expect(syntax.clauses.map(\.alternatives) == [
            [.field("ability", value: "swift swim", position: 1)],
            [.field("type", value: "fire", position: 22)],
        ])
    }

    @Test(arguments: ["-flying", "!flying"])
    func negation(text: String) throws {
        let syntax = try parser.parse("fire \(text)")
        #expect(syntax.clauses[1] == .init(negated: true, alternatives: [.word("flying", position: 7)]))
    }

    @Test func notKeywordNegatesTheNextClause() throws {
        let syntax = try parser.parse("fire NOT flying")
        #expect(syntax.clauses[1] == .init(negated: true, alternatives: [.word("flying", position: 10)]))
    }

    @Test(arguments: ["fire|water", "fire | water", "fire OR water"])
    func alternatives(text: String) throws {
        let syntax = try parser.parse(text)
        #expect(syntax.clauses.count == 1)
        #expect(syntax.clauses[0].alternatives.count == 2)
    }

    @Test func andKeywordIsIgnored() throws {
        #expect(try parser.parse("fire AND water").clauses.count == 2)
    }

    @Test func phrasesKeepTheirSpaces() throws {
        let syntax = try parser.parse(#""mr mime" jr"#)
        #expect(syntax.clauses[0].alternatives == [.phrase("mr mime", position: 1)])
    }

    @Test(arguments: ["", "   ", "\t\n", "\u{0}\u{1}"])
    func emptyQueriesAreRefused(text: String) {
        #expect(throws: QueryError.empty) { try parser.parse(text) }
    }

    @Test func oversizedQueriesAreRefusedWithTheirLength() {
        let text = String(repeating: "pika ", count: 20_000)
        #expect(throws: QueryError.tooLong(characters: 100_000, limit: QueryParser.maximumLength)) {
            try parser.parse(text)
        }
    }

    /// FTS5 syntax typed by a user is plain text to the parser.
    @Test(arguments: [#"""#, "*", "^", "NEAR(", ":", "(", ")", "a:", ":b", "\"unterminated", "-", "!", "|", "||", "a|", "|b", "atk>", ">100", "x<=y", "NEAR(pika chu, 2)", "pika*", "^pika"])
    func ftsSyntaxIsReadAsText(text: String) {
        do {
            let syntax = try parser.parse(text)
            #expect(!syntax.clauses.isEmpty)
            #expect(syntax.clauses.allSatisfy { !$0.alternatives.isEmpty })
        } catch {
            #expect(error as? QueryError == .empty, "\(text) failed with \(error)")
        }
    }

    @Test func aFieldsValueMayFollowItsColonAfterASpace() throws {
        #expect(try parser.parse("type: fire").clauses.map(\.alternatives) == [[.field("type", value: "fire", position: 1)]])
        #expect(try parser.parse("evolves from: eevee").clauses.map(\.alternatives)
                == [[.field("evolves-from", value: "eevee", position: 1)]])
        // A word that names no field keeps its colon: `Type: Null` is a name (see QueryLanguageTests).
        #expect(try parser.parse("pika: chu").clauses.map(\.alternatives)
                == [[.field("pika", value: "", position: 1)], [.word("chu", position: 7)]])
    }

    @Test(arguments: [
        ("sp atk > 150", "sp atk", ComparisonOperator.greater, 150.0),
        ("sp. atk >= 150", "sp. atk", .greaterOrEqual, 150),
        ("special defense<100", "special defense", .less, 100),
        ("base stat total > 700", "base stat total", .greater, 700),
        ("speed more than 150", "speed", .greater, 150),
        ("speed at least 150", "speed", .greaterOrEqual, 150),
        ("speed ≥ 150", "speed", .greaterOrEqual, 150),
        ("hp == 255", "hp", .equal, 255),
        ("speed: > 150", "speed", .greater, 150),
        ("height > 10 m", "height", .greater, 10),
        ("height > 150cm", "height", .greater, 1.5),
        ("weight < 20 kg", "weight", .less, 20),
        ("hp 25", "hp", .equal, 25),
        ("atk 150+", "atk", .greaterOrEqual, 150),
        ("gen >= 5", "gen", .greaterOrEqual, 5),
    ])
    func comparisonsTypedInSeveralWords(text: String, name: String, comparison: ComparisonOperator, value: Double) throws {
        let syntax = try parser.parse(text)
        #expect(syntax.clauses.map(\.alternatives) == [[.comparison(name, comparison, value, position: 1)]])
    }

    @Test func rangesAreTwoComparisons() throws {
        for text in ["speed 100-110", "speed between 100 and 110"] {
            #expect(try parser.parse(text).clauses.map(\.alternatives) == [
                [.comparison("speed", .greaterOrEqual, 100, position: 1)], [.comparison("speed", .lessOrEqual, 110, position: 1)],
            ])
        }
    }

    @Test(arguments: ["hp>0x10", "hp>inf", "hp>nan", "hp>1e3"])
    func numbersAreDecimalOnly(text: String) throws {
        let syntax = try parser.parse(text)
        #expect(!syntax.clauses.contains { $0.alternatives.contains { if case .comparison = $0 { true } else { false } } })
    }

    @Test(arguments: ["what is 25", "pikachu over 9000", "no 25"])
    func onlyComparableNamesStartAComparison(text: String) throws {
        let syntax = try parser.parse(text)
        #expect(syntax.clauses.allSatisfy { $0.alternatives.allSatisfy { if case .word = $0 { true } else { false } } })
    }

    /// ASCII operators are normalized from the bytes; they must read as Foundation's replacing reads them.
    @Test(arguments: ["spe>=120", "spe==120", "spe=>120", "spe=<120", "hp===5", "==>", "=<=", "a=b", "=", "speed", "atk!=5", "===<<"])
    func asciiOperatorsNormalizeAsEveryCharacterDoes(text: String) {
        #expect(SpacedComparison.symbolsNormalized(text) == SpacedComparison.symbolsNormalizedByCharacter(text))
    }

    /// `weak to fire`: `to` begins `total` but the name goes on with no stat, so no comparison starts there.
    @Test(arguments: ["weak to fire", "weak to fire and ice", "not weak to ground"])
    func aWordThatOnlyBeginsAStatNameStartsNoComparison(text: String) throws {
        let syntax = try parser.parse(text)
        #expect(syntax.clauses.allSatisfy { $0.alternatives.allSatisfy { if case .comparison = $0 { false } else { true } } })
    }
}
