// The Backpack tab (/backpack): every caught Pokémon by number, with the date and
// time it was caught, and Release (asked twice) on each card.

import { api, ApiError, LatestRequest, STALE } from "./api.js";
import { h, replaceChildren } from "./dom.js";
import { t, dataLanguage, formatDay, formatTime } from "./i18n.js";
import { currentTrainer, sessionLost } from "./session.js";
import { pokemonCard } from "./card.js";
import { listKeyboard } from "./keyboard.js";
import { loginPrompt } from "./auth.js";
import { toast } from "./toast.js";

export function createBackpackView() {
  const heading = h("h1", { tabindex: "-1", id: "backpack-heading" }, t("backpack.title"));
  const status = h("p", { class: "grid-status", "aria-live": "polite" });
  const body = h("div");
  const element = h("section", { class: "view list-view" }, h("div", { class: "view-head" }, heading, status), body);
  const request = new LatestRequest();
  let total = 0;

  function drawCount() {
    status.textContent = t("backpack.count", { count: total });
  }

  /**
   * Release, named for its Pokémon, asks once more in the card itself ("Release Bulbasaur?"
   * with Release and Keep) before letting it go.
   */
  function releaseControl(pokemon, card) {
    const name = pokemon.display_name || pokemon.name;
    const release = h("button", { type: "button", class: "button button-small button-danger release", "aria-label": t("backpack.release.label", { name }) },
      t("backpack.release"));
    const confirm = h("button", { type: "button", class: "button button-small button-danger release-confirm" }, t("backpack.release"));
    const keep = h("button", { type: "button", class: "button button-small release-keep" }, t("backpack.keep"));
    const question = h("div", { class: "release-question", role: "group", "aria-label": t("backpack.release.confirm", { name }), hidden: true },
      h("p", {}, t("backpack.release.confirm", { name })), h("div", { class: "release-buttons" }, confirm, keep));
    const control = h("div", { class: "release-control" }, release, question);
    const ask = (open) => {
      release.hidden = open;
      question.hidden = !open;
      card.classList.toggle("card-asking", open);
      (open ? keep : release).focus();
    };
    release.addEventListener("click", () => ask(true));
    keep.addEventListener("click", () => ask(false));
    confirm.addEventListener("click", async () => {
      confirm.disabled = true;
      try {
        await api(`/api/me/backpack/${pokemon.id}`, { method: "DELETE" });
        const next = card.nextElementSibling ?? card.previousElementSibling;
        card.remove();
        total -= 1;
        drawCount();
        toast(t("backpack.released", { name }), "success");
        if (total === 0) drawEmpty();
        else (next?.querySelector(".card-link") ?? heading).focus();
      } catch (error) {
        confirm.disabled = false;
        if (error instanceof ApiError && error.status === 401) return sessionLost();
        toast(error.message, "error");
      }
    });
    return control;
  }

  function drawEmpty() {
    replaceChildren(body, h("div", { class: "empty" },
      h("div", { class: "empty-ball", "aria-hidden": "true" }),
      h("p", { class: "empty-title" }, t("backpack.empty")),
      h("p", {}, h("a", { class: "button button-primary", href: "/encounter" }, t("backpack.empty.go")))));
  }

  function draw(results) {
    if (!results.length) return drawEmpty();
    const list = h("div", { class: "cards" });
    for (const pokemon of results) {
      // The date and the time each kept whole: a line breaks between them, never inside.
      const footer = h("div", { class: "card-footer" },
        h("time", { class: "caught-date", datetime: pokemon.caught_at },
          h("span", {}, t("backpack.caught", { date: formatDay(pokemon.caught_at) })), " ", h("span", {}, formatTime(pokemon.caught_at))));
      const card = pokemonCard(pokemon, { footer });
      footer.append(releaseControl(pokemon, card));
      list.append(card);
    }
    listKeyboard(list);
    replaceChildren(body, list);
  }

  return {
    element,
    title: () => t("backpack.title"),
    async show() {
      if (!currentTrainer()) {
        status.textContent = "";
        request.cancel();
        replaceChildren(body, loginPrompt("backpack.login"));
        return;
      }
      status.textContent = t("loading");
      let answer;
      try {
        answer = await request.run((signal) => api("/api/me/backpack", { params: { lang: dataLanguage() }, signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return sessionLost();
        status.textContent = "";
        replaceChildren(body, h("div", { class: "notice notice-error" },
          h("p", {}, error.status === 0 ? t("error.network") : error.message),
          h("button", { type: "button", class: "button", on: { click: () => this.show() } }, t("error.retry"))));
        return;
      }
      if (answer === STALE) return;
      total = answer.total ?? answer.results.length;
      drawCount();
      draw(answer.results);
    },
    hide() {
      request.cancel();
    },
  };
}
