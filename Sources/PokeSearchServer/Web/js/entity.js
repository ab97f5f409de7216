// The detail of a move, an item, an ability (/moves/{name}, /items/{name},
// /abilities/{name}): what it does, its facts, its names, and the Pokémon that
// learn it, hold it or have it, each a link; and of a type (/types/{name}): what it
// hits hard and softly, what hits it, and its Pokémon and moves.

import { api, ApiError, LatestRequest, STALE } from "./api.js";
import { h, replaceChildren } from "./dom.js";
import { t, dataLanguage, dataLang, formatNumber } from "./i18n.js";
import { returnToList } from "./router.js";
import { typeBadge } from "./card.js";
import { typeClass } from "./query.js";
import { termName, loadTerms, typeName } from "./terms.js";
import { section, facts, namesPanel, pokemonLink, english } from "./panels.js";
import { loadChart, chartTable } from "./type-chart.js";

/** Pokémon shown before "Show all": a move many learn would list hundreds. */
const HOLDERS_SHOWN = 48;
const KIND_OF = { moves: "move", items: "item", abilities: "ability", types: "type" };
const FACTORS = [["2", "×2"], ["0.5", "×½"], ["0", "×0"]];

/** The dump's effect text, a paragraph per blank line. */
function paragraphs(text) {
  return text.split(/\n\s*\n/).map((part) => part.replace(/\s+/g, " ").trim()).filter(Boolean).map((part) => h("p", {}, english(part)));
}

function hero(entity, kind, badges) {
  const name = entity.display_name || entity.name;
  return h("header", { class: `hero entity-hero ${typeClass(kind === "types" ? entity.name : entity.type ?? "unknown")}` },
    h("p", { class: "hero-kind" }, h("a", { href: `/${kind}` }, t(`kind.${kind}.one`))),
    h("h1", { tabindex: "-1", lang: dataLang() }, name),
    badges.length ? h("div", { class: "badges badges-large" }, badges) : null,
    entity.flavor_text ? h("blockquote", { class: "flavor", lang: dataLang() }, entity.flavor_text.replace(/\s+/g, " ")) : null);
}

function factsPanel(entity, kind) {
  const rows = {
    // Its type and class are the hero's badges.
    moves: [
      ["move.power", entity.power],
      ["sort.accuracy", entity.accuracy == null ? null : `${entity.accuracy} %`],
      ["move.pp", entity.pp],
      ["move.priority", entity.priority],
      ["entity.generation", entity.generation],
    ],
    items: [
      ["item.pocket", entity.pocket ? h("a", { href: `/items?q=category:${entity.pocket}`, lang: dataLang() }, termName("item-pocket", entity.pocket, `pocket.${entity.pocket}`)) : null],
      ["item.category", entity.category ? h("span", { lang: dataLang() }, termName("item-category", entity.category)) : null],
      ["item.cost", entity.cost ? t("unit.money", { value: formatNumber(entity.cost) }) : null],
    ],
    abilities: [["entity.generation", entity.generation]],
  }[kind];
  return section("entity.facts", "panel-facts", facts(rows));
}

function effectPanel(entity) {
  const text = entity.effect || entity.short_effect;
  if (!text) return null;
  return section("entity.effect", "panel-effect", paragraphs(text));
}

function holdersPanel(entity, kind) {
  const holders = entity.pokemon ?? [];
  const titleKey = `entity.pokemon.${kind}`;
  const panel = section(titleKey, "panel-holders");
  panel.querySelector("h2").append(" ", h("span", { class: "count" }, formatNumber(holders.length)));
  if (!holders.length) {
    panel.append(h("p", { class: "muted" }, t("entity.pokemon.none")));
    return panel;
  }
  const field = { moves: "move", abilities: "ability" }[kind];
  if (field) {
    panel.append(h("p", {}, h("a", { href: `/?q=${encodeURIComponent(`${field}:${entity.name}`)}` }, t("entity.pokemon.search"))));
  }
  const list = h("ul", { class: "mini-cards" }, holders.map((pokemon) =>
    pokemonLink(pokemon, pokemon.is_hidden ? h("span", { class: "hidden-badge" }, t("detail.hidden")) : null)));
  panel.append(list);
  if (holders.length > HOLDERS_SHOWN) {
    list.classList.add("collapsed");
    const toggle = h("button", { type: "button", class: "button", "aria-expanded": "false" }, t("entity.pokemon.all", { count: holders.length }));
    toggle.addEventListener("click", () => {
      const open = list.classList.toggle("collapsed") === false;
      toggle.setAttribute("aria-expanded", String(open));
      toggle.textContent = t(open ? "entity.pokemon.fewer" : "entity.pokemon.all", { count: holders.length });
    });
    panel.append(toggle);
  }
  return panel;
}

/** A type's matchups, one way: factor rows of linked badges. */
function matchupRows(groups, noneKey) {
  const rows = FACTORS.filter(([factor]) => groups[factor]?.length).map(([factor, label]) =>
    h("div", { class: `matchup matchup-${factor.replace(".", "-")}` },
      h("span", { class: "matchup-factor" }, label),
      h("div", { class: "badges" }, groups[factor].map((type) => typeBadge(type, undefined, { link: true })))));
  return rows.length ? rows : h("p", {}, t(noneKey));
}

function typeDetail(answer, chart) {
  // Named as the chips and badges name it (the UI table's word for it).
  const type = { ...answer, display_name: typeName(answer.name) };
  const query = encodeURIComponent(`type:${type.name}`);
  const top = hero(type, "types", []);
  top.append(h("ul", { class: "hero-links" },
    h("li", {}, h("a", { class: "button", href: `/?q=${query}` }, t("type.pokemon", { count: type.pokemon_count }))),
    h("li", {}, h("a", { class: "button", href: `/moves?q=${query}` }, t("type.moves", { count: type.move_count })))));
  return [
    top,
    h("div", { class: "panels" },
      section("type.attacking", "panel-attacking", h("p", { class: "muted" }, t("type.attacking.hint", { type: type.display_name })),
        matchupRows(type.attacking, "type.attacking.none")),
      section("type.defending", "panel-defending", h("p", { class: "muted" }, t("type.defending.hint", { type: type.display_name })),
        matchupRows(type.defending, "type.defending.none")),
      section("chart.title", "panel-chart", chartTable(chart, type.name))),
  ];
}

function entityDetail(entity, kind) {
  const badges = [];
  if (entity.type) badges.push(typeBadge(entity.type, undefined, { link: true }));
  if (entity.category && kind === "moves") badges.push(h("span", { class: `class-badge class-${entity.category}` }, t(`class.${entity.category}`)));
  // An ability's one fact, its generation, goes on the hero: a panel for it would stand half empty.
  if (kind === "abilities" && entity.generation) badges.push(h("span", { class: "class-badge" }, `${t("entity.generation")} ${entity.generation}`));
  const effect = effectPanel(entity);
  if (kind === "abilities") effect?.classList.add("panel-wide");
  return [
    hero(entity, kind, badges),
    h("div", { class: "panels" },
      kind === "abilities" ? null : factsPanel(entity, kind),
      effect,
      holdersPanel(entity, kind),
      namesPanel(entity.names)),
  ];
}

export function createEntityView() {
  const element = h("section", { class: "view entity-view" });
  const request = new LatestRequest();
  let title = "";
  let kind = "moves";

  function drawError(error, route) {
    title = t("entity.missing");
    const suggestions = error.suggestions ?? [];
    replaceChildren(element, h("div", { class: "message-view" },
      h("h1", { tabindex: "-1" }, error.status === 404 ? t("entity.missing") : t("entity.failed")),
      h("p", {}, error.status === 0 ? t("error.network") : error.message),
      suggestions.length ? h("p", {}, t("grid.didyoumean"), " ",
        suggestions.map((name, i) => [i ? ", " : "", h("a", { href: `/${route.kind}/${encodeURIComponent(name)}` }, name)]), "?") : null,
      error.status === 404 ? h("p", {}, h("a", { href: `/${route.kind}` }, t(`entity.back.${route.kind}`))) :
        h("button", { type: "button", class: "button", on: { click: () => load(route, true) } }, t("error.retry"))));
  }

  async function load(route, focus) {
    kind = route.kind;
    element.classList.add("loading");
    element.setAttribute("aria-busy", "true");
    if (!element.firstChild) replaceChildren(element, h("div", { class: "hero hero-skeleton" }, h("span", { class: "spinner" })));
    const lang = dataLanguage();
    let answer;
    try {
      answer = await request.run((signal) => Promise.all([
        api(`/api/${route.kind}/${encodeURIComponent(route.id)}`, { params: { lang }, signal }),
        route.kind === "types" ? loadChart(lang) : null,
        loadTerms(),
      ]));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      element.classList.remove("loading");
      element.removeAttribute("aria-busy");
      drawError(error, route);
      return;
    }
    if (answer === STALE) return;
    const [entity, chart] = answer;
    element.classList.remove("loading");
    element.removeAttribute("aria-busy");
    title = route.kind === "types" ? typeName(entity.name) : entity.display_name || entity.name;
    element.dataset.kind = KIND_OF[route.kind];
    replaceChildren(element, route.kind === "types" ? typeDetail(entity, chart) : entityDetail(entity, route.kind));
    document.title = `${title} · PokeSearch`;
    if (focus) element.querySelector("h1")?.focus({ preventScroll: true });
  }

  document.addEventListener("keydown", (event) => {
    if (element.hidden || !element.isConnected || event.key !== "Escape" || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest("input, textarea, select, dialog")) return;
    event.preventDefault();
    returnToList(`/${kind}`);
  });

  return {
    element,
    title: () => title || t("detail.loading"),
    async show(route, { restored, scroll }) {
      await load(route, !restored);
      window.scrollTo(0, restored ? scroll : 0);
    },
    hide() {
      request.cancel();
    },
  };
}
