// The Pokédex (/): Pokémon to search as you type (search-view.js), as a grid of
// cards or a compact table, one card per species unless "Show forms" is on, with
// type and generation chips and the stat sorts.
//
// This module is also where the kind interface search-view.js reads is spelt out
// (entity-kinds.js implements it for moves, items, abilities and types):
//   name, path          the route's name and address
//   heading()           the view's title (its h1, for screen readers)
//   sortKeys            the API's sort keys; "" is relevance (or the list's own order)
//   ascendingSorts      the keys that start with the lowest (the others start with the highest)
//   sortName(key), noSortName(state)
//   chipRows()          [{title, short?, values, label(v), filter(v), chipClass(v), toggle(q, v), active(q) → Set}]
//   settings?({change}) {element, draw(state) → whether any is not at its default}: the kind's own controls
//   readState(params), writeState(state, params): the kind's own URL parameters
//   layouts             {name: {pageSize, build({change, state}) → {container, list, draw?}, render(item)}}
//   layoutName(state)
//   fetch(state, lang, offset, limit, signal) → {total, results, showing_results_for?, did_you_mean?}
//   status(total, query, state), empty(), typingAllKey, after?()
//   alsoNamed?(query, lang, signal) → [{kind, name, display_name}]: the moves, items and abilities the query names exactly

import { api, prefetch } from "./api.js";
import { h, icon, ICONS, dexNumber } from "./dom.js";
import { t, dataLanguage, dataLang } from "./i18n.js";
import { pokemonCard, typeBadge } from "./card.js";
import { spriteImage } from "./sprite.js";
import { TYPES, GENERATIONS, SORT_KEYS, activeFilters, toggleType, toggleGeneration, typeClass } from "./query.js";
import { typeName } from "./terms.js";
import { createSearchView, stateFromParams, firstPageOf } from "./search-view.js";
import { PAGE_SIZE } from "./pager.js";

/** Rows of a page of the table: it is compact, so a page holds more than a page of cards. */
const TABLE_PAGE_SIZE = 50;
/** The table's stat columns: the summary's key, the header's label key, and the sort key. */
const STAT_COLUMNS = [
  ["hp", "stat.hp", "hp"], ["attack", "stat.attack.short", "attack"], ["defense", "stat.defense.short", "defense"],
  ["sp_attack", "stat.sp_attack.short", "sp-attack"], ["sp_defense", "stat.sp_defense.short", "sp-defense"],
  ["speed", "stat.speed.short", "speed"], ["total", "stat.total", "total"],
];

/** The API request for a page: a search, or the whole Pokédex for an empty query. */
function pageRequest({ q, sort, order, forms }, lang, offset, limit) {
  const query = q.trim();
  const common = { limit, offset, sort, order, lang, forms: forms ? null : "false" };
  return query ? ["/api/search", { q: query, ...common }] : ["/api/list", common];
}

function viewSwitch(change) {
  const button = (view, iconPaths, key) => h("button", {
    type: "button", class: "segment", dataset: { view }, "aria-pressed": "false",
    on: { click: () => change({ view, page: view === "table" ? 1 : null }) },
  }, icon(iconPaths), h("span", {}, t(key)));
  return h("div", { class: "segments", role: "group", "aria-label": t("view.label") },
    button("grid", ICONS.grid, "view.grid"), button("table", ICONS.table, "view.table"));
}

function toggleSwitch(id, key, onChange) {
  const input = h("input", { type: "checkbox", role: "switch", id, class: "switch", on: { change: () => onChange(input.checked) } });
  return { input, element: h("label", { class: "setting", for: id }, input, h("span", {}, t(key))) };
}

/** A row of the table: number, sprite, name (the link), types, the six stats and their total. */
function tableRow(pokemon) {
  const name = pokemon.display_name || pokemon.name;
  const [firstType = "unknown"] = pokemon.types;
  return h("tr", { dataset: { id: pokemon.id }, class: typeClass(firstType) },
    h("td", { class: "cell-number" }, dexNumber(pokemon.species_id ?? pokemon.id)),
    h("td", { class: "cell-sprite" }, spriteImage(pokemon.id, "front_default", { alt: "", name, size: 48 })),
    h("th", { scope: "row", class: "cell-name", lang: dataLang() }, h("a", { class: "card-link", href: `/pokemon/${pokemon.id}` }, name)),
    h("td", { class: "cell-types" }, h("span", { class: "badges" }, pokemon.types.map((type) => typeBadge(type, undefined, { link: true, focusable: false })))),
    STAT_COLUMNS.map(([key]) => h("td", { class: `cell-stat${key === "total" ? " cell-total" : ""}` }, pokemon[key] ?? "—")));
}

/** The table, its header's stat columns sort it (the highest first, then the other way). */
function buildTable({ change, state }) {
  const headers = STAT_COLUMNS.map(([key, labelKey, sort]) => {
    const button = h("button", { type: "button", class: "column-sort", on: { click: () => {
      const now = state();
      change({ sort, order: now.sort === sort && now.order === "desc" ? "asc" : "desc", page: now.page && 1 });
    } } }, t(labelKey));
    return h("th", { scope: "col", class: `cell-stat${key === "total" ? " cell-total" : ""}`, dataset: { sort } }, button);
  });
  const list = h("tbody");
  const table = h("table", { class: "poke-table" },
    h("thead", {}, h("tr", {},
      h("th", { scope: "col", class: "cell-number" }, t("table.number")),
      h("th", { scope: "col", class: "cell-sprite" }, h("span", { class: "visually-hidden" }, t("table.image"))),
      h("th", { scope: "col", class: "cell-name" }, t("table.name")),
      h("th", { scope: "col", class: "cell-types" }, t("table.types")),
      headers)),
    list);
  return {
    container: h("div", { class: "table-scroll poke-table-scroll" }, table),
    list,
    draw({ sort, order }) {
      for (const th of headers) {
        if (th.dataset.sort === sort) th.setAttribute("aria-sort", order === "desc" ? "descending" : "ascending");
        else th.removeAttribute("aria-sort");
      }
    },
  };
}

export const POKEMON = {
  name: "grid",
  path: "/",
  heading: () => t("nav.pokedex"),
  sortKeys: SORT_KEYS,
  ascendingSorts: ["number", "name"],
  sortName: (key) => t(`sort.${key}`),
  noSortName: (state) => t(state.q.trim() ? "sort.relevance" : "sort.dex"),
  chipRows: () => [
    {
      title: t("filters.types"), values: TYPES, label: typeName, filter: (type) => `type:${type}`,
      chipClass: (type) => `chip-type ${typeClass(type)}`, toggle: (q, type) => toggleType(q, type, typeName),
      active: (q) => activeFilters(q, typeName).types,
    },
    {
      title: t("filters.generations"), short: t("filters.gen"), values: GENERATIONS, label: (n) => t("gen.short", { n }),
      filter: (n) => `gen:${n}`, chipClass: () => "chip-gen", toggle: (q, n) => toggleGeneration(q, n, typeName),
      active: (q) => activeFilters(q, typeName).gens,
    },
  ],
  settings({ change }) {
    const forms = toggleSwitch("show-forms", "forms.show", (on) => change({ forms: on }));
    const paged = toggleSwitch("page-numbers", "pages.switch", (on) => change({ page: on ? 1 : null }));
    const views = viewSwitch(change);
    return {
      element: h("div", { class: "settings" }, forms.element, views, paged.element),
      draw(state) {
        forms.input.checked = state.forms;
        paged.input.checked = state.page != null;
        for (const button of views.querySelectorAll("[data-view]")) button.setAttribute("aria-pressed", String(button.dataset.view === state.view));
        return state.forms || state.page != null || state.view !== "grid";
      },
    };
  },
  readState: (params) => ({
    forms: ["1", "true"].includes(params.get("forms")),
    view: params.get("view") === "table" ? "table" : "grid",
  }),
  writeState(state, params) {
    if (state.forms) params.set("forms", "1");
    if (state.view === "table") params.set("view", "table");
  },
  layouts: {
    cards: {
      pageSize: PAGE_SIZE,
      build: () => {
        const list = h("div", { class: "cards" });
        return { container: list, list };
      },
      render: (pokemon) => pokemonCard(pokemon),
    },
    table: { pageSize: TABLE_PAGE_SIZE, build: buildTable, render: tableRow },
  },
  layoutName: (state) => (state.view === "table" ? "table" : "cards"),
  fetch(state, lang, offset, limit, signal) {
    const [path, params] = pageRequest(state, lang, offset, limit);
    return api(path, { params, signal });
  },
  alsoNamed(query, lang, signal) {
    return api("/api/named", { params: { q: query, lang }, signal }).then((answer) => answer.entities);
  },
  status: (total, query, state) => total === 0
    ? t("grid.none", { query })
    : t(query ? "grid.count" : state.forms ? "grid.all" : "grid.species", { count: total }),
  empty: () => h("div", { class: "empty" },
    h("div", { class: "empty-ball", "aria-hidden": "true" }),
    h("p", { class: "empty-title" }, t("grid.none.title")),
    h("p", {}, t("grid.none.hint"))),
  typingAllKey: "grid.typing.all",
};

/** Asks for the first results of a grid URL at once, before the page is built. */
export function prefetchFirstPage(params) {
  const state = stateFromParams(POKEMON, params);
  const { offset, size } = firstPageOf(POKEMON, state);
  prefetch(...pageRequest(state, dataLanguage(), offset, size));
}

export function createGridView({ searchBox }) {
  return createSearchView(POKEMON, { searchBox });
}
