// The names of the dump's small vocabularies in the data language, as the dump has
// them (/api/terms?lang=…): types (chips, badges, matchups, move tables), damage
// classes, learn methods, item categories and pockets, and games. Cards and details
// bring their own types' names (type_names, types[].display_name); until the terms
// arrive, and for English, whose names the UI table already holds, the UI table names them.

import { api } from "./api.js";
import { t, has, dataLanguage } from "./i18n.js";

export const typeNameEvents = new EventTarget();

let terms = null;
let termsLanguage = null;
let loading = null;

function loaded() {
  return termsLanguage === dataLanguage() ? terms : null;
}

/** A slug as words, when nothing names it: "held-items" → "Held items". */
function spelledOut(slug) {
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The type's name in the data language ("fire" → "Feu"). */
export function typeName(slug) {
  return loaded()?.type?.[slug] || t(`type.${slug}`);
}

/**
 * The name of `slug` in one of the dump's vocabularies (`item-pocket`, `item-category`,
 * `move-learn-method`, `move-damage-class`, `game`): the UI table's word where it has one
 * (`uiKey`), else the dump's in the data language, else the slug spelt out.
 */
export function termName(vocabulary, slug, uiKey = null) {
  if (uiKey && has(uiKey)) return t(uiKey);
  return loaded()?.[vocabulary]?.[slug] || spelledOut(slug);
}

/** Loads the data language's names (once per language); "change" fires once they are there. */
export function loadTerms() {
  const language = dataLanguage();
  if (language === termsLanguage) return Promise.resolve();
  if (loading?.language === language) return loading.promise;
  const promise = api("/api/terms", { params: { lang: language } }).then((answer) => {
    if (language !== dataLanguage()) return;
    terms = answer;
    termsLanguage = language;
    typeNameEvents.dispatchEvent(new Event("change"));
  }).catch(() => {
    // The UI table's names stand in: nothing is missing, only less localized.
  }).finally(() => {
    if (loading?.promise === promise) loading = null;
  });
  loading = { language, promise };
  return promise;
}

/** English type names are the UI table's own: the first load of an English page asks for nothing more. */
export function loadTypeNames() {
  return dataLanguage() === "en" ? Promise.resolve() : loadTerms();
}
