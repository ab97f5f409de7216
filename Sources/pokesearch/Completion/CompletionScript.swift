import ArgumentParser

/// A shell's completion script: ArgumentParser's, with the words it reads
/// routed as the command line routes them (`ArgumentRouter.routeForCompletion`,
/// asked through `pokesearch ---route-completion`).
///
/// ArgumentParser's scripts know nothing of a default subcommand: for
/// `pokesearch fire --sort <Tab>` they offer subcommands, and options typed
/// before a subcommand hide it. Each script's entry is wrapped so that it
/// completes `pokesearch search fire --sort` instead, one routing for the
/// three shells.
struct CompletionScript {
    /// The script to source.
    let text: String

    init(shell name: String, root: any ParsableCommand.Type) throws {
        guard let shell = name.isEmpty ? CompletionShell.autodetected() : CompletionShell(rawValue: name) else {
            throw UsageError("no completion script for the shell '\(name)': bash, zsh or fish")
        }
        let command = root._commandName
        let script = root.completionScript(for: shell)
        let request = ArgumentRouter.completionRequest
        switch shell {
        case .bash: text = Self.bash(script, command: command, request: request)
        case .zsh: text = Self.zsh(script, command: command, request: request)
        case .fish: text = Self.fish(script, command: command, request: request)
        default: text = script
        }
    }

    /// The entry `_pokesearch` becomes `_pokesearch_unrouted`, called by a
    /// `_pokesearch` that routes `COMP_WORDS` first (`complete -F
    /// _pokesearch` stays as generated).
    private static func bash(_ script: String, command: String, request: String) -> String {
        let entry = "_\(command)"
        return script.replacingOccurrences(of: "\n\(entry)() {\n", with: "\n\(entry)_unrouted() {\n") + """

            # The words as pokesearch routes them: a subcommand typed after options
            # first, a search as `search` (`\(command) fire --sort <Tab>` offers sort keys).
            \(entry)() {
                local -a routed
                mapfile -t routed < <("${COMP_WORDS[0]}" \(request) "${COMP_CWORD}" "${COMP_WORDS[@]}" 2>/dev/null)
                if [[ "${#routed[@]}" -lt 3 ]]; then
                    \(entry)_unrouted "${@}"
                    return
                fi
                local -i COMP_CWORD="${routed[0]}"
                local -a COMP_WORDS=("${routed[@]:1:${#routed[@]}-2}")
                local IFS=' '
                local COMP_LINE="${COMP_WORDS[*]}"
                local before="${COMP_WORDS[*]::${COMP_CWORD}}"
                local -i COMP_POINT="$(( ${#before} + 1 + ${#2} ))"
                \(entry)_unrouted "${1}" "${2}" "${COMP_WORDS[COMP_CWORD - 1]}"
            }

            """
    }

    /// The same for zsh: `words` and `CURRENT` are routed before the
    /// generated function reads them.
    private static func zsh(_ script: String, command: String, request: String) -> String {
        let entry = "_\(command)"
        let ending = "if [[ \"${funcstack[1]}\" = \(entry) ]]; then"
        let wrapper = """
            # The words as pokesearch routes them: a subcommand typed after options
            # first, a search as `search` (`\(command) fire --sort <Tab>` offers sort keys).
            \(entry)() {
                local -a routed
                routed=("${(@f)$("${words[1]}" \(request) "$((CURRENT - 1))" "${words[@]}" 2>/dev/null)}")
                if (( ${#routed} > 2 )); then
                    words=("${(@)routed[2,-2]}")
                    CURRENT=$(( routed[1] + 1 ))
                fi
                \(entry)_unrouted "${@}"
            }


            """
        return script.replacingOccurrences(of: "\n\(entry)() {\n", with: "\n\(entry)_unrouted() {\n")
            .replacingOccurrences(of: ending, with: wrapper + ending)
    }

    /// Fish asks for the command line's tokens on every condition of every
    /// `complete` line: the tokens function answers with the routed ones,
    /// asked once per command line.
    private static func fish(_ script: String, command: String, request: String) -> String {
        let tokens = "__\(command)_tokens"
        return script + """

            # The tokens as pokesearch routes them: a subcommand typed after options
            # first, a search as `search` (`\(command) fire --sort <Tab>` offers sort keys).
            # Routed once per command line, which every condition reads again.
            function \(tokens)
                set -l tokenize commandline -o
                if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
                    set tokenize commandline --tokens-raw
                end
                if test "$argv" = -tC
                    # The cursor's place in its word, which `commandline -tC` leaves out under `complete -C`.
                    string length -- "$(commandline -ct)"
                    return
                end
                if not contains -- "$argv" -pc -p
                    $tokenize $argv
                    return
                end
                set -l before ($tokenize -pc)
                set -l current (commandline -ct)
                set -l key (string join \\n -- $before "$current")
                if test "$key" != "$__\(command)_routed_line"
                    set -g __\(command)_routed_line $key
                    set -g __\(command)_routed (command $before[1] \(request) (count $before) $before "$current" 2>/dev/null)
                end
                if test (count $__\(command)_routed) -lt 3
                    $tokenize $argv
                    return
                end
                set -l index $__\(command)_routed[1]
                set -l words $__\(command)_routed[2..-2]
                printf '%s\\n' $words[1..$index]
                if contains -- "$argv" -p
                    # The word at the cursor when typed, and what follows it.
                    set -l all ($tokenize -p)
                    set -l next (math (count $before) + 1)
                    if test -n "$current"
                        printf '%s\\n' $current
                        set next (math $next + 1)
                    end
                    if set -q all[$next]
                        printf '%s\\n' $all[$next..-1]
                    end
                end
            end

            """
    }
}
