// What the detail screens share (a Pokémon's, a move's, an item's, an ability's,
// a type's): titled panels, a list of facts, names in every language, and the
// small linked cards of Pokémon.

import { h, dexNumber } from "./dom.js";
import { t, dataLang, languageTag, uiLanguageCode } from "./i18n.js";
import { spriteImage } from "./sprite.js";
import { typeClass } from "./query.js";

/** Text the dump has in English only (effects, evolution conditions): marked so when the page is in another language. */
export function english(text) {
  return uiLanguageCode() === "en" ? text : h("span", { lang: "en" }, text);
}

/** A panel titled by the UI string `titleKey`. */
export function section(titleKey, className, ...children) {
  const id = `panel-${titleKey.replace(/\W/g, "-")}`;
  return h("section", { class: `panel ${className}`, "aria-labelledby": id }, h("h2", { id }, t(titleKey)), children);
}

/** A definition list of [label key, value] pairs; pairs without a value are left out. */
export function facts(rows) {
  return h("dl", { class: "facts" }, rows.filter(([, value]) => value != null && value !== "").map(([key, value]) => [h("dt", {}, t(key)), h("dd", {}, value)]));
}

/** Its names in every language the Pokédex has, each language named in the page's. */
export function namesPanel(names = []) {
  if (!names.length) return null;
  const display = new Intl.DisplayNames([document.documentElement.lang || "en"], { type: "language", fallback: "code" });
  const languageName = (code) => {
    try {
      return display.of(languageTag(code));
    } catch {
      return code;
    }
  };
  return section("detail.names", "panel-names",
    h("dl", { class: "names" }, names.map(({ language, name }) =>
      h("div", {}, h("dt", {}, languageName(language)), h("dd", { lang: languageTag(language) }, name)))));
}

/** A Pokémon as a small linked card: sprite, number, name (and `extra`, a badge). */
export function pokemonLink(pokemon, extra = null) {
  const name = pokemon.display_name || pokemon.name;
  const [firstType = "unknown"] = pokemon.types ?? [];
  return h("li", {}, h("a", { class: `mini-card ${typeClass(firstType)}`, href: `/pokemon/${pokemon.id}` },
    h("span", { class: "mini-art" }, spriteImage(pokemon.id, "front_default", { alt: "", name, size: 64 })),
    h("span", { class: "mini-text" },
      pokemon.species_id ? h("span", { class: "mini-number" }, dexNumber(pokemon.species_id)) : null,
      h("span", { class: "mini-name", lang: dataLang() }, name),
      extra)));
}
