/// Every folded name of one kind of move, item, ability or nature, as the
/// index build stores it (`entity_name`, Schema/02-search.sql): names in
/// every language (and Latin names of several words run together:
/// `thunderbolt`, `10manbolt`) and the words of those names, each in byte
/// order for prefix ranges, with the entities each names.
///
/// The index build folds the names once (`init(folding:)`); a search
/// reads them back as they are laid out (`stored(_:in:)`) and asks its
/// questions through `EntityNames`. A one-off `pokesearch items` used to
/// fold, sort and hash 20,000 names of every language before its search:
/// three quarters of its time.
struct EntityNameTable: Sendable {
    /// The kinds with a table, each one's `kind` in `entity_name` (and its
    /// own table's name) and the kind of its names in `localized_name`.
    static let kinds: [(kind: String, names: NameKind)] = [("move", .move), ("item", .item), ("ability", .ability), ("nature", .nature)]

    /// Every folded name, in byte order, and the ids of the entities each names.
    let names: SortedKeys
    let idsByName: PackedLists
    /// Every word of `names`, in byte order, and the ids of the entities whose names hold it.
    let words: SortedKeys
    let idsByWord: PackedLists
    /// The entities in id order, each with the positions of its names in
    /// `names`, its slug's first (`high jump kick`).
    let entityIDs: [Int]
    let namesByEntity: PackedLists
    /// The names of two parts or more, as abbreviations read them (`hjk`, `twave`).
    let abbreviations: AbbreviatedNames

    /// Where `id` is in `entityIDs`, if it is an entity of the kind.
    func entity(_ id: Int) -> Int? {
        entityIDs.sortedIndex(of: id)
    }

    /// The positions in `names` of `id`'s names, its slug's first; none for an id of no entity.
    func namePositions(of id: Int) -> ArraySlice<Int32> {
        entity(id).map { namesByEntity[$0] } ?? []
    }
}
