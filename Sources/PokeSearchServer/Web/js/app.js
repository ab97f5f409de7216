// Start-up: UI strings, the header (search box, language, account, tabs),
// keyboard shortcuts, and the router that shows one view at a time. Views other
// than the grid load on first use, so the first results wait for nothing else.

import { api } from "./api.js";
import { h, icon, ICONS } from "./dom.js";
import { t, loadStrings, applyStrings, dataLanguage, setDataLanguage } from "./i18n.js";
import { onRoute, startRouter, navigate, matchRoute } from "./router.js";
import { restoreSession, currentTrainer, signOut, sessionEvents } from "./session.js";
import { createGridView, prefetchFirstPage } from "./grid.js";
import { loadTypeNames } from "./types.js";
import { toast } from "./toast.js";

const searchBox = document.getElementById("q");
const main = document.getElementById("main");
const views = new Map();
let grid;
let activeView = null;
let renderSequence = 0;

/** Views other than the grid, loaded on first use. */
const LAZY_VIEWS = {
  detail: () => import("./detail.js").then((module) => module.createDetailView()),
  favorites: () => import("./favorites.js").then((module) => module.createFavoritesView()),
  backpack: () => import("./backpack.js").then((module) => module.createBackpackView()),
  encounter: () => import("./encounter.js").then((module) => module.createEncounterView()),
  login: () => import("./auth.js").then((module) => module.createAuthView("login")),
  signup: () => import("./auth.js").then((module) => module.createAuthView("signup")),
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
  const tab = route.name === "detail" ? "grid" : route.name;
  for (const link of document.querySelectorAll("[data-nav]")) {
    if (link.dataset.nav === tab) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  // The Pokédex tab leads back to the search the user was on, not to the whole list.
  document.querySelector(".tabs [data-nav=grid]").setAttribute("href", grid.href());
  await view.show(route, context);
  if (sequence === renderSequence) document.title = `${view.title()} · PokeSearch`;
}

function setUpSearchBox() {
  const onGrid = () => activeView === grid;
  searchBox.placeholder = t("search.placeholder");
  searchBox.addEventListener("input", (event) => {
    if (onGrid()) grid.input(searchBox.value, event.timeStamp);
    else navigate(`/?q=${encodeURIComponent(searchBox.value)}`);
  });
  searchBox.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      if (searchBox.value && onGrid()) grid.clear();
      else searchBox.value = "";
    } else if (event.key === "ArrowDown" && onGrid()) {
      const first = grid.firstCard();
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  document.getElementById("search-form").addEventListener("submit", (event) => {
    event.preventDefault();
    if (onGrid()) grid.submit();
    else navigate(`/?q=${encodeURIComponent(searchBox.value)}`);
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
  document.getElementById("help-button").addEventListener("click", async () => {
    const { openHelp } = await import("./help.js");
    openHelp(dialog, (example) => {
      if (activeView === grid) grid.run(example);
      else navigate(`/?q=${encodeURIComponent(example)}`);
    });
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
  select.replaceChildren(...languages.map((language) => h("option", { value: language.name, lang: language.name }, language.display_name)));
  select.value = dataLanguage();
  select.addEventListener("change", async () => {
    const language = select.value;
    const before = document.documentElement.lang;
    setDataLanguage(language);
    await Promise.all([loadStrings(language), loadTypeNames()]);
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
  const stringsLoaded = loadStrings(dataLanguage()).then(() => {
    loadTypeNames();
  });
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
