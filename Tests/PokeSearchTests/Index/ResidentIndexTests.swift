import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// A search reads the index by key with SQL, or from memory once the
/// engine preloaded it: both must answer every query the same, to the
/// score, the form and the notice.
@Suite struct ResidentIndexTests {
    /// One or more queries of every class the engine reads, with the judged ones.
    static let queries = RelevanceJudgement.all("public").map(\.q) + RelevanceJudgement.all("everyday").map(\.q) + [
        "pikachu", "pika", "p", "ピカ", "ピカチュウ", "噴火", "rizadon", "mr mime", "hooh", "mrmimme", "charizrd", "gengr",
        "fire dragon", "fire char", "ghost", "feu", "dragon -flying", "water atk>100", "gen 4 steel", "type:grass gen:1",
        "legendary psychic", "spe>=120", "-exp>100", "color:pink egg:fairy", "intimidate fire", "swift swim",
        "fire|water legendary", "#25", "no. 150", "hoenn", "unova dragon", "ジョウト", "alola raichu", "green bug",
        "fox pokemon", "bulbasaur evolutions", "family:pichu", "evolves from magikarp", "nfe fire", "-nfe", "is:fully-evolved",
        "weak to fire", "immune to electric", "4x weak to ice", "not weak to ground", "weak:ice:4", "resists:fire:4",
        "slowest water", "heaviest", "lightest ghost", "strongest legendary", "electirc steel", "type:fier", "weak to watr",
        "*saur", "char*zard", "pika?hu", "ピカ*", "mega char*", "unown b", "gastrodon west", "alcremie ruby swirl",
        "leftovers", "holds:light ball", "thunderbolt", "move surf", "ability levitate", "dragon dance water",
        "spa > 150", "fire, dragon", "nidoran f", "nidoran ♂", "zzzzzz", "pikachuu evolutions",
        // The query classes of this round: keyword typos, names holding keywords, phrasings, ranking by language.
        "male nidoran", "pikachu female", "oinkologne male", "pyroar female", "yelow electric", "purpel ghost", "graay",
        "fier dragon", "gras poison", "water groud", "groud", "water grou", "fire drag", "hoen", "flamethower", "levitaet ghost",
        "ice bean fire", "icebeam fire", "mose pokemon", "weak to fire type", "4× weak to ice", "fire weakness", "ground immune",
        "weak to fire|ice", "neutral to fire", "highest attack", "fastets", "strongest non-legendary", "sp atk > 150",
        "height > 10 m", "weight > 500 kg", "speed 100-110", "fire-type", "type: fire", "hidden ability intimidate", "4th gen",
        "tipo fuego", "pokedex 25", "＃２５", "porygon 2", "25-30", "#25 #26", "kanto region", "pokemon from kanto", "hisui",
        "alolan forms", "kanto or johto", "evolves into raichu", "eevee evolves into", "family:pikchu", "baby pokemon",
        "legendary pokemon", "mouse pokemon", "fox", "bats", "fire/flying", "fire and flying", "arceus fire", "blue flabebe",
        "vivillon poke ball", "unown !", "unown ?", "dra", "ho", "a*", "*ite", "what is pikachu?", "gen>=8", "color red",
        "egg group dragon", "genus:fox",
    ]

    static let preloaded: Result<SearchEngine, any Error> = Result {
        let engine = SearchEngine(pokedex: try TestPokedex.shared())
        try engine.preload()
        return engine
    }

    @Test(arguments: queries)
    func answersTheSameFromMemory(query: String) throws {
        let request = SearchRequest(query: query, limit: 200, explain: true)
        let fromTables = try? SearchEngine(pokedex: try TestPokedex.shared()).search(request)
        let fromMemory = try? Self.preloaded.get().search(request)
        #expect(fromTables?.hits == fromMemory?.hits, "\(query)")
        #expect(fromTables?.totalMatches == fromMemory?.totalMatches, "\(query)")
        #expect(fromTables?.corrections == fromMemory?.corrections, "\(query)")
        #expect(fromTables?.suggestions == fromMemory?.suggestions, "\(query)")
        #expect((fromTables == nil) == (fromMemory == nil), "\(query)")
    }

    @Test func preloadingIsOnce() throws {
        let engine = try Self.preloaded.get()
        try engine.preload()
        #expect(try engine.search(SearchRequest(query: "pikachu")).hits.first?.pokemon.id == 25)
    }
}
