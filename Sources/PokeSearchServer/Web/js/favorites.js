// The Favorites tab (/favorites): the trainer's favorites as cards, 20 at a time.

import { api, ApiError } from "./api.js";
import { h, replaceChildren } from "./dom.js";
import { t, dataLanguage } from "./i18n.js";
import { currentTrainer, sessionEvents, sessionLost } from "./session.js";
import { pokemonCard } from "./card.js";
import { InfiniteList } from "./pager.js";
import { listKeyboard } from "./keyboard.js";
import { loginPrompt } from "./auth.js";

export function createFavoritesView() {
  const heading = h("h1", { tabindex: "-1" }, t("favorites.title"));
  const status = h("p", { class: "grid-status", "aria-live": "polite" });
  const list = h("div", { class: "cards", "aria-labelledby": "favorites-heading" });
  const sentinel = h("div", { class: "sentinel", "aria-hidden": "true" }, h("span", { class: "spinner" }));
  const body = h("div", {}, list, sentinel);
  const element = h("section", { class: "view list-view" },
    h("div", { class: "view-head" }, heading, status), body);
  heading.id = "favorites-heading";

  const pager = new InfiniteList({
    list,
    sentinel,
    render: (pokemon) => pokemonCard(pokemon),
    onPage: (answer) => drawCount(answer.total),
    onError: (error, { first }) => {
      if (error instanceof ApiError && error.status === 401) return sessionLost();
      status.textContent = error.status === 0 ? t("error.network") : error.message;
      // A first page that failed leaves nothing to scroll: say so, with a retry.
      if (first) {
        replaceChildren(body, h("div", { class: "notice notice-error" },
          h("p", {}, status.textContent),
          h("button", { type: "button", class: "button", on: { click: () => view.show() } }, t("error.retry"))));
      }
    },
  });
  listKeyboard(list);

  function drawCount(total) {
    status.textContent = t("favorites.count", { count: total });
    if (total === 0) {
      list.replaceChildren(h("div", { class: "empty" },
        h("div", { class: "empty-ball", "aria-hidden": "true" }),
        h("p", { class: "empty-title" }, t("favorites.empty")),
        h("p", {}, t("favorites.empty.hint"), " ", h("a", { href: "/" }, t("nav.pokedex")))));
    }
  }

  // A heart cleared here takes the card away; the count follows.
  sessionEvents.addEventListener("favorite", ({ detail }) => {
    if (element.hidden || detail.favorite || !pager.ids?.has(detail.id)) return;
    pager.remove(detail.id);
    drawCount(pager.total);
  });

  const view = {
    element,
    title: () => t("favorites.title"),
    async show() {
      if (!currentTrainer()) {
        status.textContent = "";
        pager.cancel();
        replaceChildren(body, loginPrompt("favorites.login"));
        return;
      }
      replaceChildren(body, list, sentinel);
      status.textContent = t("loading");
      const lang = dataLanguage();
      await pager.reset((offset, limit, signal) => api("/api/me/favorites", { params: { lang, limit, offset }, signal }), { redraw: true });
    },
    hide() {
      pager.cancel();
    },
  };
  return view;
}
