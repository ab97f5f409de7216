import PokeSearch

/// A trainer name that names no profile, or no valid one, said with where
/// the name came from, so that the place to mend is named: a typo after
/// `--trainer`, `$POKESEARCH_TRAINER`, or the file `trainer use` wrote.
struct TrainerChoiceError: Error, CustomStringConvertible {
    /// The engine's refusal (`unknownTrainer`, `invalidTrainerName`).
    var error: TrainerError
    /// The name and its source.
    var trainer: CurrentTrainer

    var description: String {
        let message = CommandHints.message(for: error) ?? error.description
        switch trainer.source {
        case .implicitDefault:
            return message
        case .option:
            return message + "\nThe name comes from --trainer."
        case .environment:
            return message + "\nThe name comes from $POKESEARCH_TRAINER: set it to a profile of `pokesearch trainer list`, "
                + "or unset it."
        case .rememberedIn(let file):
            return message + "\nThe name comes from \(file) (`pokesearch trainer use`): choose another with "
                + "`pokesearch trainer use NAME`, or remove that file to use the default profile."
        }
    }
}
