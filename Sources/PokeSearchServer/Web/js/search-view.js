// A list to search as you type: Pokémon (grid.js) and moves, items, abilities
// and types (entity-kinds.js) alike. The box's query, the filter chips, the sort
// and the kind's own settings (the Pokémon's forms, grid or table) live in the URL;
// results come 20 at a time as the list scrolls, or a page at a time with page
// numbers (`page=` in the URL).
//
// While the user types, a query on its way to something (`water atk>`, `water atk`
// before its number) must not blank the list: the last results stay, with a hint,
// until the query reads or the user pauses; then its error or "no match" shows.
//
// A kind is {name, path, layouts, …}: see grid.js for the Pokémon's, every field explained.

import { api, ApiError, LatestRequest, STALE } from "./api.js";
import { h, replaceChildren, icon, ICONS } from "./dom.js";
import { t, dataLanguage, dataLang } from "./i18n.js";
import { replaceURL, commitURL, navigate, matchRoute } from "./router.js";
import { InfiniteList } from "./pager.js";
import { isIncomplete, applySuggestion } from "./query.js";
import { sessionEvents } from "./session.js";
import { listKeyboard } from "./keyboard.js";
import { pageLinks } from "./pages.js";
import { holdImagesWhileTyping } from "./sprite.js";

/** A pause this long while typing adds a history entry, so Back returns to the query before. */
const COMMIT_DELAY_MS = 600;
/** Where the page of a move, an item or an ability is, by the API's kind. */
const ENTITY_PATHS = { move: "moves", item: "items", ability: "abilities" };
/** A page number as the URL may carry it (range-checked: 1 to 999999). */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** Runs `callback` as soon as the current task and the frame being drawn are done. */
function afterPaint(callback) {
  const channel = new MessageChannel();
  channel.port1.onmessage = callback;
  channel.port2.postMessage(null);
}

/** The sort's own direction: numbers start with the highest, names and Pokédex numbers with the first. */
export function defaultOrder(kind, sort) {
  return sort && !kind.ascendingSorts.includes(sort) ? "desc" : "asc";
}

/** A list URL's state: {q, sort, order, page (null: endless), …the kind's own}. */
export function stateFromParams(kind, params) {
  const sort = params.get("sort");
  const known = kind.sortKeys.includes(sort) ? sort : "";
  const order = params.get("order");
  const page = params.get("page");
  return {
    q: params.get("q") ?? "",
    sort: known,
    order: order === "asc" || order === "desc" ? order : defaultOrder(kind, known),
    page: PAGE_NUMBER.test(page ?? "") ? Number(page) : null,
    ...kind.readState(params),
  };
}

/** The URL of a state; what is at its default stays out. */
export function hrefFor(kind, state) {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q);
  if (state.sort) params.set("sort", state.sort);
  if (state.order !== defaultOrder(kind, state.sort)) params.set("order", state.order);
  kind.writeState(state, params);
  if (state.page != null) params.set("page", String(state.page));
  const text = params.toString();
  return text ? `${kind.path}?${text}` : kind.path;
}

/** Where a state's first request starts and how many it asks for: {offset, size}. */
export function firstPageOf(kind, state) {
  const size = kind.layouts[kind.layoutName(state)].pageSize;
  return { size, offset: state.page == null ? 0 : (state.page - 1) * size };
}

/** "Ascending" for names and numbers in the Pokédex, "Highest first" for a value. */
function orderKey(kind, sort, order) {
  return !sort || kind.ascendingSorts.includes(sort) ? `sort.${order}` : `sort.${order}.value`;
}

export function createSearchView(kind, { searchBox }) {
  let state = stateFromParams(kind, new URLSearchParams());
  let loadedKey = null;
  let shownQuery = null;
  let committedHref = kind.path;
  let commitTimer = 0;
  /** Keystrokes since the last pause: their dead ends are held back. */
  let typing = false;
  /** The answer (or error) held back while typing, shown at the pause: {key, answer?, error?}. */
  let held = null;
  let unmeasuredInputs = [];
  let firstResultsMarked = false;
  let currentLoad = Promise.resolve();
  let drawnLanguage = null;
  /** The sort the query's words ask for, as the last answer said (`slowest water`): {key, order} or null. */
  let wordsSort = null;
  const firstPage = new LatestRequest();
  const alsoNamedRequest = new LatestRequest();
  /** Counts the notices drawn: a late hint adds to the notice it was asked beside, never to a newer one. */
  let noticeVersion = 0;
  let alsoNamedTimer = 0;

  const status = h("p", { class: "grid-status", id: `${kind.name}-status`, "aria-live": "polite", "aria-atomic": "true" });
  const notice = h("div", { class: "notice", hidden: true });
  const sentinel = h("div", { class: "sentinel", "aria-hidden": "true" }, h("span", { class: "spinner" }));
  const pageBar = h("nav", { class: "page-bar", "aria-label": t("pages.label"), hidden: true });
  const holder = h("div", { class: "results" });

  const sortSelect = h("select", { id: `${kind.name}-sort`, class: "select" },
    h("option", { value: "" }, ""),
    kind.sortKeys.map((key) => h("option", { value: key }, kind.sortName(key))));
  const orderButton = h("button", { type: "button", class: "button order-button" }, icon(ICONS.ascending), h("span"));

  /** Each chip row: a group of toggles that write their filter into the query. */
  const chipRows = kind.chipRows().map((row) => {
    const chips = row.values.map((value) => h("button", {
      type: "button", class: `chip ${row.chipClass(value)}`, dataset: { filter: row.filter(value) }, "aria-pressed": "false",
      on: { click: () => replaceQuery(row.toggle(state.q, value), { focus: false }) },
    }, row.label(value)));
    return { row, chips, element: h("div", { class: "chip-row", role: "group", "aria-label": row.title },
      row.short ? h("span", { class: "chip-row-label" }, row.short) : null, chips) };
  });

  const settings = kind.settings?.({ change: (patch) => change(patch, { commitNow: true }) });
  // On a phone the kind's settings fold away behind a button (the sort stays in sight).
  let settingsToggle = null;
  if (settings) {
    settings.element.id = `${kind.name}-settings`;
    settingsToggle = h("button", { type: "button", class: "icon-button settings-toggle", "aria-expanded": "false", "aria-controls": settings.element.id,
      "aria-label": t("view.options"), title: t("view.options") }, icon(ICONS.options));
    settingsToggle.addEventListener("click", () => {
      const open = settingsToggle.getAttribute("aria-expanded") !== "true";
      settingsToggle.setAttribute("aria-expanded", String(open));
      settingsToggle.closest(".grid-tools").classList.toggle("settings-open", open);
    });
  }
  const element = h("section", { class: `view search-view ${kind.name === "grid" ? "grid-view" : `${kind.name}-view`}`, dataset: { kind: kind.name } },
    h("h1", { class: "visually-hidden", tabindex: "-1" }, kind.heading()),
    chipRows.length ? h("div", { class: "filters" }, chipRows.map((row) => row.element)) : null,
    h("div", { class: "grid-bar" },
      status,
      h("div", { class: "grid-tools" },
        settings?.element,
        h("div", { class: "sort" },
          h("label", { for: sortSelect.id, class: "sort-label" }, t("sort.label")), sortSelect, orderButton, settingsToggle))),
    notice,
    holder,
    sentinel,
    pageBar,
    kind.after?.());

  // One list and one pager per layout (cards, table, rows), built on first use.
  const layouts = new Map();
  function layoutFor(name) {
    if (!layouts.has(name)) {
      const spec = kind.layouts[name];
      const built = spec.build({ change: (patch) => change(patch, { commitNow: true }), state: () => state });
      built.list.id = `${kind.name}-results`;
      built.list.setAttribute("aria-labelledby", status.id);
      const pager = new InfiniteList({
        list: built.list,
        sentinel,
        pageSize: spec.pageSize,
        render: (item) => spec.render(item),
        onError: (error) => drawPageError(error),
      });
      listKeyboard(built.list);
      layouts.set(name, { ...built, spec, pager });
    }
    return layouts.get(name);
  }
  let layout = null;
  function useLayout(name) {
    const next = layoutFor(name);
    if (layout === next) return next;
    // The pagers share the sentinel: the one put away must not load pages into a list off the page.
    layout?.pager.stop();
    layout = next;
    holder.replaceChildren(next.container);
    return next;
  }
  // Hearts on screen follow the session (card.js); cards kept off the list would not.
  for (const type of ["change", "favorite"]) sessionEvents.addEventListener(type, () => layouts.forEach((entry) => entry.pager.forget()));

  sortSelect.addEventListener("change", () => {
    change({ sort: sortSelect.value, order: defaultOrder(kind, sortSelect.value), page: state.page && 1 }, { commitNow: true });
  });
  orderButton.addEventListener("click", () => {
    // Words that sort (`slowest water`): the other way round is that sort, chosen.
    const words = shownWordsSort();
    const sort = words ? words.key : state.sort;
    const current = words ? words.order : state.order;
    change({ sort, order: current === "asc" ? "desc" : "asc", page: state.page && 1 }, { commitNow: true });
  });

  /** The words' sort while no sort is chosen, if the box can show it. */
  function shownWordsSort() {
    return !state.sort && wordsSort && kind.sortKeys.includes(wordsSort.key) ? wordsSort : null;
  }

  function drawControls() {
    const words = shownWordsSort();
    sortSelect.options[0].textContent = words ? t("sort.fromWords", { sort: kind.sortName(words.key) }) : kind.noSortName(state);
    sortSelect.value = state.sort;
    const shownOrder = words ? words.order : state.order;
    const order = t(orderKey(kind, words ? words.key : state.sort, shownOrder));
    orderButton.querySelector("span").textContent = order;
    orderButton.querySelector("svg").replaceWith(icon(shownOrder === "desc" ? ICONS.descending : ICONS.ascending));
    orderButton.title = order;
    orderButton.setAttribute("aria-label", t("sort.order", { order }));
    for (const { row, chips } of chipRows) {
      const active = row.active(state.q);
      chips.forEach((chip, i) => chip.setAttribute("aria-pressed", String(active.has(row.values[i]))));
    }
    if (settings) settingsToggle.dataset.active = String(settings.draw(state));
    layout?.draw?.(state);
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
        performance.mark(`pokesearch:first-results${kind.name === "grid" ? "" : `:${kind.name}`}`, { startTime: now });
      }
      for (const start of inputs) performance.measure("pokesearch:keystroke-to-grid", { start, end: now });
      if (inputs.length && answeredAt) performance.measure("pokesearch:answer-to-grid", { start: answeredAt, end: now });
    }));
  }

  function settled() {
    element.classList.remove("loading");
    layout?.list.setAttribute("aria-busy", "false");
  }

  function drawPageBar(answer, size) {
    if (state.page == null) {
      pageBar.hidden = true;
      return;
    }
    const pages = Math.max(1, Math.ceil(answer.total / size));
    replaceChildren(pageBar, pageLinks({ current: state.page, pages, href: (page) => hrefFor(kind, { ...state, page }) }));
    pageBar.hidden = pages < 2;
  }

  function drawFirstPage(answer, fetchPage, lang, size) {
    const answeredAt = performance.now();
    settled();
    layout.pager.start(fetchPage, answer, { redraw: lang !== drawnLanguage, endless: state.page == null });
    drawnLanguage = lang;
    shownQuery = state.q.trim();
    wordsSort = answer.sort_from_words ? { key: answer.sort_from_words, order: answer.order_from_words } : null;
    drawControls();
    status.textContent = kind.status(answer.total, shownQuery, state);
    const parts = [];
    if (answer.showing_results_for && answer.total > 0) {
      parts.push(h("p", {}, t("grid.showing"), " ", h("strong", {}, answer.showing_results_for)));
    }
    // Words the engine left out because they match nothing (`sets` in "pokemon that sets rain").
    if (answer.ignored?.length && answer.total > 0) {
      parts.push(h("p", {}, t("grid.ignored"), " ", answer.ignored.map((word, i) => [i ? ", " : "", h("strong", {}, word)])));
    }
    if (answer.total === 0) {
      const empty = kind.empty();
      layout.list.replaceChildren(layout.list.tagName === "TBODY" ? h("tr", {}, h("td", { colspan: "99" }, empty)) : empty);
      if (answer.did_you_mean?.length) {
        parts.push(h("p", {}, t("grid.didyoumean"), " ",
          answer.did_you_mean.map((name, i) => [i ? ", " : "", h("button", { type: "button", class: "link-button", on: { click: () => replaceQuery(name) } }, name)]), "?"));
      }
    }
    drawNotice(parts);
    drawAlsoNamed(parts, lang);
    drawPageBar(answer, size);
    measure(answeredAt);
  }

  /**
   * "Thunderbolt is also a move", linked to its page, under a search whose words name
   * a move, an item or an ability exactly, as the command line says it: asked once the
   * results are drawn (while typing, at the pause), so that it never holds them up.
   * A hint only: a failure shows nothing.
   */
  function drawAlsoNamed(parts, lang) {
    const query = shownQuery;
    if (!kind.alsoNamed || !query || query.includes(":")) {
      clearTimeout(alsoNamedTimer);
      alsoNamedRequest.cancel();
      return;
    }
    // While keys come, only at the pause: the next keystroke's search goes first.
    clearTimeout(alsoNamedTimer);
    alsoNamedRequest.cancel();
    const version = noticeVersion;
    alsoNamedTimer = setTimeout(() => askAlsoNamed(query, lang, parts, version), typing ? COMMIT_DELAY_MS : 0);
  }

  async function askAlsoNamed(query, lang, parts, version) {
    let entities;
    try {
      entities = await alsoNamedRequest.run((signal) => kind.alsoNamed(query, lang, signal));
    } catch {
      return;
    }
    if (entities === STALE || !entities?.length || version !== noticeVersion) return;
    const lines = entities.map((entity) => {
      const [before, after = ""] = t(`grid.also.${entity.kind}`).split("{name}");
      const link = h("a", { href: `/${ENTITY_PATHS[entity.kind]}/${encodeURIComponent(entity.name)}`, lang: dataLang() },
        entity.display_name || entity.name);
      return h("p", { class: "also-named" }, before, link, after);
    });
    drawNotice([...parts, ...lines]);
  }

  function drawNotice(parts, kindOfNotice = "") {
    noticeVersion++;
    replaceChildren(notice, parts);
    notice.hidden = parts.length === 0;
    notice.className = kindOfNotice ? `notice notice-${kindOfNotice}` : "notice";
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
    pageBar.hidden = true;
    if (error instanceof ApiError && error.status === 400) {
      status.textContent = t("grid.invalid");
      const fixes = (error.suggestions ?? []).map((suggestion) =>
        h("button", { type: "button", class: "link-button", on: { click: () => replaceQuery(applySuggestion(state.q, error.message, suggestion)) } }, suggestion));
      drawNotice([h("p", {}, h("strong", {}, t("grid.error")), " ", queryErrorText(error.message)),
        fixes.length ? h("p", {}, t("grid.tryinstead"), " ", fixes.map((fix, i) => [i ? ", " : "", fix])) : null].filter(Boolean), "error");
      layout.pager.stop();
      layout.list.replaceChildren();
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
      : t(kind.typingAllKey, { query: state.q.trim() }))], "hint");
    measure();
  }

  function drawPageError(error) {
    sentinel.replaceChildren(h("button", { type: "button", class: "button", on: { click: () => {
      sentinel.replaceChildren(h("span", { class: "spinner" }));
      layout.pager.loadMore();
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
    return typing && layout?.list.querySelector("[data-id]") != null;
  }

  /** What decides the results: equal keys, same list. */
  function resultsKey() {
    return JSON.stringify([hrefFor(kind, { ...state, q: state.q.trim() }), kind.layoutName(state), dataLanguage()]);
  }

  function load() {
    const lang = dataLanguage();
    const asked = { ...state };
    const key = resultsKey();
    loadedKey = key;
    held = null;
    useLayout(kind.layoutName(asked));
    if (canHold() && isIncomplete(asked.q)) {
      firstPage.cancel();
      held = { key };
      currentLoad = Promise.resolve();
      drawControls();
      drawHint();
      return currentLoad;
    }
    const { size, offset: base } = firstPageOf(kind, asked);
    const fetchPage = (offset, limit, signal) => kind.fetch(asked, lang, base + offset, limit, signal);
    layout.pager.cancel();
    // The request first: what follows runs while it is on its way.
    const answered = firstPage.run((signal) => fetchPage(0, size, signal));
    element.classList.add("loading");
    layout.list.setAttribute("aria-busy", "true");
    drawControls();
    currentLoad = answered.then((answer) => {
      if (answer === STALE) return;
      if (answer.total === 0 && canHold()) {
        held = { key, answer, fetchPage, lang, size };
        drawHint();
      } else {
        drawFirstPage(answer, fetchPage, lang, size);
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
    if (!held || held.key !== resultsKey()) return;
    const { answer, error, fetchPage, lang, size } = held;
    held = null;
    if (answer) drawFirstPage(answer, fetchPage, lang, size);
    else if (error) drawError(error);
    else load();
  }

  function commit() {
    clearTimeout(commitTimer);
    typing = false;
    // A link opened in the pause pushed its entry at once, but this view is put away only
    // once the next one's code has come: the query, already on the list's own entry
    // (replaceURL), must not be pushed over the new one.
    if (matchRoute().name !== kind.name) return;
    const href = hrefFor(kind, state);
    if (href !== committedHref) {
      commitURL(href, committedHref);
      committedHref = href;
    }
    showHeld();
  }

  /** A change from the page (typing, a chip, the sort, a setting): URL first, then the results. */
  function change(patch, { commitNow = false, inputAt = null } = {}) {
    // A new query starts at its first page.
    if ("q" in patch && patch.q.trim() !== state.q.trim() && state.page != null) patch = { ...patch, page: 1 };
    state = { ...state, ...patch };
    typing = !commitNow && inputAt != null;
    if (inputAt != null) {
      unmeasuredInputs.push(inputAt);
      holdImagesWhileTyping();
    }
    clearTimeout(commitTimer);
    if (resultsKey() !== loadedKey) {
      load();
    } else {
      // The list already shows this (a space typed after a word): the keystroke is done when painted.
      drawControls();
      if (inputAt != null) measure();
    }
    replaceURL(hrefFor(kind, state));
    if (commitNow) commit();
    else commitTimer = setTimeout(commit, COMMIT_DELAY_MS);
  }

  return {
    element,
    kind,
    title: () => state.q.trim() || kind.heading(),

    /** The list's URL as it is now: where its tab leads back to. */
    href: () => hrefFor(kind, state),

    /** Shows the list for a route; keeps what is drawn when the route asks for the same results. */
    show(route, { scroll }) {
      clearTimeout(commitTimer);
      typing = false;
      state = stateFromParams(kind, route.params);
      committedHref = hrefFor(kind, state);
      if (searchBox.value !== state.q) searchBox.value = state.q;
      if (resultsKey() !== loadedKey) {
        const loading = load();
        window.scrollTo(0, 0);
        return loading;
      }
      showHeld();
      drawControls();
      window.scrollTo(0, scroll);
      return currentLoad;
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

    /** Enter: keep the query in history and open the first result. */
    async submit() {
      commit();
      let loading;
      do {
        loading = currentLoad;
        await loading;
      } while (loading !== currentLoad);
      const first = layout?.list.querySelector(".card-link");
      if (first && location.pathname === kind.path) navigate(first.getAttribute("href"));
    },

    /** Escape in the search box: back to the whole list. */
    clear() {
      searchBox.value = "";
      change({ q: "" }, { commitNow: true });
    },

    firstCard: () => layout?.list.querySelector(".card-link"),
  };
}
