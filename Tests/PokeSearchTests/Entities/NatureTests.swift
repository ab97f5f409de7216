import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Natures as entities (`pokesearch natures speed`, `show nature:timid`,
/// `/api/natures`), on the bundled dataset.
@Suite struct NatureTests {
    let pokedex: Pokedex
    let search: EntitySearch

    init() throws {
        pokedex = try TestPokedex.shared()
        search = EntitySearch(pokedex: pokedex)
    }

    private func names(_ query: String, language: String = "en") throws -> [String] {
        try search.search(EntityRequest(kind: .nature, query: query, limit: 100, language: language)).hits.map(\.entity.name)
    }

    @Test func aStatIsTheNaturesRaisingIt() throws {
        #expect(try Set(names("speed")) == ["timid", "hasty", "jolly", "naive"])
        #expect(try Set(names("spe")) == Set(names("speed")))
        #expect(try Set(names("vitesse")) == Set(names("speed")))  // French
        #expect(try Set(names("initiative")) == Set(names("speed")))  // German
        #expect(try Set(names("raises:speed")) == Set(names("speed")))
        #expect(try Set(names("lowers attack")) == ["bold", "timid", "modest", "calm"])
        #expect(try names("raises:spa lowers:atk") == ["modest"])
        #expect(try names("speed lowers attack") == ["timid"])
        #expect(try Set(names("neutral")) == ["hardy", "docile", "serious", "bashful", "quirky"])
        #expect(try names("").count == 25)
    }

    /// Natures as players write them: `+atk -spa` is Adamant, `-spe` the natures lowering Speed.
    @Test func plusAndMinusBeforeStats() throws {
        #expect(try names("+atk -spa") == ["adamant"])
        #expect(try names("+spe -spa") == ["jolly"])
        #expect(try names("+spa -atk") == ["modest"])
        #expect(try Set(names("-spe")) == ["brave", "relaxed", "quiet", "sassy"])
        #expect(try names("plus attack minus special attack") == ["adamant"])
        // `-` before a word that is no stat still leaves names out.
        #expect(try !names("-timid").contains("timid") && names("-timid").count == 24)
    }

    @Test func namesInAnyLanguage() throws {
        #expect(try names("timid").first == "timid")
        #expect(try names("scheu").first == "timid")  // German
        #expect(try names("timde").first == "timid")  // a typo
        let french = try search.search(EntityRequest(kind: .nature, query: "timide", language: "fr")).hits.first?.entity
        #expect(french?.displayName == "Timide" && french?.raises == "speed" && french?.lowers == "attack")
        #expect(french?.likesFlavor == "sweet" && french?.hatesFlavor == "spicy")
    }

    @Test func showFindsANature() throws {
        let resolver = EntityResolver(search: search)
        #expect(try resolver.resolve("nature:timid") == EntityReference(kind: .nature, id: 5, name: "timid"))
        #expect(try resolver.resolve("nature:scheu")?.name == "timid")
        #expect(try resolver.resolve("natures:5")?.name == "timid")
        let detail = try EntityDetail.load(.nature, id: 5, language: "de", from: pokedex)
        #expect(detail.summary.displayName == "Scheu" && detail.summary.raises == "speed")
        #expect(detail.names.contains { $0.language == "fr" && $0.name == "Timide" })
        #expect(detail.pokemon.isEmpty && detail.effect == nil)
    }

    @Test func unknownFieldsAndValuesAreErrors() throws {
        #expect(throws: EntityError.self) { try search.search(EntityRequest(kind: .nature, query: "power>10")) }
        #expect(throws: EntityError.self) { try search.search(EntityRequest(kind: .nature, query: "raises:luck")) }
        #expect(throws: EntityError.self) { try search.search(EntityRequest(kind: .nature, query: "x", sort: .power)) }
    }
}
