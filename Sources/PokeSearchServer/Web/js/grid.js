// The Pokédex grid: search as you type (or the whole list when the box is empty),
// filter chips, sort, infinite scroll, and the query in the URL.

import { api, ApiError, prefetch } from "./api.js";
import { h, replaceChildren, icon, ICONS } from "./dom.js";
import { t, dataLanguage } from "./i18n.js";
import { replaceURL, commitURL, navigate } from "./router.js";
import { pokemonCard } from "./card.js";
import { InfiniteList, PAGE_SIZE } from "./pager.js";
import { TYPES, GENERATIONS, SORT_KEYS, hasFilter, toggleFilter, applySuggestion, typeClass } from "./query.js";
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
  let committedHref = "/";
  let commitTimer = 0;
  let unmeasuredInputs = [];
  let firstResultsMarked = false;
  let currentLoad = Promise.resolve();
  let drawnLanguage = null;

  const status = h("p", { class: "grid-status", id: "grid-status", "aria-live": "polite", "aria-atomic": "true" });
  const notice = h("div", { class: "notice", hidden: true });
  const list = h("div", { class: "cards", id: "grid-results", "aria-labelledby": "grid-status" });
  const sentinel = h("div", { class: "sentinel", "aria-hidden": "true" }, h("span", { class: "spinner" }));

  const sortSelect = h("select", { id: "sort", class: "select" },
    h("option", { value: "" }, t("sort.relevance")),
    SORT_KEYS.map((key) => h("option", { value: key }, t(`sort.${key}`))));
  const orderButton = h("button", { type: "button", class: "button order-button" }, icon(ICONS.sort), h("span"));

  const typeChips = TYPES.map((type) => chip(`type:${type}`, t(`type.${type}`), `chip-type ${typeClass(type)}`));
  const genChips = GENERATIONS.map((n) => chip(`gen:${n}`, t("gen.short", { n }), "chip-gen"));

  function chip(filter, label, className) {
    return h("button", { type: "button", class: `chip ${className}`, dataset: { filter }, "aria-pressed": "false",
      on: { click: () => replaceQuery(toggleFilter(state.q, filter), { focus: false }) } }, label);
  }

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
    onPage: (answer, { first }) => first && drawFirstPage(answer),
    onError: (error, { first }) => (first ? drawError(error) : drawPageError(error)),
  });
  gridKeyboard(list);

  sortSelect.addEventListener("change", () => change({ sort: sortSelect.value }, { commitNow: true }));
  orderButton.addEventListener("click", () => change({ order: state.order === "asc" ? "desc" : "asc" }, { commitNow: true }));

  function drawControls() {
    sortSelect.options[0].textContent = t(state.q.trim() ? "sort.relevance" : "sort.dex");
    sortSelect.value = state.sort;
    orderButton.querySelector("span").textContent = t(state.order === "desc" ? "sort.desc" : "sort.asc");
    orderButton.setAttribute("aria-label", t("sort.order", { order: t(state.order === "desc" ? "sort.desc" : "sort.asc") }));
    for (const button of [...typeChips, ...genChips]) {
      button.setAttribute("aria-pressed", String(hasFilter(state.q, button.dataset.filter)));
    }
  }

  /**
   * Marks the Performance API entries the browser tests read: first results, keystroke → grid
   * (every keystroke not yet shown ends when the frame that shows this answer is painted:
   * a message posted from requestAnimationFrame runs right after that paint), and the page's
   * own share of it, answer → grid.
   */
  function measure() {
    const inputs = unmeasuredInputs;
    const answeredAt = pager.answeredAt;
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

  function drawFirstPage(answer) {
    element.classList.remove("loading");
    list.setAttribute("aria-busy", "false");
    const query = state.q.trim();
    status.textContent = answer.total === 0
      ? t("grid.none", { query })
      : t(query ? "grid.count" : "grid.all", { count: answer.total });
    const parts = [];
    if (answer.showing_results_for && answer.total > 0) {
      parts.push(h("p", {}, t("grid.showing"), " ", h("strong", {}, answer.showing_results_for)));
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
    replaceChildren(notice, parts);
    notice.hidden = parts.length === 0;
    notice.className = "notice";
    measure();
  }

  function drawError(error) {
    element.classList.remove("loading");
    list.setAttribute("aria-busy", "false");
    if (error instanceof ApiError && error.status === 400) {
      status.textContent = t("grid.invalid");
      const fixes = (error.suggestions ?? []).map((suggestion) =>
        h("button", { type: "button", class: "link-button", on: { click: () => replaceQuery(applySuggestion(state.q, error.message, suggestion)) } }, suggestion));
      replaceChildren(notice, h("p", {}, h("strong", {}, t("grid.error")), " ", error.message),
        fixes.length ? h("p", {}, t("grid.tryinstead"), " ", fixes.map((fix, i) => [i ? ", " : "", fix])) : null);
      notice.className = "notice notice-error";
      notice.hidden = false;
      list.replaceChildren();
    } else {
      status.textContent = t("grid.failed");
      replaceChildren(notice, h("p", {}, error.status === 0 ? t("error.network") : error.message), h("button", { type: "button", class: "button", on: { click: load } }, t("error.retry")));
      notice.className = "notice notice-error";
      notice.hidden = false;
    }
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

  function load() {
    const lang = dataLanguage();
    const asked = { ...state };
    loadedKey = resultsKey(state);
    element.classList.add("loading");
    list.setAttribute("aria-busy", "true");
    drawControls();
    currentLoad = pager.reset((offset, limit, signal) => {
      const [path, params] = pageRequest(asked, lang, offset, limit);
      return api(path, { params, signal });
    }, { redraw: lang !== drawnLanguage });
    drawnLanguage = lang;
    return currentLoad;
  }

  function commit() {
    clearTimeout(commitTimer);
    const href = hrefFor(state);
    if (href !== committedHref) {
      commitURL(href, committedHref);
      committedHref = href;
    }
  }

  /** A change from the page (typing, a chip, the sort): URL first, then the results. */
  function change(patch, { commitNow = false, inputAt = null } = {}) {
    state = { ...state, ...patch };
    if (inputAt != null) unmeasuredInputs.push(inputAt);
    replaceURL(hrefFor(state));
    clearTimeout(commitTimer);
    if (commitNow) commit();
    else commitTimer = setTimeout(commit, COMMIT_DELAY_MS);
    if (resultsKey(state) !== loadedKey) load();
    else drawControls();
  }

  return {
    element,
    title: () => state.q.trim() || t("nav.pokedex"),

    /** Shows the grid for a route; keeps what is drawn when the route asks for the same results. */
    show(route, { scroll }) {
      clearTimeout(commitTimer);
      state = stateFromParams(route.params);
      committedHref = hrefFor(state);
      if (searchBox.value !== state.q) searchBox.value = state.q;
      if (resultsKey(state) !== loadedKey) {
        load();
        window.scrollTo(0, 0);
      } else {
        drawControls();
        window.scrollTo(0, scroll);
      }
    },

    /** Another view opens (its entry is already pushed): a pending commit would land on its entry. */
    hide() {
      clearTimeout(commitTimer);
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
