// Type names in the data language, as the dump has them (/api/types?lang=…):
// chips, matchups and move tables. Cards and the detail's own types come with
// their names in the API's answers (type_names, types[].display_name).
// Until they arrive, and when the data language is the UI's, the UI table names them.

import { api } from "./api.js";
import { t, dataLanguage, uiLanguageCode } from "./i18n.js";

export const typeNameEvents = new EventTarget();

let names = new Map();
let namesLanguage = null;
let loading = null;

/** The type's name in the data language ("fire" → "Feu"). */
export function typeName(slug) {
  return (namesLanguage === dataLanguage() && names.get(slug)) || t(`type.${slug}`);
}

/**
 * Loads the dump's type names for the data language when the UI table is in
 * another one; "change" fires once they are there.
 */
export function loadTypeNames() {
  const language = dataLanguage();
  if (language === uiLanguageCode() || language === namesLanguage) return Promise.resolve();
  if (loading?.language === language) return loading.promise;
  const promise = api("/api/types", { params: { lang: language } }).then((chart) => {
    if (language !== dataLanguage()) return;
    names = new Map(chart.types.map((type) => [type.name, type.display_name]));
    namesLanguage = language;
    typeNameEvents.dispatchEvent(new Event("change"));
  }).catch(() => {
    // The UI table's names stand in: nothing is missing, only less localized.
  }).finally(() => {
    if (loading?.promise === promise) loading = null;
  });
  loading = { language, promise };
  return promise;
}
