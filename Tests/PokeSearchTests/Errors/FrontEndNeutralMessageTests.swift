import Foundation
import Testing
@testable import PokeSearch

/// The engine's messages say what is wrong in words any front end can show:
/// the server sends them to web pages, so none names a command or an option
/// of the command line (the command line adds its own, `CommandHints`).
@Suite struct FrontEndNeutralMessageTests {
    static let errors: [any Error & CustomStringConvertible] = [
        TrainerError.nameTaken("misty"), TrainerError.unknownTrainer("ash", known: []),
        TrainerError.unknownTrainer("mitsy", known: ["misty"]), TrainerError.invalidTrainerName(" "),
        QueryError.empty, QueryError.tooLong(characters: 2_000, limit: 1_000),
        PaginationError.limitTooSmall(0), PaginationError.negativeOffset(-1), PaginationError.pageTooSmall(0),
        PaginationError.pagePastEnd(Int.max),
        StoreError.missingDatabase("/data/pokedex.sqlite"), StoreError.notAPokedex("/data/pokedex.user.sqlite", .userData),
        StoreError.notAPokedex("/data/notes.txt", .text), StoreError.outdatedPokedex("/data/pokedex.sqlite"),
        StoreError.damagedPokedex("/data/pokedex.sqlite"), StoreError.damagedUserData("/data/pokedex.user.sqlite"),
        StoreError.unknownLanguage("fre", known: ["en", "fr"]), StoreError.busy("/data/pokedex.user.sqlite", isUserData: true),
        StoreError.readOnlyUserData("/data/pokedex.user.sqlite", .file),
        StoreError.readOnlyUserData("/data/pokedex.user.sqlite", .folder("/data")),
        StoreError.readOnlyUserData("/data/pokedex.user.sqlite", .fileAndFolder("/data")),
        StoreError.readOnlyUserData("/data/pokedex.user.sqlite", .unknown),
        StoreError.userDataNotAFile("/data/pokedex.user.sqlite", .directory),
        TrainerError.cannotRemember(path: "/home/ash/.config/pokesearch/trainer", reason: "permission denied"),
        ImportError.noBundledDataset, EntityError.notSearchable(.type), EntityError.sortNotApplicable(.cost, kind: .move),
        CatalogError.severalPokemon("pikachu eevee", names: ["Pikachu", "Eevee"]),
    ]

    @Test(arguments: 0..<errors.count)
    func namesNoCommandNorOption(index: Int) {
        let message = Self.errors[index].description
        // No command to type (`pokesearch import DUMP`), no option (--db).
        #expect(!message.contains("`"), "\(message)")
        #expect(!message.contains("--"), "\(message)")
    }

    @Test func saysWhatIsWrong() {
        #expect(TrainerError.nameTaken("misty").description == "the trainer name 'misty' is taken; choose another")
        #expect(QueryError.empty.description == "nothing to search for: type a name, a type or a filter")
        #expect(PaginationError.limitTooSmall(0).description == "limit must be 1 or more, not 0")
        #expect(PaginationError.limitTooSmall(0).parameter == "limit" && PaginationError.limitTooSmall(0).problem == "must be 1 or more, not 0")
        #expect(StoreError.damagedPokedex("/p").description == "the Pokédex at /p is damaged")
        #expect(StoreError.numbersOnlyNotice(pokedexAt: "/p") == "the Pokédex at /p is damaged, so Pokémon are shown by number, without names")
        #expect(StoreError.readOnlyUserData("/u", .folder("/d")).description == "cannot write the user data file /u: its folder /d is read-only")
        #expect(StoreError.unknownLanguage("fre", known: ["en", "fr"]).description == "unknown language 'fre'; did you mean 'fr'? (known: en, fr)")
    }
}
