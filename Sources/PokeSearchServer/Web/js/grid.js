// The Pokédex grid: search as you type (or the whole list when the box is empty),
// filter chips, sort, infinite scroll, and the query in the URL.
//
// While the user types, a query on its way to something (`water atk>`, `water atk`
// before its number) must not blank the grid: the last results stay, with a hint,
// until the query reads or the user pauses; then its error or "no match" shows.

import { api, ApiError, LatestRequest, STALE, prefetch } from "./api.js";
import { h, replaceChildren, icon, ICONS } from "./dom.js";
import { t, dataLanguage } from "./i18n.js";
import { replaceURL, commitURL, navigate } from "./router.js";
import { pokemonCard } from "./card.js";
import { InfiniteList, PAGE_SIZE } from "./pager.js";
import { TYPES, GENERATIONS, SORT_KEYS, activeFilters, toggleType, toggleGeneration, isIncomplete, applySuggestion, typeClass } from "./query.js";
import { typeName, typeNameEvents } from "./types.js";
import { sessionEvents } from "./session.js";
import { gridKeyboard } from "./keyboard.js";

/** A pause this long while typing adds a history entry, so Back returns to the query before. */
const COMMIT_DELAY_MS = 600;

/** The API request for a page of results: a search, or the whole Pokédex for an empty query. */
function pageRequest({ q, sort, order }, lang, offset, limit) {
  const query = q.trim();
  return query
    ? ["/api/search", { q: query, limit, offset, sort, order, lang }]
    : ["/api/list", { limit, offset, sort, order, lang }];
}

/** Asks for the first results of a grid URL at once, before the page is built. */
export function prefetchFirstPage(params) {
  prefetch(...pageRequest(stateFromParams(params), dataLanguage(), 0, PAGE_SIZE));
}

function stateFromParams(params) {
  const sort = params.get("sort");
  return {
    q: params.get("q") ?? "",
    sort: SORT_KEYS.includes(sort) ? sort : "",
    order: params.get("order") === "desc" ? "desc" : "asc",
  };
}

/** Runs `callback` as soon as the current task and the frame being drawn are done. */
function afterPaint(callback) {
  const channel = new MessageChannel();
  channel.port1.onmessage = callback;
  channel.port2.postMessage(null);
}

/** What decides the results: equal keys, same cards. */
function resultsKey({ q, sort, order }) {
  return JSON.stringify([q.trim(), sort, order, dataLanguage()]);
}

function hrefFor({ q, sort, order }) {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q);
  if (sort) params.set("sort", sort);
  if (order === "desc") params.set("order", order);
  const text = params.toString();
  return text ? `/?${text}` : "/";
}

export function createGridView({ searchBox }) {
  let state = { q: "", sort: "", order: "asc" };
  let loadedKey = null;
  let shownQuery = null;
  let committedHref = "/";
  let commitTimer = 0;
  /** Keystrokes since the last pause: their dead ends are held back. */
  let typing = false;
  /** The answer (or error) held back while typing, shown at the pause: {key, answer?, error?}. */
  let held = null;
  let unmeasuredInputs = [];
  let firstResultsMarked = false;
  let currentLoad = Promise.resolve();
  let drawnLanguage = null;
  const firstPage = new LatestRequest();

  const status = h("p", { class: "grid-status", id: "grid-status", "aria-live": "polite", "aria-atomic": "true" });
  const notice = h("div", { class: "notice", hidden: true });
  const list = h("div", { class: "cards", id: "grid-results", "aria-labelledby": "grid-status" });
  const sentinel = h("div", { class: "sentinel", "aria-hidden": "true" }, h("span", { class: "spinner" }));

  const sortSelect = h("select", { id: "sort", class: "select" },
    h("option", { value: "" }, t("sort.relevance")),
    SORT_KEYS.map((key) => h("option", { value: key }, t(`sort.${key}`))));
  const orderButton = h("button", { type: "button", class: "button order-button" }, icon(ICONS.sort), h("span"));

  const typeChips = TYPES.map((type) => chip(`type:${type}`, typeName(type), `chip-type ${typeClass(type)}`,
    () => toggleType(state.q, type, typeName)));
  const genChips = GENERATIONS.map((n) => chip(`gen:${n}`, t("gen.short", { n }), "chip-gen",
    () => toggleGeneration(state.q, n, typeName)));

  function chip(filter, label, className, toggled) {
    return h("button", { type: "button", class: `chip ${className}`, dataset: { filter }, "aria-pressed": "false",
      on: { click: () => replaceQuery(toggled(), { focus: false }) } }, label);
  }

  typeNameEvents.addEventListener("change", () => {
    typeChips.forEach((button, i) => (button.textContent = typeName(TYPES[i])));
  });

  const element = h("section", { class: "view grid-view" },
    h("div", { class: "filters" },
      h("div", { class: "chip-row", role: "group", "aria-label": t("filters.types") }, typeChips),
      h("div", { class: "chip-row", role: "group", "aria-label": t("filters.generations") }, h("span", { class: "chip-row-label" }, t("filters.gen")), genChips)),
    h("div", { class: "grid-bar" },
      status,
      h("div", { class: "sort" },
        h("label", { for: "sort", class: "sort-label" }, t("sort.label")), sortSelect, orderButton)),
    notice,
    list,
    sentinel);

  const pager = new InfiniteList({
    list,
    sentinel,
    render: (pokemon) => pokemonCard(pokemon),
    onError: (error) => drawPageError(error),
  });
  gridKeyboard(list);
  // Hearts on screen follow the session (card.js); cards kept off the list would not.
  for (const type of ["change", "favorite"]) sessionEvents.addEventListener(type, () => pager.forget());

  sortSelect.addEventListener("change", () => change({ sort: sortSelect.value }, { commitNow: true }));
  orderButton.addEventListener("click", () => change({ order: state.order === "asc" ? "desc" : "asc" }, { commitNow: true }));

  function drawControls() {
    sortSelect.options[0].textContent = t(state.q.trim() ? "sort.relevance" : "sort.dex");
    sortSelect.value = state.sort;
    orderButton.querySelector("span").textContent = t(state.order === "desc" ? "sort.desc" : "sort.asc");
    orderButton.setAttribute("aria-label", t("sort.order", { order: t(state.order === "desc" ? "sort.desc" : "sort.asc") }));
    const active = activeFilters(state.q, typeName);
    typeChips.forEach((button, i) => button.setAttribute("aria-pressed", String(active.types.has(TYPES[i]))));
    genChips.forEach((button, i) => button.setAttribute("aria-pressed", String(active.gens.has(GENERATIONS[i]))));
  }

  /**
   * Marks the Performance API entries the browser tests read: first results, keystroke → grid
   * (every keystroke not yet shown ends when the frame that shows this answer is painted:
   * a message posted from requestAnimationFrame runs right after that paint), and the page's
   * own share of it, answer → grid.
   */
  function measure(answeredAt = null) {
    const inputs = unmeasuredInputs;
    unmeasuredInputs = [];
    requestAnimationFrame(() => afterPaint(() => {
      const now = performance.now();
      if (!firstResultsMarked) {
        firstResultsMarked = true;
        performance.mark("pokesearch:first-results", { startTime: now });
      }
      for (const start of inputs) performance.measure("pokesearch:keystroke-to-grid", { start, end: now });
      if (inputs.length && answeredAt) performance.measure("pokesearch:answer-to-grid", { start: answeredAt, end: now });
    }));
  }

  function settled() {
    element.classList.remove("loading");
    list.setAttribute("aria-busy", "false");
  }

  function drawFirstPage(answer, fetchPage, lang) {
    const answeredAt = performance.now();
    settled();
    pager.start(fetchPage, answer, { redraw: lang !== drawnLanguage });
    drawnLanguage = lang;
    shownQuery = state.q.trim();
    const query = shownQuery;
    status.textContent = answer.total === 0
      ? t("grid.none", { query })
      : t(query ? "grid.count" : "grid.all", { count: answer.total });
    const parts = [];
    if (answer.showing_results_for && answer.total > 0) {
      parts.push(h("p", {}, t("grid.showing"), " ", h("strong", {}, answer.showing_results_for)));
    }
    // Words the engine left out because they match nothing (`sets` in "pokemon that sets rain").
    if (answer.ignored?.length && answer.total > 0) {
      parts.push(h("p", {}, t("grid.ignored"), " ", answer.ignored.map((word, i) => [i ? ", " : "", h("strong", {}, word)])));
    }
    if (answer.total === 0) {
      list.replaceChildren(h("div", { class: "empty" },
        h("div", { class: "empty-ball", "aria-hidden": "true" }),
        h("p", { class: "empty-title" }, t("grid.none.title")),
        h("p", {}, t("grid.none.hint"))));
      if (answer.did_you_mean?.length) {
        parts.push(h("p", {}, t("grid.didyoumean"), " ",
          answer.did_you_mean.map((name, i) => [i ? ", " : "", h("button", { type: "button", class: "link-button", on: { click: () => replaceQuery(name) } }, name)]), "?"));
      }
    }
    drawNotice(parts);
    measure(answeredAt);
  }

  function drawNotice(parts, kind = "") {
    replaceChildren(notice, parts);
    notice.hidden = parts.length === 0;
    notice.className = kind ? `notice notice-${kind}` : "notice";
  }

  /**
   * The engine's words for a query it cannot read, without the command line's
   * (`pokesearch list`); a list of every valid field goes behind "Valid fields".
   */
  function queryErrorText(message) {
    if (/`pokesearch\b/.test(message)) return t("grid.invalid.hint");
    const [problem, fields] = message.split(/;\s*fields:\s*/);
    if (!fields) return message;
    return [problem, h("details", { class: "error-fields" }, h("summary", {}, t("grid.fields")), h("p", {}, fields))];
  }

  function drawError(error) {
    settled();
    shownQuery = null;
    if (error instanceof ApiError && error.status === 400) {
      status.textContent = t("grid.invalid");
      const fixes = (error.suggestions ?? []).map((suggestion) =>
        h("button", { type: "button", class: "link-button", on: { click: () => replaceQuery(applySuggestion(state.q, error.message, suggestion)) } }, suggestion));
      drawNotice([h("p", {}, h("strong", {}, t("grid.error")), " ", queryErrorText(error.message)),
        fixes.length ? h("p", {}, t("grid.tryinstead"), " ", fixes.map((fix, i) => [i ? ", " : "", fix])) : null].filter(Boolean), "error");
      pager.stop();
      list.replaceChildren();
    } else {
      status.textContent = t("grid.failed");
      drawNotice([h("p", {}, error.status === 0 ? t("error.network") : error.message),
        h("button", { type: "button", class: "button", on: { click: () => load() } }, t("error.retry"))], "error");
    }
    measure();
  }

  /** The last results stay while the query being typed cannot be read or matches nothing yet. */
  function drawHint() {
    settled();
    drawNotice([h("p", {}, shownQuery
      ? t("grid.typing", { query: state.q.trim(), shown: shownQuery })
      : t("grid.typing.all", { query: state.q.trim() }))], "hint");
    measure();
  }

  function drawPageError(error) {
    sentinel.replaceChildren(h("button", { type: "button", class: "button", on: { click: () => {
      sentinel.replaceChildren(h("span", { class: "spinner" }));
      pager.loadMore();
    } } }, t("error.retry")));
    sentinel.setAttribute("aria-hidden", "false");
    sentinel.title = error.message;
  }

  /** A query set by the page (a chip, a suggestion, an example): shown, searched and kept in history at once. */
  function replaceQuery(q, { focus = true } = {}) {
    searchBox.value = q;
    change({ q }, { commitNow: true });
    if (focus) searchBox.focus();
  }

  /** Whether there are results on screen that a dead end while typing may leave in place. */
  function canHold() {
    return typing && list.querySelector(".card") !== null;
  }

  function load() {
    const lang = dataLanguage();
    const asked = { ...state };
    const key = resultsKey(state);
    loadedKey = key;
    held = null;
    if (canHold() && isIncomplete(asked.q)) {
      firstPage.cancel();
      held = { key };
      currentLoad = Promise.resolve();
      drawControls();
      drawHint();
      return currentLoad;
    }
    const fetchPage = (offset, limit, signal) => {
      const [path, params] = pageRequest(asked, lang, offset, limit);
      return api(path, { params, signal });
    };
    pager.cancel();
    // The request first: what follows runs while it is on its way.
    const answered = firstPage.run((signal) => fetchPage(0, PAGE_SIZE, signal));
    element.classList.add("loading");
    list.setAttribute("aria-busy", "true");
    drawControls();
    currentLoad = answered.then((answer) => {
      if (answer === STALE) return;
      if (answer.total === 0 && canHold()) {
        held = { key, answer, fetchPage, lang };
        drawHint();
      } else {
        drawFirstPage(answer, fetchPage, lang);
      }
    }, (error) => {
      if (error instanceof ApiError && error.status === 400 && canHold()) {
        held = { key, error };
        drawHint();
      } else {
        drawError(error);
      }
    });
    return currentLoad;
  }

  /** The pause after typing: what was held back shows now. */
  function showHeld() {
    if (!held || held.key !== resultsKey(state)) return;
    const { answer, error, fetchPage, lang } = held;
    held = null;
    if (answer) drawFirstPage(answer, fetchPage, lang);
    else if (error) drawError(error);
    else load();
  }

  function commit() {
    clearTimeout(commitTimer);
    typing = false;
    const href = hrefFor(state);
    if (href !== committedHref) {
      commitURL(href, committedHref);
      committedHref = href;
    }
    showHeld();
  }

  /** A change from the page (typing, a chip, the sort): URL first, then the results. */
  function change(patch, { commitNow = false, inputAt = null } = {}) {
    state = { ...state, ...patch };
    typing = !commitNow && inputAt != null;
    if (inputAt != null) unmeasuredInputs.push(inputAt);
    clearTimeout(commitTimer);
    if (resultsKey(state) !== loadedKey) {
      load();
    } else {
      // The grid already shows this (a space typed after a word): the keystroke is done when painted.
      drawControls();
      if (inputAt != null) measure();
    }
    replaceURL(hrefFor(state));
    if (commitNow) commit();
    else commitTimer = setTimeout(commit, COMMIT_DELAY_MS);
  }

  return {
    element,
    title: () => state.q.trim() || t("nav.pokedex"),

    /** The grid's URL as it is now: where the Pokédex tab leads back to. */
    href: () => hrefFor(state),

    /** Shows the grid for a route; keeps what is drawn when the route asks for the same results. */
    show(route, { scroll }) {
      clearTimeout(commitTimer);
      typing = false;
      state = stateFromParams(route.params);
      committedHref = hrefFor(state);
      if (searchBox.value !== state.q) searchBox.value = state.q;
      if (resultsKey(state) !== loadedKey) {
        load();
        window.scrollTo(0, 0);
      } else {
        showHeld();
        drawControls();
        window.scrollTo(0, scroll);
      }
    },

    /** Another view opens (its entry is already pushed): a pending commit would land on its entry. */
    hide() {
      clearTimeout(commitTimer);
      typing = false;
    },

    /** A query chosen whole (a help example): shown and kept in history at once. */
    run(q) {
      replaceQuery(q);
    },

    /** Every keystroke in the search box. */
    input(q, inputAt) {
      change({ q }, { inputAt });
    },

    /** Enter: keep the query in history and open the first card. */
    async submit() {
      commit();
      let loading;
      do {
        loading = currentLoad;
        await loading;
      } while (loading !== currentLoad);
      const first = list.querySelector(".card-link");
      if (first && location.pathname === "/") navigate(first.getAttribute("href"));
    },

    /** Escape in the search box: back to the whole Pokédex. */
    clear() {
      searchBox.value = "";
      change({ q: "" }, { commitNow: true });
    },

    firstCard: () => list.querySelector(".card-link"),
  };
}
