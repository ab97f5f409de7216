import Foundation
import PokeSearch

/// What `pokesearch --version` prints: the tool's version, then the data's.
public enum VersionText {
    /// `tool` (e.g. "pokesearch 1.0.0") and the dataset of the Pokédex at `path`.
    public static func render(tool: String, dataset: DatasetInfo, path: String) -> String {
        var lines = [tool]
        lines.append("Pokédex: " + path.escapingControlCharacters())
        lines.append("Data: " + (dataset.source ?? "unknown source")
                     + (dataset.importedAt.map { ", imported \($0)" } ?? ""))
        let shown = ["pokemon", "pokemon-species", "pokemon-form", "move", "ability", "item", "type", "language"]
        let counts = dataset.counts.filter { shown.contains($0.endpoint) }
            .map { "\($0.count.formatted(.number.grouping(.automatic).locale(.init(identifier: "en_US")))) \($0.endpoint)" }
        if !counts.isEmpty { lines.append("Records: " + counts.joined(separator: ", ")) }
        if !dataset.omitted.isEmpty { lines.append("Left out: " + dataset.omitted.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}
