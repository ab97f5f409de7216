// Arrow keys move between cards the way they look on screen (rows and columns
// change with the width, so columns are counted from the layout, not assumed).

function columnsOf(cards) {
  if (cards.length < 2) return 1;
  const top = cards[0].getBoundingClientRect().top;
  const index = cards.findIndex((card) => card.getBoundingClientRect().top !== top);
  return index < 0 ? cards.length : index;
}

/** Arrow-key focus movement between the card links of a list. */
export function gridKeyboard(list) {
  list.addEventListener("keydown", (event) => {
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: "up", ArrowDown: "down", Home: "home", End: "end" };
    const move = moves[event.key];
    if (move == null || event.altKey || event.ctrlKey || event.metaKey) return;
    const links = [...list.querySelectorAll(".card-link")];
    const current = links.indexOf(document.activeElement);
    if (current < 0) return;
    const cards = links.map((link) => link.closest(".card"));
    const columns = columnsOf(cards);
    const target = {
      up: current - columns,
      down: current + columns,
      home: 0,
      end: links.length - 1,
    }[move] ?? current + move;
    if (target < 0 || target >= links.length) return;
    event.preventDefault();
    links[target].focus();
    links[target].closest(".card").scrollIntoView({ block: "nearest" });
  });
}
