import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Shell completion from the built binary, run by the shells themselves:
/// bash's completion function called with `COMP_WORDS` set, zsh typing Tab
/// on a pseudo-terminal, fish's `complete -C`. The default search completes
/// as `search` does, options before a subcommand do not hide it, and
/// trainer names and languages come from the Pokédex.
@Suite struct CompletionCLITests {
    let location: PokedexLocation
    /// A folder with `pokesearch` in it, first on `PATH`: the scripts run the command they complete.
    let bin: String

    init() throws {
        location = try TestPokedex.freshLocation()
        bin = location.directory + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/pokesearch", withDestinationPath: CommandLineRun.binary.path)
        for name in ["misty", "Ash Ketchum"] {
            #expect(try CommandLineRun(["trainer", "add", name], location: location).status == 0)
        }
    }

    private var environment: [String: String] {
        ["PATH": bin + ":/usr/bin:/bin", "HOME": location.directory, "POKESEARCH_DB": location.databasePath]
    }

    /// Runs `program arguments` with the suite's environment.
    private func shell(_ program: String, _ arguments: [String]) throws -> CommandLineRun {
        try CommandLineRun.Launched(arguments, location: nil, environment: environment, executable: program).wait()
    }

    /// The generated script for `shell`, in a file.
    private func script(_ shell: String, file: String) throws -> String {
        let generated = try CommandLineRun.Launched(["--generate-completion-script", shell], location: nil, environment: environment).wait()
        #expect(generated.status == 0, "\(generated.stderr)")
        let path = location.directory + "/" + file
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try generated.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// What bash offers for each command line (words; the last is the word at the cursor).
    private func bash(_ lines: [[String]]) throws -> [[String]] {
        let harness = """
            source "$1"
            comp() {
                COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
                _pokesearch pokesearch "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s\\n' "${COMPREPLY[@]}"
                echo '--end--'
            }

            """ + lines.map { "comp " + $0.map { "'\($0)'" }.joined(separator: " ") }.joined(separator: "\n")
        let path = location.directory + "/harness.bash"
        try harness.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try shell("/bin/bash", [path, try script("bash", file: "pokesearch.bash")])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.components(separatedBy: "--end--\n").dropLast().map { $0.split(separator: "\n").map(String.init) }
    }

    @Test func bashCompletesTheDefaultSearch() throws {
        let offers = try bash([
            ["pokesearch", "fire", "--sort", ""], ["pokesearch", "fire", "--li"], ["pokesearch", "--trainer", ""],
            ["pokesearch", "--lang", ""], ["pokesearch", "--sort", "sp"], ["pokesearch", "sh"],
            ["pokesearch", "--trainer", "misty", "fav", ""], ["pokesearch", "trainer", "use", ""], ["pokesearch", "show", "--game", "scarlet"],
        ])
        #expect(offers.count == 9)
        #expect(offers[0].contains("capture-rate") && offers[0].contains("name") && !offers[0].contains("show"), "\(offers[0])")
        #expect(offers[1] == ["--limit"])
        #expect(Set(offers[2]) == ["misty", "Ash Ketchum"], "\(offers[2])")
        #expect(offers[3].contains("fr") && offers[3].contains("ja-hrkt") && !offers[3].contains("cs") && !offers[3].contains("pt-br"), "\(offers[3])")
        #expect(offers[4] == ["sp-attack", "sp-defense", "speed"])
        #expect(offers[5] == ["show"])
        #expect(Set(offers[6]) == ["add", "rm", "list"], "\(offers[6])")
        #expect(Set(offers[7]) == ["misty", "Ash Ketchum"])
        #expect(offers[8].contains("scarlet-violet"), "\(offers[8])")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed"))
    func fishCompletesTheDefaultSearch() throws {
        let path = try script("fish", file: "pokesearch.fish")
        func offers(_ line: String) throws -> [String] {
            let result = try shell("/usr/bin/fish", ["--no-config", "-c", "source \(path); complete -C'\(line)'"])
            #expect(result.stderr.isEmpty, "\(line): \(result.stderr)")
            return result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
        let sort = try offers("pokesearch fire --sort ")
        #expect(sort.contains("capture-rate") && !sort.contains("show"), "\(sort)")
        #expect(try offers("pokesearch fire --li") == ["--limit"])
        #expect(Set(try offers("pokesearch --trainer ")) == ["misty", "Ash Ketchum"])
        let languages = try offers("pokesearch --lang ")
        #expect(languages.contains("fr") && !languages.contains("cs"), "\(languages)")
        #expect(Set(try offers("pokesearch --trainer misty fav ")) == ["add", "rm", "list"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed"))
    func zshCompletesTheDefaultSearch() throws {
        let functions = try script("zsh", file: "zsh/_pokesearch")
        // An interactive zsh on a pseudo-terminal (zpty): each line is typed with a Tab,
        // then the line is cleared (Ctrl-U, which waits for the completion) and a marker echoed.
        // A line is typed only once the line editor shows its prompt: typed earlier, the
        // terminal is still in cooked mode and its own Ctrl-U erases the line before zsh sees it.
        let harness = """
            zmodload zsh/zpty
            zpty z zsh -f -i
            zpty -w z "PS1='ZLE''PROMPT: '; fpath=(\((functions as NSString).deletingLastPathComponent) \\$fpath); autoload -U compinit; compinit -u -D; unsetopt beep; echo READ''Y"
            zpty -r -m z out '*READY*ZLEPROMPT:*'
            for line in "$@"; do
              zpty -w -n z "$line"$'\\t'
              zpty -w z $'\\x15'"echo DO''NE"
              zpty -r -m z out '*DONE*ZLEPROMPT:*'
              print -r -- "${out//$'\\e'\\[[0-9;?]#[a-zA-Z]/}"
              print -r -- '--end--'
            done
            zpty -d z
            """
        let path = location.directory + "/harness.zsh"
        try harness.write(toFile: path, atomically: true, encoding: .utf8)
        let lines = ["pokesearch fire --sort ", "pokesearch fire --li", "pokesearch --trainer ", "pokesearch --lang "]
        let result = try shell("/usr/bin/zsh", ["-f", path] + lines)
        #expect(result.status == 0, "\(result.stderr)")
        let screens = result.stdout.components(separatedBy: "--end--")
        #expect(screens.count == lines.count + 1)
        guard screens.count > lines.count else { return }
        #expect(screens[0].contains("capture-rate") && screens[0].contains("sp-defense"), "\(screens[0])")
        #expect(screens[1].contains("--limit"), "\(screens[1])")
        #expect(screens[2].contains("misty") && screens[2].contains("Ketchum"), "\(screens[2])")
        #expect(screens[3].contains("ja-hrkt") && !screens[3].contains("pt-br"), "\(screens[3])")
    }

    @Test func trainerNamesComeFromThePokedex() throws {
        let words = ["pokesearch", "fav", "list", "--db", location.databasePath, "--trainer", "m"]
        let answer = try CommandLineRun.Launched(["---completion", "fav", "list", "--", "--trainer", "6", "1"] + words,
                                                 location: nil, environment: ["HOME": location.directory]).wait()
        #expect(answer.status == 0, "\(answer.stderr)")
        #expect(answer.stdout.split(separator: "\n").map(String.init) == ["misty"])
    }

    @Test func theRouterPutsASearchsWordsAfterSearch() throws {
        func routed(_ current: Int, _ words: String...) throws -> [String] {
            let result = try CommandLineRun.Launched(["---route-completion", String(current)] + words, location: nil,
                                                     environment: environment).wait()
            return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(try routed(3, "pokesearch", "fire", "--sort", "") == ["4", "pokesearch", "search", "fire", "--sort", "", ".", ""])
        #expect(try routed(4, "pokesearch", "--trainer", "misty", "fav", "") == ["4", "pokesearch", "fav", "--trainer", "misty", "", ".", ""])
        // The first word, with nothing before it but options and their values: a subcommand to offer.
        #expect(try routed(1, "pokesearch", "") == ["1", "pokesearch", "", ".", ""])
    }
}
