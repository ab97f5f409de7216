// Start-up: UI strings, the header (search box, language, account, tabs, the kind
// switch of the Pokédex: Pokémon, moves, items, abilities, types), keyboard
// shortcuts, and the router that shows one view at a time. Views other than the
// grid load on first use, so the first results wait for nothing else.

import { api } from "./api.js";
import { h, icon, ICONS } from "./dom.js";
import { t, loadStrings, loadViewStrings, applyStrings, dataLanguage, setDataLanguage, languageTag } from "./i18n.js";
import { onRoute, startRouter, navigate, matchRoute, openedFromHere, LISTS } from "./router.js";
import { restoreSession, currentTrainer, signOut, sessionEvents } from "./session.js";
import { createGridView, prefetchFirstPage } from "./grid.js";
import { createSearchView } from "./search-view.js";
import { toast } from "./toast.js";

const searchBox = document.getElementById("q");
const main = document.getElementById("main");
const views = new Map();
let grid;
let activeView = null;
let renderSequence = 0;
/** The list the search box searches when the view shown is not a list (a detail, a tab). */
let searchKind = "grid";
/** The detail shown last: a list shown again (Escape, Back) focuses its card. */
let lastDetail = null;

/** What the Pokédex tab searches: Pokémon (the grid), moves, items, abilities, types. */
const KINDS = ["grid", "moves", "items", "abilities", "types"];

let viewStyles = null;
/** The views' stylesheet (css/views.css), added to the page on first need; a failure (offline) is tried again. */
function loadViewStyles() {
  viewStyles ??= new Promise((resolve, reject) => {
    // Beside this module, under the same version as the page's files.
    const link = h("link", { rel: "stylesheet", href: new URL("../css/views.css", import.meta.url).href });
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", () => {
      link.remove();
      viewStyles = null;
      reject(new Error("css/views.css could not be loaded"));
    }, { once: true });
    document.head.append(link);
  });
  return viewStyles;
}

/** What every view but the lists needs before it is built: the rest of the UI table and of the styles. */
function viewParts() {
  return Promise.all([loadViewStrings(), loadViewStyles()]);
}

/** A view whose module `load`s while its words and styles do; `create(module)` builds it once all are there. */
const lazy = (load, create) => () => Promise.all([load(), viewParts()]).then(([module]) => create(module));

/** The list of moves, items, abilities or types: the grid's view over another kind. */
const entityList = (name) => lazy(() => import("./entity-kinds.js"), (module) => createSearchView(module.ENTITY_KINDS[name], { searchBox }));

/** Views other than the grid, loaded on first use. */
const LAZY_VIEWS = {
  detail: lazy(() => import("./detail.js"), (module) => module.createDetailView()),
  moves: entityList("moves"),
  items: entityList("items"),
  abilities: entityList("abilities"),
  types: entityList("types"),
  entity: lazy(() => import("./entity.js"), (module) => module.createEntityView()),
  favorites: lazy(() => import("./favorites.js"), (module) => module.createFavoritesView()),
  backpack: lazy(() => import("./backpack.js"), (module) => module.createBackpackView()),
  encounter: lazy(() => import("./encounter.js"), (module) => module.createEncounterView()),
  login: lazy(() => import("./auth.js"), (module) => module.createAuthView("login")),
  signup: lazy(() => import("./auth.js"), (module) => module.createAuthView("signup")),
  missing: async () => missingView(),
};

function missingView() {
  const element = h("section", { class: "view message-view" },
    h("h1", { tabindex: "-1" }, t("missing.title")),
    h("p", {}, h("a", { href: "/" }, t("missing.home"))));
  return { element, title: () => t("missing.title"), show() {} };
}

/** A view's module, loaded once; a load that failed (offline) is tried again next time. */
function viewFor(name) {
  if (!views.has(name)) {
    const loading = LAZY_VIEWS[name]();
    views.set(name, loading);
    loading.catch(() => views.delete(name));
  }
  return views.get(name);
}

/** What shows when a view's module cannot be loaded: the reason, and a retry. */
function failedView(route, context) {
  const retry = h("button", { type: "button", class: "button button-primary", on: { click: () => render(route, context) } }, t("error.retry"));
  const element = h("section", { class: "view message-view failed-view" },
    h("h1", { tabindex: "-1" }, t("error.view.title")),
    h("p", {}, t("error.network")),
    h("p", {}, retry));
  return { element, title: () => t("error.view.title"), show() {}, hide() { element.remove(); } };
}

async function render(route, context) {
  const sequence = ++renderSequence;
  // Busy until the view is shown: assistive technology waits for it, and so do the browser tests.
  main.setAttribute("aria-busy", "true");
  try {
    await showRoute(route, context, sequence);
  } finally {
    if (sequence === renderSequence) main.removeAttribute("aria-busy");
  }
}

async function showRoute(route, context, sequence) {
  let view;
  try {
    view = route.name === "grid" ? grid : await viewFor(route.name);
  } catch {
    view = failedView(route, context);
  }
  if (sequence !== renderSequence) return;
  if (activeView && activeView !== view) {
    activeView.hide?.();
    activeView.element.hidden = true;
  }
  if (!view.element.isConnected) main.append(view.element);
  view.element.hidden = false;
  activeView = view;
  document.body.dataset.route = route.name;
  if (view.input) searchKind = route.name;
  else if (route.name === "entity") searchKind = route.kind;
  else if (route.name === "detail") searchKind = "grid";
  drawNavigation(route);
  await view.show(route, context);
  if (sequence !== renderSequence) return;
  document.title = `${view.title()} · PokeSearch`;
  if (route.name === "detail" || route.name === "entity") lastDetail = route.path;
  else if (context.restored && LISTS.has(route.name)) returnFocus(view);
  // Focus left behind in a view put away (a link, a form just sent) would make Tab start there:
  // it starts at the new view's title instead. Typing in the header keeps its focus.
  // The page as loaded keeps the browser's own start (Tab first reaches "Skip to content").
  const focus = document.activeElement;
  if (sequence > 1 && (!focus || focus === document.body || (!view.element.contains(focus) && !focus.closest(".topbar, .kinds")))) {
    view.element.querySelector("h1")?.focus({ preventScroll: true });
  }
}

/** Back on a list: focus on the card of the detail seen last, else of the one opened from here. */
function returnFocus(view) {
  const card = [lastDetail, openedFromHere()].filter(Boolean)
    .map((href) => view.element.querySelector(`a.card-link[href="${CSS.escape(href)}"]`)).find(Boolean);
  card?.focus({ preventScroll: true });
}

/** The tab and the kind of the route marked current; each leads back to the list as the user left it. */
function drawNavigation(route) {
  const kind = route.name === "entity" ? route.kind : route.name === "detail" ? "grid" : route.name;
  const tab = KINDS.includes(kind) ? "grid" : kind;
  for (const link of document.querySelectorAll(".tabs [data-nav]")) {
    if (link.dataset.nav === tab) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  for (const link of document.querySelectorAll(".kinds [data-kind]")) {
    if (link.dataset.kind !== kind) {
      link.removeAttribute("aria-current");
      continue;
    }
    link.setAttribute("aria-current", "page");
    // A row too narrow for its kinds scrolls: the current one in sight (not the page, as scrollIntoView would).
    const row = link.parentElement;
    if (row.scrollWidth > row.clientWidth) row.scrollLeft = Math.max(0, link.offsetLeft - row.offsetLeft - (row.clientWidth - link.offsetWidth) / 2);
  }
  hrefOfList(searchKind).then((href) => document.querySelector(".tabs [data-nav=grid]").setAttribute("href", href));
  for (const name of KINDS) {
    hrefOfList(name).then((href) => document.querySelector(`.kinds [data-kind=${name}]`)?.setAttribute("href", href));
  }
  searchBox.placeholder = t(`search.placeholder.${searchKind}`);
  document.querySelector("label[for=q]").textContent = t(`search.label.${searchKind}`);
}

/** Where a list stands now (its query, sort, page), or its plain address before it was ever shown. */
async function hrefOfList(name) {
  if (name === "grid") return grid.href();
  const view = views.has(name) ? await views.get(name).catch(() => null) : null;
  return view?.href() ?? `/${name}`;
}

/** The list the search box types into: the one shown, else the kind last searched (its address with `q`). */
function searchTarget() {
  return activeView?.input ? activeView : null;
}

function searchElsewhere(q) {
  navigate(`/${searchKind === "grid" ? "" : searchKind}?q=${encodeURIComponent(q)}`);
}

function setUpSearchBox() {
  searchBox.addEventListener("input", (event) => {
    const list = searchTarget();
    if (list) list.input(searchBox.value, event.timeStamp);
    else searchElsewhere(searchBox.value);
  });
  searchBox.addEventListener("keydown", (event) => {
    const list = searchTarget();
    if (event.key === "Escape") {
      event.preventDefault();
      if (searchBox.value && list) list.clear();
      else searchBox.value = "";
    } else if (event.key === "ArrowDown" && list) {
      const first = list.firstCard();
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  document.getElementById("search-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const list = searchTarget();
    if (list) list.submit();
    else searchElsewhere(searchBox.value);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target.closest("input, textarea, select, [contenteditable]")) return;
    event.preventDefault();
    searchBox.focus();
    searchBox.select();
  });
}

function setUpHelp() {
  const dialog = document.getElementById("help");
  const open = async () => {
    const [{ openHelp }] = await Promise.all([import("./help.js"), viewParts()]);
    openHelp(dialog, (example) => {
      if (activeView === grid) grid.run(example);
      else navigate(`/?q=${encodeURIComponent(example)}`);
    });
  };
  document.getElementById("help-button").addEventListener("click", open);
  // "?" (Shift+/ on most keyboards) opens the help from anywhere but a text field.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "?" || event.ctrlKey || event.metaKey || event.altKey || dialog.open) return;
    if (event.target.closest("input, textarea, select, [contenteditable]")) return;
    event.preventDefault();
    open();
  });
}

async function setUpLanguages() {
  const select = document.getElementById("lang");
  let languages = [];
  try {
    ({ languages } = await api("/api/languages"));
  } catch {
    // Without the list, English only: the switch stays usable.
  }
  if (!languages.some((language) => language.name === "en")) languages.unshift({ name: "en", display_name: "English" });
  select.replaceChildren(...languages.map((language) => h("option", { value: language.name, lang: languageTag(language.name) }, language.display_name)));
  select.value = dataLanguage();
  // The box's short tag follows the menu as soon as a language is picked (before the change reloads).
  const code = document.getElementById("lang-code");
  const drawCode = () => { code.textContent = languageTag(select.value).toUpperCase(); };
  drawCode();
  select.addEventListener("input", drawCode);
  select.addEventListener("change", async () => {
    const language = select.value;
    const before = document.documentElement.lang;
    setDataLanguage(language);
    await loadStrings(language);
    // Views draw their strings once: a new UI table redraws the page from scratch.
    if (document.documentElement.lang !== before) return location.reload();
    render(matchRoute(), { restored: true, scroll: window.scrollY });
  });
}

function drawAccount() {
  const account = document.getElementById("account");
  const trainer = currentTrainer();
  if (!trainer) {
    account.replaceChildren(h("a", { class: "button button-primary", href: "/login" }, t("auth.login")));
    return;
  }
  const logout = h("button", { type: "button", class: "button button-quiet", on: { click: async () => {
    try {
      await signOut();
      toast(t("auth.loggedout"));
    } catch (error) {
      toast(error.message, "error");
    }
  } } }, icon(ICONS.logout), h("span", { class: "logout-text" }, t("auth.logout")));
  account.replaceChildren(
    h("span", { class: "trainer", title: t("auth.trainer", { name: trainer.name }) },
      h("span", { class: "avatar", "aria-hidden": "true" }, trainer.name.slice(0, 1).toUpperCase()),
      h("span", { class: "trainer-name" }, trainer.name)),
    logout);
}

async function boot() {
  if (matchRoute().name === "grid") prefetchFirstPage(matchRoute().params);
  const stringsLoaded = loadStrings(dataLanguage());
  const sessionRestored = restoreSession();
  await stringsLoaded;
  applyStrings();
  setUpSearchBox();
  setUpHelp();
  drawAccount();
  sessionEvents.addEventListener("change", drawAccount);
  grid = createGridView({ searchBox });
  onRoute(render);
  // The grid draws at once (its hearts follow the session later); other views
  // depend on who is logged in, so they wait for the session.
  if (matchRoute().name !== "grid") await sessionRestored;
  startRouter();
  setUpLanguages();
  await sessionRestored;
  sessionEvents.addEventListener("change", (event) => {
    if (event.detail.expired) toast(t("auth.expired"), "error");
    const route = matchRoute().name;
    if (activeView !== grid && route !== "login" && route !== "signup") render(matchRoute(), { restored: true, scroll: window.scrollY });
  });
}

boot().catch((error) => {
  // The UI table itself may be what failed to load: this one message cannot come from it.
  main.textContent = `PokeSearch could not start: ${error.message}`;
});
