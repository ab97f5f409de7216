// The Backpack tab (/backpack): every caught Pokémon by number, with the date.

import { api, ApiError, LatestRequest, STALE } from "./api.js";
import { h, replaceChildren } from "./dom.js";
import { t, dataLanguage, formatDate } from "./i18n.js";
import { currentTrainer, sessionLost } from "./session.js";
import { pokemonCard } from "./card.js";
import { gridKeyboard } from "./keyboard.js";
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

  /** Release asks once more on the same button before letting the Pokémon go. */
  function releaseButton(pokemon, card) {
    const name = pokemon.display_name || pokemon.name;
    const button = h("button", { type: "button", class: "button button-quiet button-small release" }, t("backpack.release"));
    button.addEventListener("click", async () => {
      if (button.dataset.confirm !== "true") {
        button.dataset.confirm = "true";
        button.textContent = t("backpack.release.confirm", { name });
        return;
      }
      button.disabled = true;
      try {
        await api(`/api/me/backpack/${pokemon.id}`, { method: "DELETE" });
        card.remove();
        total -= 1;
        drawCount();
        toast(t("backpack.released", { name }), "success");
        if (total === 0) drawEmpty();
      } catch (error) {
        button.disabled = false;
        if (error instanceof ApiError && error.status === 401) return sessionLost();
        toast(error.message, "error");
      }
    });
    button.addEventListener("blur", () => {
      button.dataset.confirm = "false";
      button.textContent = t("backpack.release");
    });
    return button;
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
      const footer = h("div", { class: "card-footer" },
        h("time", { class: "caught-date", datetime: pokemon.caught_at }, t("backpack.caught", { date: formatDate(pokemon.caught_at) })));
      const card = pokemonCard(pokemon, { footer });
      footer.append(releaseButton(pokemon, card));
      list.append(card);
    }
    gridKeyboard(list);
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
