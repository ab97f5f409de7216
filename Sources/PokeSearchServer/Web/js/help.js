// The help panel (the header's "?" button, or the ? key, on every screen): the
// whole app in short (searching and its query language with examples that run
// when clicked, the other lists, grid and table, favorites, the encounter and
// catching, the backpack, languages) and its keyboard shortcuts.

import { h, append, icon, ICONS } from "./dom.js";
import { t } from "./i18n.js";

/** Groups of [example query, key of its explanation]; the queries are the engine's syntax, not UI text. */
const EXAMPLES = [
  ["help.words", [
    ["pikachu", "help.ex.name"],
    ["salameche", "help.ex.language"],
    ["charizrd", "help.ex.typo"],
    ["fire char", "help.ex.prefix"],
    ["swift swim", "help.ex.ability"],
  ]],
  ["help.filters", [
    ["fire dragon", "help.ex.types"],
    ["type:water gen:1", "help.ex.fields"],
    ["color:pink habitat:forest", "help.ex.vocabulary"],
    ["move:flamethrower", "help.ex.move"],
    ["gen 4 steel", "help.ex.generation"],
    ["mt moon game:red", "help.ex.place"],
    ["evolves with a water stone", "help.ex.evolution"],
    ["water priority", "help.ex.priority"],
    ["good against charizard", "help.ex.counters"],
  ]],
  ["help.stats", [
    ["water atk>100", "help.ex.stat"],
    ["bst>=600", "help.ex.total"],
    ["height>5", "help.ex.height"],
    ["physical attackers", "help.ex.role"],
  ]],
  ["help.combine", [
    ["dragon -flying", "help.ex.not"],
    ["fire|water legendary", "help.ex.or"],
    ["mythical", "help.ex.flag"],
  ]],
];

/** The app's parts: a title key and the keys of its paragraphs. */
const TOPICS = [
  ["help.lists", ["help.lists.text", "help.lists.details", "help.lists.pokemon"]],
  ["help.views", ["help.views.text", "help.views.forms"]],
  ["help.favorites", ["help.favorites.text"]],
  ["help.encounter", ["help.encounter.text", "help.encounter.catch"]],
  ["help.backpack", ["help.backpack.text"]],
  ["help.languages", ["help.languages.text"]],
];

const KEYS = [
  ["/", "help.key.slash"], ["?", "help.key.help"], ["Enter", "help.key.enter"], ["Esc", "help.key.escape"],
  ["↑ ↓ ← →", "help.key.arrows"], ["← →", "help.key.neighbours"], ["Tab", "help.key.tab"],
];

function build(dialog, onExample) {
  const close = h("button", { type: "button", class: "icon-button help-close", "aria-label": t("help.close") }, icon(ICONS.close));
  close.addEventListener("click", () => dialog.close());
  const topic = (titleKey, body) => h("section", { class: "help-section" }, h("h3", {}, t(titleKey)), body);
  append(dialog, [
    h("div", { class: "help-head" }, h("h2", { id: "help-title" }, t("help.title")), close),
    h("p", { class: "help-intro" }, t("help.intro")),
    h("h3", { class: "help-part" }, t("help.search")),
    h("p", { class: "muted" }, t("help.search.intro")),
    EXAMPLES.map(([titleKey, examples]) => topic(titleKey,
      h("ul", { class: "examples" }, examples.map(([query, key]) => h("li", {},
        h("button", { type: "button", class: "example", on: { click: () => {
          dialog.close();
          onExample(query);
        } } }, h("code", {}, query)),
        h("span", {}, t(key))))))),
    topic("help.fields", h("p", {}, t("help.fields.list"))),
    h("h3", { class: "help-part" }, t("help.app")),
    TOPICS.map(([titleKey, paragraphs]) => topic(titleKey, paragraphs.map((key) => h("p", {}, t(key))))),
    topic("help.keys", h("dl", { class: "keys" }, KEYS.map(([key, text]) => [h("dt", {}, h("kbd", {}, key)), h("dd", {}, t(text))])))]);
  // A click on the backdrop (outside the panel's box) closes it.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) {
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    }
  });
}

/** Opens the help panel (built on first use); `onExample(query)` runs a clicked example. */
export function openHelp(dialog, onExample) {
  if (!dialog.childElementCount) build(dialog, onExample);
  dialog.showModal();
  dialog.scrollTop = 0;
}
