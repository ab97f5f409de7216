import Foundation
import Testing
@testable import PokeSearch
import PokeSearchTestSupport

/// Every number the command line takes (page options, seeds, counts,
/// intervals, the bench's counts, ids, the port, numbers in query fields),
/// given values of `NumberInputs` (each of them in a full run, a seeded sample
/// of them otherwise) on the real binary: it never crashes;
/// it refuses with exit 64 and a message naming the option or field, says
/// that nothing has that id (exit 1), or gives the right answer for that
/// number. Commands that run until stopped (`encounter --every`, `serve`)
/// may still be running after a few seconds.
@Suite struct NumericArgumentsCLITests {
    static let parallelism = 3
    /// How many of `NumberInputs`' values each parameter is given outside a full run:
    /// every value for all 51 parameters is 459 processes, a sixth of the tests' CPU time.
    static let valuesPerParameter = 4
    /// How long a command that runs until stopped is given.
    static let runningSeconds = "4"

    /// One place a number goes on the command line.
    struct Parameter: Sendable {
        var name: String
        var arguments: @Sendable (String) -> [String]
        /// The word a refusal (exit 64) names.
        var named: String
        /// Whether "nothing has this id" (exit 1) is an answer.
        var mayNameNothing = false
        /// Whether the command may still be running when stopped (by `timeout`).
        var mayRun = false
        /// Nil when a successful run's output is right for the value, else what is wrong.
        var check: @Sendable (_ value: String, _ stdout: String) -> String? = { _, _ in nil }
    }

    /// The number the command line reads in `value`: digits past what an
    /// integer holds are the largest one (`--limit 10^30` asks for everything).
    static func whole(_ value: String) -> Int? {
        if let number = Int(value) { return number }
        let digits = value.hasPrefix("-") || value.hasPrefix("+") ? value.dropFirst() : Substring(value)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return value.hasPrefix("-") ? .min : .max
    }

    static func json(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    static func ids(_ text: String) -> [Int]? {
        (json(text) as? [[String: Any]])?.compactMap { $0["id"] as? Int }
    }

    /// `--limit`, `--offset`, `--page` of a listing command, checked against the whole listing `all`.
    static func pagination(_ command: [String], all: [Int]) -> [Parameter] {
        let name = command.joined(separator: " ")
        return [
            Parameter(name: "\(name) --limit", arguments: { command + ["--limit", $0] }, named: "--limit") { value, stdout in
                expect(stdout, is: page(of: all, from: 0, count: min(whole(value) ?? 20, 10_000)))
            },
            Parameter(name: "\(name) --offset", arguments: { command + ["--offset", $0] }, named: "--offset") { value, stdout in
                expect(stdout, is: page(of: all, from: whole(value) ?? 0, count: 20))
            },
            Parameter(name: "\(name) --page", arguments: { command + ["--page", $0] }, named: "--page") { value, stdout in
                guard let number = whole(value), number >= 1, number < Int.max / 20 else { return "answered page \(value)" }
                return expect(stdout, is: page(of: all, from: (number - 1) * 20, count: 20))
            },
        ]
    }

    static func page(of all: [Int], from start: Int, count: Int) -> [Int] {
        Array(all[min(max(0, start), all.count)...].prefix(count))
    }

    /// Nil when `stdout` lists `expected`, else what it lists.
    static func expect(_ stdout: String, is expected: [Int]) -> String? {
        ids(stdout) == expected ? nil : "ids \(ids(stdout).map { "\($0)" } ?? String(stdout.prefix(200))), not \(expected)"
    }

    /// `field op N` in a search: every result holds the comparison.
    static func comparison(_ command: [String], _ field: String, _ op: String, key: String) -> Parameter {
        Parameter(name: "\(command.joined(separator: " ")) \(field)\(op)N", arguments: { command + ["\(field)\(op)\($0)", "--limit", "10000"] },
                  named: field) { value, stdout in
            guard let number = Double(value) else { return "answered a number it cannot read" }
            let results = json(stdout) as? [[String: Any]] ?? []
            let wrong = results.first { result in
                guard let stat = (result[key] as? Double) ?? (result[key] as? Int).map(Double.init) else { return false }
                return op == ">" ? !(stat > number) : !(stat < number)
            }
            return wrong.map { "\($0["name"] ?? "?") has \(key) \($0[key] ?? "?")" }
        }
    }

    /// An id given as an argument: found, it is that id; else nothing has it.
    static func id(_ command: [String], shows: Bool = false) -> Parameter {
        Parameter(name: command.joined(separator: " ") + " ID", arguments: { command + [$0] }, named: "<name|id>", mayNameNothing: true) { value, stdout in
            guard let number = Int(value), number >= 1 else { return "took '\(value)' as an id" }
            guard shows else { return nil }
            return (json(stdout) as? [String: Any])?["id"] as? Int == number ? nil : "showed another id for \(value)"
        }
    }

    @Test func everyNumberOfEveryCommandIsAnsweredRightOrRefusedByName() async throws {
        let location = try TestPokedex.freshLocation()
        for setup in [["fav", "add", "1", "4", "7", "25", "150", "--trainer", "ash"], ["catch", "25", "--trainer", "ash"],
                      ["catch", "133", "--trainer", "ash"]] {
            let run = try CommandLineRun(setup, location: location)
            try #require(run.status == 0, "\(setup): \(run.stderr)")
        }
        let listings = [["fire"], ["--favorites", "fire", "--trainer", "ash"], ["list"], ["fav", "list", "--trainer", "ash"],
                        ["backpack", "--trainer", "ash"], ["moves", "a"], ["items"], ["abilities"], ["natures"]]
        var parameters: [Parameter] = []
        for command in listings {
            let all = try CommandLineRun(command + ["--limit", "10000", "--format", "json"], location: location)
            let ids = try #require(Self.ids(all.stdout), "\(command): \(all.stderr)")
            parameters += Self.pagination(command + ["--format", "json"], all: ids)
        }
        parameters += [
            Parameter(name: "encounter --seed", arguments: { ["encounter", "--seed", $0, "--format", "json"] }, named: "--seed") { value, stdout in
                UInt64(value) != nil && (Self.json(stdout) as? [String: Any])?["id"] is Int ? nil : "met \(stdout.prefix(100)) for seed \(value)"
            },
            Parameter(name: "encounter --times", arguments: { ["encounter", "--every", "1s", "--times", $0, "--format", "json"] },
                      named: "--times", mayRun: true),
            Parameter(name: "encounter --every", arguments: { ["encounter", "--every", $0, "--times", "1", "--format", "json"] },
                      named: "--every", mayRun: true),
            Parameter(name: "bench --runs", arguments: { ["bench", "--runs", $0, "--class", "name", "--limit", "1", "--format", "json"] },
                      named: "--runs"),
            Parameter(name: "bench --limit", arguments: { ["bench", "--limit", $0, "--runs", "1", "--class", "name", "--format", "json"] },
                      named: "--limit"),
            Parameter(name: "serve --port", arguments: { ["serve", "--port", $0] }, named: "--port", mayRun: true),
            Parameter(name: "serve --password-cost", arguments: { ["serve", "--port", "0", "--password-cost", $0] },
                      named: "--password-cost", mayRun: true),
            Self.id(["show", "--format", "json"], shows: true), Self.id(["fav", "add", "--trainer", "misty"]),
            Self.id(["catch", "--trainer", "misty"]), Self.id(["release", "--trainer", "misty"]),
            Self.comparison([], "atk", ">", key: "attack"), Self.comparison([], "hp", "<", key: "hp"),
            Self.comparison([], "total", ">", key: "total"), Self.comparison([], "height", ">", key: "height_m"),
            Self.comparison([], "weight", "<", key: "weight_kg"), Self.comparison(["moves"], "power", ">", key: "power"),
            Self.comparison(["moves"], "pp", "<", key: "pp"), Self.comparison(["items"], "cost", "<", key: "cost"),
            Parameter(name: "gen:N", arguments: { ["gen:" + $0, "--limit", "10000"] }, named: "generation"),
            Parameter(name: "#N", arguments: { ["#" + $0] }, named: "#"),
        ]

        let values = NumberInputs.values(for: "NumericArgumentsCLITests")
        // Each parameter gets every value in a full run, a sample of them drawn from the
        // run's seed otherwise (each run a new one, printed, so a failure replays).
        let run = LongRun("NumericArgumentsCLITests, values per parameter", full: values.count,
                          sample: Self.valuesPerParameter, fixedSeed: 0x4E55_4D42)
        var generator = SeededGenerator(seed: run.seed)
        let cases = parameters.flatMap { parameter in
            (run.isFull ? values : Array(values.shuffled(using: &generator).prefix(run.count))).map { (parameter, $0) }
        }
        let home = location.directory, db = location.databasePath
        let results = try await CommandLineRun.all(cases.map { parameter, value in
            let arguments = parameter.arguments(value) + ["--db", db]
            // KILL: a child of the test's threads inherits SIGTERM blocked. `timeout`
            // sends it to its process group, so it ends by it too: "still running".
            let launcher = parameter.mayRun ? ["/usr/bin/timeout", "--signal=KILL", Self.runningSeconds] : []
            return { try CommandLineRun.Launched(arguments, location: nil, environment: ["HOME": home], launcher: launcher).wait() }
        }, parallelism: Self.parallelism)

        for ((parameter, value), run) in zip(cases, results) {
            let shown = "\(parameter.name) '\(value)'"
            if parameter.mayRun, run.reason == .uncaughtSignal, run.status == SIGKILL { continue }
            // Through `timeout`, a crash is an exit status of 128 + the signal.
            #expect(run.reason == .exit && !(parameter.mayRun && run.status > 128), "\(shown) crashed: \(run.status) \(run.stderr.prefix(400))")
            switch run.status {
            case 0:
                if let wrong = parameter.check(value, run.stdout) { Issue.record("\(shown): \(wrong)") }
            case 64:
                #expect(run.stderr.hasPrefix("Error: ") && run.stderr.contains(parameter.named), "\(shown): \(run.stderr.prefix(400))")
            case 1 where parameter.mayNameNothing:
                #expect(run.stderr.hasPrefix("Error: "), "\(shown): \(run.stderr.prefix(400))")
            default:
                Issue.record("\(shown) exited \(run.status): \(run.stderr.prefix(400))")
            }
        }
        print("numeric arguments: \(cases.count) runs over \(parameters.count) parameters, \(Self.parallelism) at a time")
    }
}
