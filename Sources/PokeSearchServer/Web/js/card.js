// A Pokémon card (grid, favorites, backpack), its type badges and its heart.

import { h, icon, ICONS, dexNumber } from "./dom.js";
import { t, dataLang } from "./i18n.js";
import { navigate } from "./router.js";
import { currentTrainer, isFavorite, setFavorite, favoriteAfterLogin, sessionEvents } from "./session.js";
import { spriteImage } from "./sprite.js";
import { TYPES, typeClass } from "./query.js";
import { typeName } from "./terms.js";
import { toast } from "./toast.js";

/**
 * A type badge in the type's colour, named in the data language; with `link`, a link to
 * the type's page (`focusable: false` keeps it out of the tab order of a card whose
 * name is already its one stop).
 */
export function typeBadge(type, label = typeName(type), { link = false, focusable = true } = {}) {
  const attributes = { class: `type-badge ${typeClass(type)}`, lang: dataLang() };
  if (!link || !TYPES.includes(type)) return h("span", attributes, label);
  return h("a", { ...attributes, href: `/types/${type}`, tabindex: focusable ? null : "-1" }, label);
}

function drawHeart(button, on) {
  const name = button.dataset.name;
  button.setAttribute("aria-pressed", String(on));
  const label = t(on ? "favorite.remove" : "favorite.add", { name });
  button.setAttribute("aria-label", label);
  button.title = label;
}

/** The heart that toggles a favorite; while logged out it opens the login and favorites after it. */
export function heartButton(id, name) {
  const button = h("button", { type: "button", class: "heart", dataset: { id, name } }, icon(ICONS.heart));
  drawHeart(button, isFavorite(id));
  button.addEventListener("click", async (event) => {
    event.preventDefault();
    event.stopPropagation();
    if (!currentTrainer()) {
      favoriteAfterLogin(id);
      navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    try {
      await setFavorite(id, !isFavorite(id));
    } catch (error) {
      toast(t("favorite.failed", { message: error.message }), "error");
    }
  });
  return button;
}

function redrawHearts(filter = () => true) {
  for (const button of document.querySelectorAll("button.heart")) {
    if (filter(Number(button.dataset.id))) drawHeart(button, isFavorite(button.dataset.id));
  }
}
sessionEvents.addEventListener("favorite", (event) => redrawHearts((id) => id === event.detail.id));
sessionEvents.addEventListener("change", () => redrawHearts());

/**
 * A card for a Summary: artwork, number, name, type badges, heart; the whole card
 * links to the detail. `footer` adds a line under the badges (the backpack's date).
 */
export function pokemonCard(pokemon, { footer = null, eager = false } = {}) {
  const [firstType = "unknown"] = pokemon.types;
  const name = pokemon.display_name || pokemon.name;
  const isForm = pokemon.id !== pokemon.species_id;
  return h("article", { class: `card ${typeClass(firstType)}`, dataset: { id: pokemon.id } },
    h("div", { class: "card-art" }, spriteImage(pokemon.id, "official-artwork", { alt: name, eager, size: 160 })),
    h("div", { class: "card-body" },
      h("span", { class: "card-number" }, dexNumber(pokemon.species_id ?? pokemon.id), isForm ? h("span", { class: "card-form" }, t("card.form")) : null),
      h("h2", { class: "card-name", lang: dataLang() }, h("a", { class: "card-link", href: `/pokemon/${pokemon.id}` }, name)),
      h("div", { class: "badges" }, pokemon.types.map((type) => typeBadge(type, undefined, { link: true, focusable: false }))),
      footer),
    heartButton(pokemon.id, name));
}
