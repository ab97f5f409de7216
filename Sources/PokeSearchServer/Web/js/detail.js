// The detail screen /pokemon/{id}: artwork, types, stats, matchups, abilities,
// evolution chain, the species' other forms, entry, every sprite, names, and the
// moves of one game (`?game=`, the latest by default), where it is met in the wild in
// one version (`?wild=`, the latest by default); previous / next. Every type,
// ability, move and evolution item is a link to its own page.

import { api, ApiError, LatestRequest, STALE } from "./api.js";
import { h, append, icon, ICONS, dexNumber, replaceChildren } from "./dom.js";
import { t, has, dataLanguage, dataLang, formatDate, formatNumber } from "./i18n.js";
import { navigate, replaceURL, returnToList } from "./router.js";
import { heartButton, typeBadge } from "./card.js";
import { spriteImage } from "./sprite.js";
import { typeClass } from "./query.js";
import { termName, loadTerms } from "./terms.js";
import { section, namesPanel, pokemonLink, english } from "./panels.js";

const STATS = ["hp", "attack", "defense", "sp_attack", "sp_defense", "speed"];
const FACTORS = [["4", "×4"], ["2", "×2"], ["0.5", "×½"], ["0.25", "×¼"], ["0", "×0"]];
/** Sprite kinds in the order a reader expects them; kinds not listed follow in the API's order. */
const SPRITE_ORDER = [
  "official-artwork", "official-artwork-shiny", "home", "home-shiny", "home-female", "home-shiny-female",
  "front_default", "back_default", "front_shiny", "back_shiny", "front_female", "back_female",
  "front_shiny_female", "back_shiny_female", "dream-world", "dream-world-female", "showdown", "showdown-back", "showdown-shiny",
  "showdown-back-shiny", "showdown-female", "showdown-back-female", "showdown-shiny-female",
];
const MOVES_SHOWN = 24;
/** Learn methods in the order a reader looks for them; others follow in the API's order. */
const METHOD_ORDER = ["level-up", "machine", "egg", "tutor"];

/** Bars on a 0–255 scale, coloured from low to high. */
function statRow(key, value) {
  const level = value < 50 ? "low" : value < 80 ? "mid" : value < 100 ? "good" : value < 130 ? "high" : "top";
  const bar = h("span", { class: `stat-bar stat-${level}` });
  bar.style.setProperty("--value", Math.min(value, 255));
  return h("div", { class: "stat", role: "row" },
    h("span", { class: "stat-name", role: "rowheader" }, t(`stat.${key}`)),
    h("span", { class: "stat-value", role: "cell" }, value),
    h("span", { class: "stat-track", role: "cell", "aria-hidden": "true" }, bar));
}

function statsPanel(stats) {
  return section("detail.stats", "panel-stats",
    h("div", { class: "stats", role: "table", "aria-label": t("detail.stats") },
      STATS.map((key) => statRow(key, stats[key] ?? 0)),
      h("div", { class: "stat stat-total", role: "row" },
        h("span", { class: "stat-name", role: "rowheader" }, t("stat.total")),
        h("span", { class: "stat-value", role: "cell" }, stats.total ?? STATS.reduce((sum, key) => sum + (stats[key] ?? 0), 0)),
        h("span", { role: "cell" }))));
}

function profilePanel(detail) {
  const row = (key, value) => value == null ? null : [h("dt", {}, t(key)), h("dd", {}, value)];
  return section("detail.profile", "panel-profile",
    h("dl", { class: "facts" },
      row("detail.height", detail.height_m == null ? null : t("unit.m", { value: formatNumber(detail.height_m) })),
      row("detail.weight", detail.weight_kg == null ? null : t("unit.kg", { value: formatNumber(detail.weight_kg) })),
      row("detail.experience", detail.base_experience),
      row("detail.evYield", effortYield(detail.ev_yield)),
      row("detail.species", dexNumber(detail.species_id))),
    h("h3", {}, t("detail.abilities")),
    h("ul", { class: "abilities" }, (detail.abilities ?? []).map((ability) =>
      h("li", {},
        h("a", { class: "ability-name", href: `/abilities/${ability.name}`, lang: dataLang() }, ability.display_name || ability.name),
        ability.is_hidden ? h("span", { class: "hidden-badge" }, t("detail.hidden")) : null,
        ability.effect ? h("p", { class: "ability-effect", lang: dataLang() }, ability.effect) : null))));
}

/** "2 Attack, 1 Speed": the EVs defeating it gives, in stat order; null when the API gave none. */
function effortYield(yields) {
  const given = STATS.filter((key) => yields?.[key] > 0);
  return given.length ? given.map((key) => `${yields[key]} ${t(`stat.${key}`)}`).join(", ") : null;
}

function matchupsPanel(matchups = {}) {
  const rows = FACTORS.filter(([factor]) => matchups[factor]?.length).map(([factor, label]) =>
    h("div", { class: `matchup matchup-${factor.replace(".", "-")}` },
      h("span", { class: "matchup-factor", title: t(`matchup.${factor}`) }, label),
      h("div", { class: "badges" }, matchups[factor].map((type) => typeBadge(type, undefined, { link: true })))));
  return section("detail.matchups", "panel-matchups",
    h("p", { class: "muted" }, t("detail.matchups.hint")),
    rows.length ? rows : h("p", {}, t("detail.matchups.none")));
}

/**
 * One way to evolve in the UI's words, with the item's name in the data language:
 * "Level 16", "Use Water Stone", "Trade", then the other conditions.
 */
function methodParts(method) {
  const item = method.item ? h("a", { href: `/items/${method.item.name}`, lang: dataLang() }, method.item.display_name) : null;
  const level = method.min_level != null ? t("evolution.level", { level: method.min_level }) : null;
  const parts = [];
  if (method.trigger === "level-up") parts.push(level ?? t("evolution.trigger.level-up"));
  else if (method.trigger === "use-item") parts.push(item ? [t("evolution.use"), " ", item] : t("evolution.trigger.use-item"));
  else {
    if (method.trigger) parts.push(has(`evolution.trigger.${method.trigger}`) ? t(`evolution.trigger.${method.trigger}`) : method.trigger.replace(/-/g, " "));
    if (level) parts.push(level);
  }
  if (method.trigger !== "use-item" && item) parts.push([t("evolution.with"), " ", item]);
  const requirements = method.requirements ?? [];
  if (requirements.length) parts.push(...requirements.map(requirementPart));
  else if (method.conditions) parts.push(english(method.conditions));
  const separator = t("evolution.separator");
  return parts.flatMap((part, i) => (i ? [separator, part] : [part]));
}

/** Where a requirement's named thing has a page of its own, by its kind. */
const REQUIREMENT_PAGES = {
  "held-item": "items", "known-move": "moves", "used-move": "moves", "known-move-type": "types", "party-type": "types",
  "party-species": "pokemon", "trade-species": "pokemon",
};

/**
 * One condition in the UI's words ("friendship ≥ 160", "at Eterna Forest"), what it names
 * in the data language and linked to its page; the import's English words for a kind the
 * page has no words for.
 */
function requirementPart(requirement) {
  const word = requirement.word ?? (requirement.kind === "attack-vs-defense" ? String(requirement.value ?? 0) : null);
  const key = `evolution.condition.${requirement.kind}${word != null ? `.${word}` : ""}`;
  if (!has(key)) return english(requirement.text);
  const phrase = t(key, requirement.value != null ? { value: requirement.value } : {});
  if (!requirement.named) return phrase;
  const page = REQUIREMENT_PAGES[requirement.kind];
  const name = page
    ? h("a", { href: `/${page}/${requirement.named.name}`, lang: dataLang() }, requirement.named.display_name)
    : h("span", { lang: dataLang() }, requirement.named.display_name);
  const [before, after = ""] = phrase.split("{name}");
  return [before, name, after];
}

/**
 * How a stage evolves: the simplest way first (fewest conditions), the others
 * behind "n more ways", so Leafeon's six (a stone, or a mossy rock in five
 * regions) take one line until asked for.
 */
function methodsBlock(methods = []) {
  if (!methods.length) return null;
  const ordered = [...methods].sort((a, b) => (a.conditions ? 1 : 0) - (b.conditions ? 1 : 0));
  const [first, ...others] = ordered;
  return h("div", { class: "evolution-method" },
    h("span", {}, methodParts(first)),
    others.length ? h("details", { class: "evolution-more" },
      h("summary", {}, t("evolution.more", { count: others.length })),
      h("ul", {}, others.map((method) => h("li", {}, methodParts(method))))) : null);
}

/**
 * The chain as stages (depth from the base form). A stage of one species follows an
 * arrow; a stage that branches (Eevee's eight) is a row of its own under its parent.
 */
function evolutionPanel(chain = [], speciesId) {
  if (chain.length < 2) return section("detail.evolution", "panel-evolution", h("p", { class: "muted" }, t("detail.evolution.none")));
  const known = new Set(chain.map((link) => link.species_id));
  const depth = new Map();
  const depthOf = (link) => {
    if (depth.has(link.species_id)) return depth.get(link.species_id);
    const parent = chain.find((other) => other.species_id === link.evolves_from);
    const value = link.evolves_from == null || !known.has(link.evolves_from) || !parent ? 0 : depthOf(parent) + 1;
    depth.set(link.species_id, value);
    return value;
  };
  const stages = [];
  for (const link of chain) (stages[depthOf(link)] ??= []).push(link);
  const branching = stages.some((stage) => stage.length > 1);
  return section("detail.evolution", "panel-evolution",
    h("ol", { class: `evolution${branching ? " evolution-branching" : ""}` }, stages.map((stage, index) =>
      h("li", { class: `evolution-stage${stage.length > 1 ? " evolution-stage-many" : ""}` },
        index > 0 && stage.length === 1 ? h("span", { class: "evolution-arrow", "aria-hidden": "true" }, icon(ICONS.right)) : null,
        h("ul", {}, stage.map((link) => {
          const name = link.display_name || link.name;
          const [firstType = "unknown"] = link.types ?? [];
          return h("li", { class: `evolution-step ${typeClass(firstType)}` },
            h("a", { class: "evolution-link", href: `/pokemon/${link.species_id}`, "aria-current": link.species_id === speciesId ? "page" : null },
              h("span", { class: "evolution-art" }, spriteImage(link.species_id, "official-artwork", { alt: "", name, size: 96 })),
              h("span", { class: "evolution-name", lang: dataLang() }, name)),
            index > 0 ? methodsBlock(link.methods) : null);
        }))))));
}

function spriteLabel(kind) {
  if (has(`sprite.${kind}`)) return t(`sprite.${kind}`);
  return kind.replace(/[-_]/g, " ").replace(/^\w/, (letter) => letter.toUpperCase());
}

function spritesPanel(detail, name) {
  const kinds = Object.entries(detail.sprites ?? {}).filter(([, url]) => url).map(([kind]) => kind);
  kinds.sort((a, b) => (SPRITE_ORDER.indexOf(a) + 1 || 99) - (SPRITE_ORDER.indexOf(b) + 1 || 99));
  const [firstType = { name: "unknown" }] = detail.types ?? [];
  return section("detail.sprites", `panel-sprites ${typeClass(firstType.name)}`,
    kinds.length === 0 ? h("p", { class: "muted" }, t("detail.sprites.none")) :
      h("ul", { class: "sprites" }, kinds.map((kind) => {
        const label = spriteLabel(kind);
        return h("li", {}, h("figure", {},
          h("div", { class: "sprite-frame" }, spriteImage(detail.id, kind, { alt: t("detail.sprite.alt", { name, kind: label }), name, size: 96 })),
          h("figcaption", {}, label)));
      })));
}

/** The game whose moves are listed: the API's games for this Pokémon, latest first. */
function gameSelect(detail, onGame) {
  if (!detail.games?.length) return null;
  const select = h("select", { id: "game-select", class: "select game-select", lang: dataLang() },
    detail.games.map((game) => h("option", { value: game }, termName("game", game))));
  select.value = detail.game ?? detail.games[0];
  select.addEventListener("change", () => onGame(select.value));
  return h("div", { class: "game-choice" }, h("label", { for: select.id }, t("detail.moves.game")), select);
}

/** A learn method in words: the UI table's (`method.machine`), else the dump's name. */
function methodName(move) {
  if (!move.method) return t("method.other");
  return termName("move-learn-method", move.method, `method.${move.method}`) || move.method_name;
}

function movesPanel(detail, onGame) {
  const moves = detail.learnset?.length ? detail.learnset : detail.moves ?? [];
  const panel = section("detail.moves", "panel-moves");
  panel.querySelector("h2").append(" ", h("span", { class: "count" }, formatNumber(moves.length)));
  append(panel, gameSelect(detail, onGame));
  if (!moves.length) return append(panel, h("p", { class: "muted" }, t("detail.moves.none")));
  const grouped = moves.some((move) => move.method);
  if (!grouped) {
    const list = h("ul", { class: "move-chips", lang: dataLang() }, moves.map((move) => h("li", {}, h("a", { href: `/moves/${move.name}` }, move.display_name || move.name))));
    append(panel, list);
    if (moves.length > MOVES_SHOWN) {
      list.classList.add("collapsed");
      const toggle = h("button", { type: "button", class: "button button-quiet", "aria-expanded": "false" }, t("detail.moves.all", { count: moves.length }));
      toggle.addEventListener("click", () => {
        const open = list.classList.toggle("collapsed") === false;
        toggle.setAttribute("aria-expanded", String(open));
        toggle.textContent = t(open ? "detail.moves.fewer" : "detail.moves.all", { count: moves.length });
      });
      append(panel, toggle);
    }
    return panel;
  }
  const methods = new Map();
  for (const move of moves) {
    const method = move.method || "other";
    if (!methods.has(method)) methods.set(method, { name: methodName(move), moves: [] });
    methods.get(method).moves.push(move);
  }
  const rank = (method) => (METHOD_ORDER.indexOf(method) + 1) || METHOD_ORDER.length + 1;
  for (const [method, { name, moves: list }] of [...methods].sort(([a], [b]) => rank(a) - rank(b))) {
    const levels = method === "level-up";
    if (levels) list.sort((a, b) => (a.level ?? 0) - (b.level ?? 0));
    append(panel, h("details", { class: "move-group", dataset: { method }, open: levels ? true : null },
      h("summary", {}, h("span", { class: "method-name" }, name), " ", h("span", { class: "count" }, formatNumber(list.length))),
      h("div", { class: "table-scroll" }, h("table", { class: "moves" },
        h("thead", {}, h("tr", {},
          levels ? h("th", { scope: "col" }, h("abbr", { title: t("move.level.long") }, t("move.level"))) : null,
          ["move.name", "move.type", "move.class", "move.power", "move.accuracy", "move.pp"].map((key) => h("th", { scope: "col" }, t(key))))),
        h("tbody", {}, list.map((move) => h("tr", {},
          levels ? levelCell(move.level) : null,
          h("th", { scope: "row", lang: dataLang() }, h("a", { href: `/moves/${move.name}` }, move.display_name || move.name)),
          h("td", {}, move.type ? typeBadge(move.type, undefined, { link: true }) : "—"),
          h("td", {}, move.damage_class ? t(`class.${move.damage_class}`) : "—"),
          h("td", {}, move.power ?? "—"),
          h("td", {}, move.accuracy ?? "—"),
          h("td", {}, move.pp ?? "—"))))))));
  }
  return panel;
}

/**
 * The versions it is met in, latest first, versions with the same places as one
 * (`Red / Blue`, and Japan's Red with the world's): [{key, name, encounters}].
 */
function wildGames(detail) {
  const games = [];
  for (const game of detail.where_to_find ?? []) {
    const places = JSON.stringify(game.encounters);
    const same = games.find((other) => other.places === places);
    if (same) {
      same.versions.push(game.version);
      if (!same.names.includes(game.version_name)) same.names.push(game.version_name);
    } else {
      games.push({ versions: [game.version], names: [game.version_name], places, encounters: game.encounters });
    }
  }
  // Named by the latest of its versions (`?wild=blue` and `?wild=red` open the same).
  return games.reverse().map(({ versions, names, encounters }) => ({ key: versions.at(-1), versions, name: names.join(" / "), encounters }));
}

/** A way to meet it in words: the UI table's short name, else the dump's in the data language. */
function encounterMethodName(encounter) {
  const key = `wild.method.${encounter.method}`;
  return has(key) ? t(key) : encounter.method_name || encounter.method.replace(/-/g, " ");
}

/**
 * The place: the location's name, and where the location has several areas, what
 * tells this one apart: in English the area's own name (`Mt. Moon (1F)`); in another
 * language, which the dump has no area names in, the part of the area's slug after
 * the location's (`mt-moon-b2f`: "Mt. Moon · B2F").
 */
function placeName(encounter) {
  const { location, area } = encounter;
  let part = area.startsWith(`${location}-`) ? area.slice(location.length + 1) : "";
  part = part.replace(/-?area$/, "");
  if (!part) return encounter.location_name;
  if (encounter.area_name && dataLanguage() === "en") return encounter.area_name;
  // Floors and single words only: longer parts are English sentences ("south towards viridian city").
  const words = part.split("-");
  if (words.length > 2) return encounter.location_name;
  return `${encounter.location_name} · ${words.map((word) => /^b?\d+f$/.test(word) ? word.toUpperCase() : word).join(" ")}`;
}

/** Places in the reader's order, numbers as numbers (Route 2 before Route 12), then by level. */
const placeOrder = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

function wildTable(encounters) {
  const rows = encounters.map((encounter) => ({ encounter, place: placeName(encounter) }))
    .sort((a, b) => placeOrder.compare(a.place, b.place) || a.encounter.min_level - b.encounter.min_level);
  return h("div", { class: "table-scroll" }, h("table", { class: "moves wild" },
    h("thead", {}, h("tr", {}, ["wild.place", "wild.method", "wild.levels", "wild.chance"].map((key) => h("th", { scope: "col" }, t(key))))),
    h("tbody", {}, rows.map(({ encounter, place }) => h("tr", {},
      h("th", { scope: "row", lang: dataLang() }, place),
      h("td", { class: "wild-method" }, encounterMethodName(encounter)),
      h("td", {}, encounter.min_level === encounter.max_level
        ? t("wild.level", { level: encounter.min_level })
        : t("wild.level.range", { min: encounter.min_level, max: encounter.max_level })),
      h("td", {}, t("wild.percent", { value: formatNumber(encounter.chance) })))))));
}

/** Where to find it: one game's places (a selector for the game), methods, levels and chances. */
function wildPanel(detail, chosen, onChoose) {
  const panel = section("detail.wild", "panel-wild");
  const games = wildGames(detail);
  if (!games.length) return append(panel, h("p", { class: "muted" }, t("detail.wild.none")));
  const game = games.find((candidate) => candidate.versions.includes(chosen)) ?? games[0];
  const select = h("select", { id: "wild-select", class: "select game-select", lang: dataLang() },
    games.map((candidate) => h("option", { value: candidate.key }, candidate.name)));
  select.value = game.key;
  let table = wildTable(game.encounters);
  select.addEventListener("change", () => {
    const next = games.find((candidate) => candidate.key === select.value);
    const shown = wildTable(next.encounters);
    table.replaceWith(shown);
    table = shown;
    onChoose(next.key);
  });
  append(panel, h("div", { class: "game-choice" }, h("label", { for: select.id }, t("detail.wild.game")), select), table);
  return panel;
}

/** The species' Pokémon, when it has more than one: its forms, one click from any of them. */
function formsPanel(detail) {
  const forms = detail.forms ?? [];
  if (forms.length < 2) return null;
  return section("detail.forms", "panel-forms",
    h("ul", { class: "mini-cards" }, forms.map((form) => {
      const item = pokemonLink(form);
      if (form.id === detail.id) item.firstChild.setAttribute("aria-current", "page");
      return item;
    })));
}

/** Level 0 is how the dump marks a move learned on evolving: "Evo.", not "0". */
function levelCell(level) {
  if (level === 0) return h("td", {}, h("abbr", { title: t("move.level.evolution.long") }, t("move.level.evolution")));
  return h("td", {}, level ?? "—");
}

function neighbourLink(neighbour, direction) {
  if (!neighbour) return h("span", { class: `neighbour neighbour-${direction} neighbour-none` });
  const arrow = icon(direction === "previous" ? ICONS.left : ICONS.right);
  const text = h("span", { class: "neighbour-text" },
    h("span", { class: "neighbour-number" }, dexNumber(neighbour.species_id ?? neighbour.id)),
    h("span", { class: "neighbour-name", lang: dataLang() }, neighbour.display_name || neighbour.name));
  return h("a", { class: `neighbour neighbour-${direction}`, href: `/pokemon/${neighbour.id}`, rel: direction === "previous" ? "prev" : "next",
    "aria-label": t(`detail.${direction}`, { name: neighbour.display_name || neighbour.name }) },
  direction === "previous" ? [arrow, text] : [text, arrow]);
}

function hero(detail, name) {
  const [firstType = { name: "unknown" }] = detail.types ?? [];
  return h("header", { class: `hero ${typeClass(firstType.name)}` },
    h("nav", { class: "neighbours", "aria-label": t("detail.neighbours") }, neighbourLink(detail.previous, "previous"), neighbourLink(detail.next, "next")),
    h("div", { class: "hero-main" },
      h("div", { class: "hero-art" }, spriteImage(detail.id, "official-artwork", { alt: name, eager: true })),
      h("div", { class: "hero-text" },
        h("span", { class: "hero-number" }, dexNumber(detail.species_id)),
        h("div", { class: "hero-title" }, h("h1", { tabindex: "-1", lang: dataLang() }, name), heartButton(detail.id, name)),
        detail.genus ? h("p", { class: "genus", lang: dataLang() }, detail.genus) : null,
        h("div", { class: "badges badges-large" }, (detail.types ?? []).map((type) => typeBadge(type.name, undefined, { link: true }))),
        detail.caught_at ? h("p", { class: "caught" }, t("detail.caught", { date: formatDate(detail.caught_at) })) : null,
        detail.flavor_text ? h("blockquote", { class: "flavor", lang: dataLang() }, detail.flavor_text.replace(/\s+/g, " ")) : null)));
}

export function createDetailView() {
  const element = h("section", { class: "view detail-view" });
  const request = new LatestRequest();
  let current = null;
  let title = "";
  /** The version whose wild places are shown (`?wild=`), the latest when null. */
  let wild = null;
  /** The game whose moves are listed when one was chosen (`?game=`). */
  let chosenGame = null;

  /** This detail's URL with the games chosen on it. */
  function detailHref(id, game) {
    const params = new URLSearchParams();
    if (game) params.set("game", game);
    if (wild) params.set("wild", wild);
    const query = params.toString();
    return `/pokemon/${id}${query ? `?${query}` : ""}`;
  }

  /** Another version's wild places: drawn by the panel, kept in the URL. */
  function chooseWild(version) {
    wild = version;
    if (current) replaceURL(detailHref(current.id, chosenGame));
  }

  function draw(detail) {
    const name = detail.display_name || detail.name;
    title = name;
    replaceChildren(element,
      hero(detail, name),
      h("div", { class: "panels" },
        statsPanel(detail.stats ?? {}),
        profilePanel(detail),
        matchupsPanel(detail.matchups),
        namesPanel(detail.names),
        evolutionPanel(detail.evolution, detail.species_id),
        formsPanel(detail),
        wildPanel(detail, wild, chooseWild),
        spritesPanel(detail, name),
        movesPanel(detail, chooseGame)));
  }

  /** Another game's moves: the URL says which, the moves panel alone is drawn again. */
  async function chooseGame(game) {
    if (!current) return;
    const id = current.id;
    chosenGame = game;
    replaceURL(detailHref(id, game));
    const panel = element.querySelector(".panel-moves");
    panel?.setAttribute("aria-busy", "true");
    let detail;
    try {
      detail = await request.run((signal) => api(`/api/pokemon/${id}`, { params: { lang: dataLanguage(), game }, signal }));
    } catch (error) {
      panel?.removeAttribute("aria-busy");
      panel?.append(h("p", { class: "notice notice-error" }, error.status === 0 ? t("error.network") : error.message));
      return;
    }
    if (detail === STALE || current?.id !== id) return;
    current = detail;
    const moves = movesPanel(detail, chooseGame);
    element.querySelector(".panel-moves")?.replaceWith(moves);
    moves.querySelector("#game-select")?.focus();
  }

  function drawError(error, id, game) {
    title = t("detail.missing");
    const suggestions = error.suggestions ?? [];
    replaceChildren(element, h("div", { class: "message-view" },
      h("h1", { tabindex: "-1" }, error.status === 404 ? t("detail.missing") : t("detail.failed")),
      h("p", {}, error.status === 0 ? t("error.network") : error.message),
      suggestions.length ? h("p", {}, t("grid.didyoumean"), " ", suggestions.map((name, i) => [i ? ", " : "", h("a", { href: `/pokemon/${encodeURIComponent(name)}` }, name)]), "?") : null,
      error.status === 404 ? h("p", {}, h("a", { href: "/" }, t("missing.home"))) :
        h("button", { type: "button", class: "button", on: { click: () => load(id, game, true) } }, t("error.retry"))));
  }

  async function load(id, game, focus) {
    element.classList.add("loading");
    element.setAttribute("aria-busy", "true");
    if (!current) replaceChildren(element, h("div", { class: "hero hero-skeleton" }, h("span", { class: "spinner" })));
    let detail;
    try {
      // Matchups and moves name their types, games and learn methods from the dump's names in the data language.
      [detail] = await Promise.all([
        request.run((signal) => api(`/api/pokemon/${encodeURIComponent(id)}`, { params: { lang: dataLanguage(), game }, signal })),
        loadTerms(),
      ]);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      current = null;
      element.classList.remove("loading");
      element.removeAttribute("aria-busy");
      drawError(error, id, game);
      return;
    }
    if (detail === STALE) return;
    current = detail;
    element.classList.remove("loading");
    element.removeAttribute("aria-busy");
    draw(detail);
    document.title = `${title} · PokeSearch`;
    if (focus) element.querySelector("h1")?.focus({ preventScroll: true });
  }

  document.addEventListener("keydown", (event) => {
    if (element.hidden || !element.isConnected || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest("input, textarea, select, dialog")) return;
    // While the next detail loads, `current` is still the one shown: an arrow
    // pressed then would step from it, not from the one on its way.
    if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && element.classList.contains("loading")) {
      event.preventDefault();
      return;
    }
    if (event.key === "ArrowLeft" && current?.previous) navigate(`/pokemon/${current.previous.id}`);
    else if (event.key === "ArrowRight" && current?.next) navigate(`/pokemon/${current.next.id}`);
    else if (event.key === "Escape") returnToList("/");
    else return;
    event.preventDefault();
  });

  return {
    element,
    title: () => title || t("detail.loading"),
    async show(route, { restored, scroll }) {
      wild = route.params.get("wild");
      chosenGame = route.params.get("game");
      await load(route.id, route.params.get("game"), !restored);
      window.scrollTo(0, restored ? scroll : 0);
    },
    hide() {
      request.cancel();
    },
  };
}
