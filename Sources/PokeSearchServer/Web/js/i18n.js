// UI strings come from one table per language, one for each of the dump's
// languages, in two parts: i18n/<lang>.json, what the first screen (the header and
// the lists) says, and i18n/views/<lang>.json, the rest, loaded with the first view
// that needs it (loadViewStrings), so the first load carries a third of the words.
// The data language (names, genus, flavor text) is the API's `lang`. <html lang> is the UI table's language as a BCP 47 tag
// (languageTag: `ja-roma` is `ja-Latn`); text in another data language carries
// its own `lang` (dataLang()).

import { readSetting, writeSetting } from "./storage.js";

const FALLBACK = "en";
/**
 * UI tables shipped in i18n/: the server writes their codes into this meta tag of
 * index.html from the files it embeds, so a new table needs no code here.
 */
const UI_LANGUAGES = (document.querySelector('meta[name="pokesearch-ui-languages"]')?.content ?? FALLBACK).split(/\s+/).filter(Boolean);
const STORAGE_KEY = "pokesearch.lang";

let table = {};
let fallbackTable = {};
let uiLanguage = FALLBACK;
let plurals = new Intl.PluralRules(FALLBACK);

async function fetchTable(language, part = "") {
  // Beside this module, under the same version as the page's files (the page preloads en.json there).
  const response = await fetch(new URL(`../i18n/${part}${language}.json`, import.meta.url), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`i18n/${part}${language}.json: HTTP ${response.status}`);
  return response.json();
}

/** The UI table closest to a data language: "es-419" → "es" when shipped, else English. */
function uiLanguageFor(language) {
  if (UI_LANGUAGES.includes(language)) return language;
  const base = language.split("-")[0];
  return UI_LANGUAGES.includes(base) ? base : FALLBACK;
}

/** Loads the UI strings for a data language (English fills any missing key). */
export async function loadStrings(language) {
  const wanted = uiLanguageFor(language);
  if (wanted === uiLanguage && Object.keys(table).length) return;
  const [main, fallback] = await Promise.all([
    fetchTable(wanted),
    wanted === FALLBACK ? null : fetchTable(FALLBACK),
  ]);
  table = main;
  fallbackTable = fallback ?? main;
  uiLanguage = wanted;
  viewStrings = null;
  plurals = new Intl.PluralRules(languageTag(wanted));
  document.documentElement.lang = languageTag(wanted);
}

/** The dump's language codes that are not BCP 47 as they stand, as tags (their scripts pick the right glyphs). */
const TAGS = { "ja-hrkt": "ja-Hrkt", "ja-roma": "ja-Latn", "zh-hans": "zh-Hans", "zh-hant": "zh-Hant" };

/** A language of the dump (`ja-roma`) as a `lang` attribute and Intl locale (`ja-Latn`). */
export function languageTag(code) {
  return TAGS[code] ?? code;
}

let viewStrings = null;

/** Loads the second part of the UI table (every view but the lists); resolves once its words are there. */
export function loadViewStrings() {
  if (!viewStrings) {
    const language = uiLanguage;
    viewStrings = Promise.all([
      fetchTable(language, "views/"),
      language === FALLBACK ? null : fetchTable(FALLBACK, "views/"),
    ]).then(([main, fallback]) => {
      if (language !== uiLanguage) return;
      Object.assign(table, main);
      Object.assign(fallbackTable, fallback ?? main);
    });
    // A failure (offline) is asked again by the next view.
    viewStrings.catch(() => (viewStrings = null));
  }
  return viewStrings;
}

/**
 * The string for `key`, with {name} placeholders filled from `values`.
 * A plural entry ({"one": …, "other": …}) is chosen by values.count.
 */
export function t(key, values = {}) {
  let entry = table[key] ?? fallbackTable[key];
  if (entry == null) return key;
  if (typeof entry === "object") entry = entry[plurals.select(values.count ?? 0)] ?? entry.other;
  return entry.replace(/\{(\w+)\}/g, (whole, name) =>
    name in values ? (typeof values[name] === "number" ? formatNumber(values[name]) : values[name]) : whole);
}

/** Whether the table has a string for `key` (labels fall back to data names when not). */
export function has(key) {
  return key in table || key in fallbackTable;
}

/** Fills [data-i18n] text and [data-i18n-attr="aria-label:key,title:key"] attributes under root. */
export function applyStrings(root = document) {
  for (const element of root.querySelectorAll("[data-i18n]")) element.textContent = t(element.dataset.i18n);
  for (const element of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of element.dataset.i18nAttr.split(",")) {
      const [attribute, key] = pair.split(":");
      element.setAttribute(attribute, t(key));
    }
  }
}

export function formatNumber(n) {
  return new Intl.NumberFormat(languageTag(uiLanguage)).format(n);
}

function formatWith(iso, options) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(uiLanguage), options).format(date);
}

/** "23 Nov 2026, 13:02" in the UI language, from an ISO 8601 timestamp. */
export function formatDate(iso) {
  return formatWith(iso, { dateStyle: "medium", timeStyle: "short" });
}

/** "23 Nov 2026": the day alone. */
export function formatDay(iso) {
  return formatWith(iso, { dateStyle: "medium" });
}

/** "13:02": the time alone. */
export function formatTime(iso) {
  return formatWith(iso, { timeStyle: "short" });
}

/** The UI table's language ("en" until a table for the data language is loaded). */
export function uiLanguageCode() {
  return uiLanguage;
}

/** A `lang` attribute for text in the data language: null when it is the page's own. */
export function dataLang() {
  const language = dataLanguage();
  return language === uiLanguage ? null : languageTag(language);
}

/** The data language: the API's `lang` for names, genus and flavor text (remembered across visits). */
export function dataLanguage() {
  return readSetting(STORAGE_KEY) || FALLBACK;
}

export function setDataLanguage(language) {
  writeSetting(STORAGE_KEY, language);
}
