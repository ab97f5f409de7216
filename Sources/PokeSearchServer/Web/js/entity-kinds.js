// Moves, items, abilities and types to search as you type (search-view.js; grid.js
// spells out what a kind holds): the API's entity searches with their fields as
// chips (a move's type, class and generation, an item's pocket, an ability's
// generation) and their sorts. Types, only 18, are filtered here from the type chart,
// which the page shows in full under them.

import { api } from "./api.js";
import { h } from "./dom.js";
import { t, dataLang, formatNumber, languageTag } from "./i18n.js";
import { typeBadge } from "./card.js";
import { TYPES, GENERATIONS, typeClass, fold, fieldReaders, valueReader, activeValues, toggleAlternative } from "./query.js";
import { typeName, termName, loadTerms } from "./terms.js";
import { typeChart, loadChart } from "./type-chart.js";
import { english } from "./panels.js";

export const DAMAGE_CLASSES = ["physical", "special", "status"];
export const POCKETS = ["misc", "medicine", "pokeballs", "machines", "berries", "mail", "battle", "key"];
const ROW_PAGE_SIZE = 30;

/** The readers of a kind's chips: which written words press which chip. */
function readers(fields) {
  const base = fieldReaders(typeName);
  const all = {
    type: base.type,
    category: valueReader(["category", "cat", "class", "damage-class"], DAMAGE_CLASSES, { bare: true }),
    pocket: valueReader(["category", "cat", "pocket"], POCKETS),
    gen: base.gen,
  };
  return Object.fromEntries(fields.map((field) => [field, all[field]]));
}

/** A chip row of alternatives (an entity has one type, one class, one generation). */
function alternativesRow(fields, field, { title, short = null, values, label, chipClass = () => "", written }) {
  const read = readers(fields);
  return {
    title, short, values, label, chipClass,
    filter: written,
    toggle: (q, value) => toggleAlternative(q, field, value, read, written),
    active: (q) => activeValues(q, read)[field],
  };
}

const typeChips = (fields) => alternativesRow(fields, "type", {
  title: t("filters.types"), values: TYPES, label: typeName, chipClass: (type) => `chip-type ${typeClass(type)}`, written: (type) => `type:${type}`,
});
const genRow = (fields) => alternativesRow(fields, "gen", {
  title: t("filters.generations"), short: t("filters.gen"), values: GENERATIONS, label: (n) => t("gen.short", { n }),
  chipClass: () => "chip-gen", written: (n) => `gen:${n}`,
});

/** A fact of an entity row: a label read by screen readers, a value everyone sees. */
function fact(labelKey, value) {
  return value == null ? null : h("span", { class: "fact" }, h("span", { class: "fact-label" }, t(labelKey)), " ", h("span", { class: "fact-value" }, value));
}

/** One move, item or ability as a row: its name (the link), facts, and what it does. */
function entityRow(entity, facts) {
  const name = entity.display_name || entity.name;
  return h("article", { class: "entity-row", dataset: { id: entity.id } },
    h("h2", { class: "entity-name", lang: dataLang() }, h("a", { class: "card-link", href: `/${entity.kind === "ability" ? "abilities" : `${entity.kind}s`}/${entity.name}` }, name)),
    h("div", { class: "entity-facts" }, facts),
    entity.short_effect ? h("p", { class: "entity-effect" }, english(entity.short_effect)) : null);
}

function rowsLayout(render) {
  return {
    pageSize: ROW_PAGE_SIZE,
    build: () => {
      const list = h("div", { class: "entity-rows" });
      return { container: list, list };
    },
    render,
  };
}

function emptyResults(key) {
  return () => h("div", { class: "empty" },
    h("div", { class: "empty-ball", "aria-hidden": "true" }),
    h("p", { class: "empty-title" }, t(key)),
    h("p", {}, t("grid.none.hint")));
}

/**
 * What every entity kind searched through the API shares; `terms`: its rows name something
 * of the dump's vocabularies (an item's category), whose names come with the first page.
 */
function entityKind({ name, api: path, sortKeys, chips, row, countKey, terms = false }) {
  return {
    name,
    path: `/${name}`,
    heading: () => t(`kind.${name}`),
    sortKeys,
    ascendingSorts: ["name", "id"],
    sortName: (key) => t(`sort.${key}`),
    noSortName: (state) => t(state.q.trim() ? "sort.relevance" : "sort.id"),
    chipRows: chips,
    readState: () => ({}),
    writeState() {},
    layouts: { rows: rowsLayout(row) },
    layoutName: () => "rows",
    async fetch({ q, sort, order }, lang, offset, limit, signal) {
      const [answer] = await Promise.all([
        api(path, { params: { q: q.trim(), limit, offset, sort, order, lang }, signal }),
        terms ? loadTerms() : null,
      ]);
      return answer;
    },
    status: (total, query) => (total === 0 ? t("entity.none", { query }) : t(countKey, { count: total })),
    empty: emptyResults("entity.none.title"),
    typingAllKey: "entity.typing.all",
  };
}

const MOVE_FIELDS = ["type", "category", "gen"];
export const MOVES = entityKind({
  name: "moves",
  api: "/api/moves",
  sortKeys: ["name", "power", "accuracy", "pp", "priority", "generation"],
  countKey: "moves.count",
  chips: () => [
    typeChips(MOVE_FIELDS),
    alternativesRow(MOVE_FIELDS, "category", {
      title: t("filters.class"), values: DAMAGE_CLASSES, label: (value) => t(`class.${value}`),
      chipClass: (value) => `chip-class chip-class-${value}`, written: (value) => `category:${value}`,
    }),
    genRow(MOVE_FIELDS),
  ],
  row: (move) => entityRow(move, [
    move.type ? typeBadge(move.type, undefined, { link: true, focusable: false }) : null,
    move.category ? h("span", { class: `class-badge class-${move.category}` }, t(`class.${move.category}`)) : null,
    fact("move.power", move.power),
    fact("move.accuracy", move.accuracy == null ? null : `${move.accuracy} %`),
    fact("move.pp", move.pp),
    move.priority ? fact("move.priority", move.priority > 0 ? `+${move.priority}` : move.priority) : null,
  ]),
});

const ITEM_FIELDS = ["pocket"];
export const ITEMS = entityKind({
  name: "items",
  api: "/api/items",
  sortKeys: ["name", "cost"],
  countKey: "items.count",
  terms: true,
  chips: () => [alternativesRow(ITEM_FIELDS, "pocket", {
    title: t("filters.pocket"), values: POCKETS, label: (pocket) => termName("item-pocket", pocket, `pocket.${pocket}`),
    written: (pocket) => `category:${pocket}`,
  })],
  row: (item) => entityRow(item, [
    item.pocket ? h("span", { class: "pocket-badge", lang: dataLang() }, termName("item-pocket", item.pocket, `pocket.${item.pocket}`)) : null,
    item.category ? h("span", { class: "fact", lang: dataLang() }, termName("item-category", item.category)) : null,
    fact("item.cost", item.cost ? t("unit.money", { value: formatNumber(item.cost) }) : null),
  ]),
});

const ABILITY_FIELDS = ["gen"];
export const ABILITIES = entityKind({
  name: "abilities",
  api: "/api/abilities",
  sortKeys: ["name", "generation"],
  countKey: "abilities.count",
  chips: () => [genRow(ABILITY_FIELDS)],
  row: (ability) => entityRow(ability, [fact("entity.generation", ability.generation)]),
});

// ---------- types: the chart's 18 types, filtered and sorted here

/** The types a type's attacks hit twice as hard, and the types whose attacks hit it so. */
function strengths(chart, type) {
  const order = chart.types.map((other) => other.name);
  return {
    strong: order.filter((other) => chart.factors[type]?.[other] === 2),
    weak: order.filter((other) => chart.factors[other]?.[type] === 2),
  };
}

function typeRow({ name, display_name: label, chart }) {
  const { strong, weak } = strengths(chart, name);
  const badges = (types) => types.length
    ? types.map((other) => typeBadge(other, undefined, { link: true, focusable: false }))
    : h("span", { class: "muted" }, t("types.nothing"));
  return h("article", { class: `entity-row type-row ${typeClass(name)}`, dataset: { id: name } },
    h("h2", { class: "entity-name", lang: dataLang() }, h("a", { class: "card-link type-link", href: `/types/${name}` }, label)),
    h("dl", { class: "type-strengths" },
      h("div", {}, h("dt", {}, t("types.strong")), h("dd", { class: "badges" }, badges(strong))),
      h("div", {}, h("dt", {}, t("types.weak")), h("dd", { class: "badges" }, badges(weak)))));
}

export const TYPE_KIND = {
  name: "types",
  path: "/types",
  heading: () => t("kind.types"),
  sortKeys: ["name"],
  ascendingSorts: ["name"],
  sortName: (key) => t(`sort.${key}`),
  noSortName: () => t("sort.id"),
  chipRows: () => [],
  readState: () => ({}),
  writeState() {},
  layouts: { rows: rowsLayout(typeRow) },
  layoutName: () => "rows",
  async fetch({ q, sort, order }, lang, offset, limit) {
    const chart = await loadChart(lang);
    const words = fold(q.trim()).split(/\s+/).filter(Boolean);
    let types = chart.types
      .filter((type) => TYPES.includes(type.name))
      .map((type) => ({ ...type, display_name: typeName(type.name) }))
      .filter((type) => words.every((word) => fold(type.display_name).includes(word) || type.name.includes(word)));
    if (sort === "name") types = [...types].sort((a, b) => a.display_name.localeCompare(b.display_name, languageTag(lang)));
    if (order === "desc") types = [...types].reverse();
    const results = types.slice(offset, offset + limit).map((type) => ({ ...type, id: type.name, chart }));
    return { total: types.length, results };
  },
  status: (total, query) => (total === 0 ? t("entity.none", { query }) : t("types.count", { count: total })),
  empty: emptyResults("entity.none.title"),
  typingAllKey: "entity.typing.all",
  after: () => typeChart(),
};

export const ENTITY_KINDS = { moves: MOVES, items: ITEMS, abilities: ABILITIES, types: TYPE_KIND };
