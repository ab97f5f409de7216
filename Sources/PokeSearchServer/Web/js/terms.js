// Names of the dump's small vocabularies. Types, damage classes, learn methods and
// pockets are named by the UI table of the page's language (the games' own words,
// as the dump has them, and romaji where the dump has none), so chips, badges and
// charts name a type the same way everywhere and at once; item categories and games,
// too many to translate, come in the data language from /api/terms?lang=….

import { api } from "./api.js";
import { t, has, dataLanguage } from "./i18n.js";

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

/** The type's name in the page's language ("fire" → "Feu"). */
export function typeName(slug) {
  return has(`type.${slug}`) ? t(`type.${slug}`) : loaded()?.type?.[slug] || spelledOut(slug);
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

/** Loads the data language's names (once per language). */
export function loadTerms() {
  const language = dataLanguage();
  if (language === termsLanguage) return Promise.resolve();
  if (loading?.language === language) return loading.promise;
  const promise = api("/api/terms", { params: { lang: language } }).then((answer) => {
    if (language !== dataLanguage()) return;
    terms = answer;
    termsLanguage = language;
  }).catch(() => {
    // The UI table's names stand in: nothing is missing, only less localized.
  }).finally(() => {
    if (loading?.promise === promise) loading = null;
  });
  loading = { language, promise };
  return promise;
}
