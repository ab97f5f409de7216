// Arrow keys move between the items of a list the way they look on screen (cards
// in rows and columns that change with the width, so columns are counted from the
// layout, not assumed; table rows and entity rows one above the other).

function columnsOf(items) {
  if (items.length < 2) return 1;
  const top = items[0].getBoundingClientRect().top;
  const index = items.findIndex((item) => item.getBoundingClientRect().top !== top);
  return index < 0 ? items.length : index;
}

/** Arrow-key focus movement between the item links (`.card-link`) of a list's items (`[data-id]`). */
export function listKeyboard(list) {
  list.addEventListener("keydown", (event) => {
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: "up", ArrowDown: "down", Home: "home", End: "end" };
    const move = moves[event.key];
    if (move == null || event.altKey || event.ctrlKey || event.metaKey) return;
    const links = [...list.querySelectorAll(".card-link")];
    const current = links.indexOf(document.activeElement);
    if (current < 0) return;
    const items = links.map((link) => link.closest("[data-id]"));
    const columns = columnsOf(items);
    const target = {
      up: current - columns,
      down: current + columns,
      home: 0,
      end: links.length - 1,
    }[move] ?? current + move;
    if (target < 0 || target >= links.length) return;
    event.preventDefault();
    links[target].focus();
    items[target].scrollIntoView({ block: "nearest" });
  });
}
