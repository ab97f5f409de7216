// Client-side routes on the history API. The server answers index.html for each
// of these paths, so a reload or a shared link opens the same view.

const ROUTES = [
  ["grid", /^\/(?:index\.html)?$/],
  ["detail", /^\/pokemon\/([^/]+)$/],
  ["moves", /^\/moves$/],
  ["items", /^\/items$/],
  ["abilities", /^\/abilities$/],
  ["types", /^\/types$/],
  ["entity", /^\/(moves|items|abilities|types)\/([^/]+)$/],
  ["favorites", /^\/favorites$/],
  ["backpack", /^\/backpack$/],
  ["encounter", /^\/encounter$/],
  ["login", /^\/login$/],
  ["signup", /^\/signup$/],
];

/**
 * The route of a URL: {name, id (a detail's), kind (an entity detail's list: "moves"…),
 * params: URLSearchParams, path}.
 */
export function matchRoute(url = location) {
  const { pathname, search } = typeof url === "string" ? new URL(url, location.origin) : url;
  const params = new URLSearchParams(search);
  for (const [name, pattern] of ROUTES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    if (name === "entity") return { name, kind: match[1], id: decodeURIComponent(match[2]), params, path: pathname };
    return { name, kind: null, id: match[1] ? decodeURIComponent(match[1]) : null, params, path: pathname };
  }
  return { name: "missing", kind: null, id: null, params, path: pathname };
}

let listener = () => {};

/** Registers the one function that renders a route (called on navigate and on Back/Forward). */
export function onRoute(render) {
  listener = render;
}

/**
 * Keeps the entry's scroll, and the address it leaves for (the card opened), so that
 * Back to it returns focus to that card.
 */
function rememberScroll(opened = null) {
  history.replaceState({ ...history.state, scroll: window.scrollY, opened }, "");
}

/** Routes that list things: a detail opened from one goes back to it. */
export const LISTS = new Set(["grid", "favorites", "backpack", "moves", "items", "abilities", "types"]);

/**
 * The list the current entry was reached from ({depth, href}): the current entry
 * itself when it is a list, else what the entry before passed on. Previous / next
 * on a detail keep it, so Escape still knows where the user came from.
 */
function listOrigin() {
  if (LISTS.has(matchRoute().name)) return { depth: depth(), href: location.pathname + location.search };
  return history.state?.list ?? null;
}

/** Goes to a URL inside the app; `replace` rewrites the current entry instead of adding one. */
export function navigate(url, { replace = false } = {}) {
  const target = new URL(url, location.origin);
  const href = target.pathname + target.search + target.hash;
  const list = listOrigin();
  if (replace) {
    history.replaceState({ scroll: 0, depth: depth(), list: history.state?.list ?? null }, "", href);
  } else {
    rememberScroll(target.pathname);
    history.pushState({ scroll: 0, depth: depth() + 1, list }, "", href);
  }
  listener(matchRoute(), { restored: false, scroll: 0 });
}

/** Rewrites the current entry's URL without rendering (the grid while the user types). */
export function replaceURL(href) {
  history.replaceState({ ...history.state }, "", href);
}

/** Adds an entry for `href` and puts `previousHref` back on the entry before it (so Back restores it). */
export function commitURL(href, previousHref) {
  history.replaceState({ ...history.state, scroll: window.scrollY }, "", previousHref);
  history.pushState({ scroll: 0, depth: depth() + 1 }, "", href);
}

/** How many entries of this tab's history the app added before the current one. */
function depth() {
  return history.state?.depth ?? 0;
}

/**
 * Back to the list this entry was reached from, however many details were opened since
 * (its scroll comes back with it); a link opened directly goes to `fallback`.
 */
export function returnToList(fallback) {
  const list = history.state?.list;
  if (list && list.depth < depth()) history.go(list.depth - depth());
  else navigate(list?.href ?? fallback);
}

/** The address of the card a list entry opened last, to focus again when Back returns to it. */
export function openedFromHere() {
  return history.state?.opened ?? null;
}

/**
 * A link to a part of this page ("Skip to content"): focuses its target, which the
 * history API would otherwise leave alone (a hash change is no navigation here).
 */
function followFragment(url) {
  const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "start" });
}

/** Starts routing: link clicks inside the app, Back/Forward, and the first render. */
export function startRouter() {
  history.scrollRestoration = "manual";
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target.closest("a[href]");
    if (!link || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname.startsWith("/api/") || url.pathname.startsWith("/app/")) return;
    event.preventDefault();
    if (url.hash && url.pathname + url.search === location.pathname + location.search) followFragment(url);
    else if (url.pathname + url.search !== location.pathname + location.search) navigate(url);
  });
  window.addEventListener("popstate", (event) => {
    listener(matchRoute(), { restored: true, scroll: event.state?.scroll ?? 0 });
  });
  listener(matchRoute(), { restored: true, scroll: history.state?.scroll ?? 0 });
}
