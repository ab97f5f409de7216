// What the page knows of the engine's query language: the type and generation
// filters the chips write, and the sort keys the CLI accepts.

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

/** The CSS class that carries a type's colour (unknown types get a neutral one). */
export function typeClass(type) {
  return TYPES.includes(type) ? `t-${type}` : "t-unknown";
}

function words(query) {
  return query.trim().split(/\s+/).filter(Boolean);
}

/** Whether the query holds this filter word, case-insensitively ("Type:Fire" counts as type:fire). */
export function hasFilter(query, filter) {
  return words(query).some((word) => word.toLowerCase() === filter);
}

/** Adds the filter word at the end of the query, or takes it out when it is there. */
export function toggleFilter(query, filter) {
  const list = words(query);
  const kept = list.filter((word) => word.toLowerCase() !== filter);
  if (kept.length === list.length) kept.push(filter);
  return kept.join(" ");
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
