// What the page knows of the engine's query language: the type and generation
// filters the chips read and write (in the forms people type them), the sort
// keys the CLI accepts, and when a query being typed cannot be complete yet.

export const TYPES = [
  "normal", "fire", "water", "electric", "grass", "ice", "fighting", "poison", "ground",
  "flying", "psychic", "bug", "rock", "ghost", "dragon", "dark", "steel", "fairy",
];

export const GENERATIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Every --sort key of the CLI, in its order; no key means relevance (search) or number (list). */
export const SORT_KEYS = [
  "number", "name", "hp", "attack", "defense", "sp-attack", "sp-defense", "speed",
  "total", "height", "weight", "base-experience", "capture-rate",
];

const ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"];

/** The CSS class that carries a type's colour (unknown types get a neutral one). */
export function typeClass(type) {
  return TYPES.includes(type) ? `t-${type}` : "t-unknown";
}

/** "Électrik" → "electrik": how names are compared (the engine ignores case and accents too). */
function fold(text) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function generationOf(text) {
  const value = fold(text);
  if (/^[1-9]$/.test(value)) return Number(value);
  const roman = ROMAN.indexOf(value);
  return roman < 0 ? null : roman + 1;
}

/**
 * The query as terms: each a run of words and what filter it is. "gen 4", "gen:4",
 * "gen4", "generation:iv" are generation 4; "fire", "type:fire" (and the type's
 * name in `typeNames`, e.g. "feu") are the type; "type:fire|water" is both, as
 * alternatives. Other words are kept as they are.
 */
function terms(query, typeNames) {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const typeOf = (text) => {
    const value = fold(text.replace(/^type:/i, ""));
    return TYPES.find((type) => type === value || fold(typeNames(type)) === value) ?? null;
  };
  const result = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const spaced = /^(gen|generation)$/i.test(word) && i + 1 < words.length ? generationOf(words[i + 1]) : null;
    if (spaced) {
      result.push({ text: `${word} ${words[i + 1]}`, kind: "gen", values: [spaced] });
      i++;
      continue;
    }
    const parts = word.split("|");
    const gens = parts.map((part) => {
      const match = /^(?:gen|generation):?(.+)$/i.exec(part);
      return match ? generationOf(match[1]) : null;
    });
    if (gens.every(Boolean)) {
      result.push({ text: word, kind: "gen", values: gens });
      continue;
    }
    const types = parts.map(typeOf);
    if (types.every(Boolean)) result.push({ text: word, kind: "type", values: types });
    else result.push({ text: word, kind: "other", values: [] });
  }
  return result;
}

/** The types and the generations the query filters on: {types: Set, gens: Set}. */
export function activeFilters(query, typeNames) {
  const active = { types: new Set(), gens: new Set() };
  for (const term of terms(query, typeNames)) {
    if (term.kind === "type") term.values.forEach((type) => active.types.add(type));
    if (term.kind === "gen") term.values.forEach((gen) => active.gens.add(gen));
  }
  return active;
}

/**
 * A type chip pressed: adds `type:fire` (types combine: a Pokémon of both), or takes
 * the type out, however it was typed.
 */
export function toggleType(query, type, typeNames) {
  const list = terms(query, typeNames);
  if (!list.some((term) => term.kind === "type" && term.values.includes(type))) {
    return [...list.map((term) => term.text), `type:${type}`].join(" ");
  }
  return list.flatMap((term) => {
    if (term.kind !== "type" || !term.values.includes(type)) return [term.text];
    const rest = term.text.split("|").filter((_, i) => term.values[i] !== type);
    return rest.length ? [rest.join("|")] : [];
  }).join(" ");
}

/**
 * A generation chip pressed: generations are alternatives (a Pokémon has one), so the
 * query gets one term for all of them, `gen:3|gen:5`, where the ones typed stood.
 */
export function toggleGeneration(query, generation, typeNames) {
  const list = terms(query, typeNames);
  const gens = new Set(list.filter((term) => term.kind === "gen").flatMap((term) => term.values));
  if (gens.has(generation)) gens.delete(generation);
  else gens.add(generation);
  const written = [...gens].sort((a, b) => a - b).map((gen) => `gen:${gen}`).join("|");
  const words = [];
  let placed = false;
  for (const term of list) {
    if (term.kind !== "gen") words.push(term.text);
    else if (!placed) {
      placed = true;
      if (written) words.push(written);
    }
  }
  if (!placed && written) words.push(written);
  return words.join(" ");
}

/**
 * Whether a query being typed cannot be complete: it ends in a comparison, a field
 * or an alternative with nothing after it (`atk>`, `type:`, `fire|`), a negation
 * alone (`-`, `NOT`), or a quote left open. Such a query is not sent while typing.
 */
export function isIncomplete(query) {
  const trimmed = query.trimEnd();
  if (!trimmed) return false;
  if ((trimmed.match(/"/g) ?? []).length % 2 === 1) return true;
  const last = trimmed.split(/\s+/).pop();
  return /[<>=:|(,]$/.test(last) || /^(-|!|not)$/i.test(last);
}

/**
 * Applies an error's suggestion to the query: the first quoted part of the message
 * ("unknown field 'tpye:' …") is the part that was wrong.
 */
export function applySuggestion(query, message, suggestion) {
  const wrong = /'([^']+)'/.exec(message)?.[1];
  if (!wrong) return query;
  const at = query.toLowerCase().indexOf(wrong.toLowerCase());
  return at < 0 ? query : query.slice(0, at) + suggestion + query.slice(at + wrong.length);
}
