// The help panel: the query language in short, with examples that run when clicked.

import { h, append, icon, ICONS } from "./dom.js";
import { t } from "./i18n.js";

/** Sections of [example query, key of its explanation]; the queries are the engine's syntax, not UI text. */
const SECTIONS = [
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
  ]],
  ["help.stats", [
    ["water atk>100", "help.ex.stat"],
    ["bst>=600", "help.ex.total"],
    ["height>5", "help.ex.height"],
  ]],
  ["help.combine", [
    ["dragon -flying", "help.ex.not"],
    ["fire|water legendary", "help.ex.or"],
    ["mythical", "help.ex.flag"],
  ]],
];

const KEYS = [["/", "help.key.slash"], ["Enter", "help.key.enter"], ["Esc", "help.key.escape"], ["← ↑ → ↓", "help.key.arrows"]];

function build(dialog, onExample) {
  const close = h("button", { type: "button", class: "icon-button help-close", "aria-label": t("help.close") }, icon(ICONS.close));
  close.addEventListener("click", () => dialog.close());
  append(dialog, [
    h("div", { class: "help-head" }, h("h2", { id: "help-title" }, t("help.title")), close),
    h("p", { class: "muted" }, t("help.intro")),
    SECTIONS.map(([titleKey, examples]) => h("section", { class: "help-section" },
      h("h3", {}, t(titleKey)),
      h("ul", { class: "examples" }, examples.map(([query, key]) => h("li", {},
        h("button", { type: "button", class: "example", on: { click: () => {
          dialog.close();
          onExample(query);
        } } }, h("code", {}, query)),
        h("span", {}, t(key))))))),
    h("section", { class: "help-section" },
      h("h3", {}, t("help.fields")),
      h("p", {}, t("help.fields.list"))),
    h("section", { class: "help-section" },
      h("h3", {}, t("help.keys")),
      h("dl", { class: "keys" }, KEYS.map(([key, text]) => [h("dt", {}, h("kbd", {}, key)), h("dd", {}, t(text))])))]);
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
}
