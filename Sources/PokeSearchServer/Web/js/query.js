// What the page knows of the engine's query language: the filters the chips read
// and write (types, generations, a move's class, an item's pocket, in the forms
// people type them), the sort keys the CLI accepts, and when a query being typed
// cannot be complete yet.

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
export function fold(text) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function generationOf(text) {
  const value = fold(text);
  if (/^[1-9]$/.test(value)) return Number(value);
  const roman = ROMAN.indexOf(value);
  return roman < 0 ? null : roman + 1;
}

/** The generations from `first` to `last` (or back), as the engine reads `gen 1-3`; null unless both are generations. */
function generationSpan(first, last) {
  const [one, other] = [generationOf(first), generationOf(last)];
  if (one == null || other == null) return null;
  const span = [];
  for (let value = Math.min(one, other); value <= Math.max(one, other); value++) span.push(value);
  return span;
}

/** `4` → [4], `1-3` or `i..iii` → [1, 2, 3], `>4` or `4+` → [5, …, 9]: the generations one written value names, or null. */
function generationsOf(text) {
  const single = generationOf(text);
  if (single != null) return [single];
  const compared = /^(>=|<=|>|<)(.+)$/.exec(text);
  if (compared) return boundedGenerations({ ">=": "from", "<=": "through", ">": "after", "<": "before" }[compared[1]], compared[2]);
  if (text.endsWith("+")) return boundedGenerations("from", text.slice(0, -1));
  const span = /^(.+?)(?:-|\.\.|–)(.+)$/.exec(text);
  return span ? generationSpan(span[1], span[2]) : null;
}

/**
 * The generations on one side of `text`'s, as the engine reads `after gen 4` or `gen 4 and
 * earlier` (none for `before gen 1`, which the engine refuses), or null if `text` names none.
 */
function boundedGenerations(bound, text) {
  const generation = generationOf(text);
  if (generation == null) return null;
  return GENERATIONS.filter((value) => ({
    after: value > generation, from: value >= generation, before: value < generation, through: value <= generation,
  })[bound]);
}

/** Words between two generations that span them (`gen 1 to 3`). */
const SPAN_WORDS = new Set(["to", "through", "thru", "-", "–"]);

/** Words before `gen N` that keep the generations on one side of it (the engine's `GenerationBound`). */
const LEADING_BOUNDS = new Map([
  ["after", "after"], ["post", "after"], ["past", "after"], ["newer than", "after"], ["later than", "after"],
  ["since", "from"], ["starting from", "from"], ["starting at", "from"], ["starting with", "from"],
  ["before", "before"], ["pre", "before"], ["older than", "before"], ["earlier than", "before"], ["prior to", "before"],
  ["up to", "through"], ["until", "through"], ["till", "through"], ["upto", "through"],
]);

/** Words after `gen N` that keep the generations on one side of it. */
const TRAILING_BOUNDS = new Map([
  ["onwards", "from"], ["onward", "from"], ["forward", "from"], ["and later", "from"], ["or later", "from"],
  ["and newer", "from"], ["or newer", "from"], ["and up", "from"], ["and above", "from"], ["or above", "from"],
  ["and beyond", "from"], ["and after", "from"], ["and on", "from"], ["plus", "from"],
  ["and earlier", "through"], ["or earlier", "through"], ["and older", "through"], ["or older", "through"],
  ["and before", "through"], ["or before", "through"], ["and below", "through"], ["or below", "through"],
  ["and prior", "through"],
]);

/** The bound named by one or two words of `words` from `i` in `bounds`: [bound, words taken], or null. */
function boundAt(words, i, bounds) {
  for (const length of [2, 1]) {
    if (i + length > words.length) continue;
    const bound = bounds.get(words.slice(i, i + length).map(fold).join(" "));
    if (bound) return [bound, length];
  }
  return null;
}

/** `after gen 4`, `since gen 6`, `gen 5 onwards`, `gen 3 and earlier` at `i`: {length, values}, or null. */
function generationBoundAt(words, i) {
  const leading = boundAt(words, i, LEADING_BOUNDS);
  const at = leading ? i + leading[1] : i;
  if (at + 1 >= words.length || !/^(gens?|generations?)$/i.test(words[at])) return null;
  const trailing = leading ? null : boundAt(words, at + 2, TRAILING_BOUNDS);
  const [bound, extra] = leading ?? trailing ?? [];
  const values = bound ? boundedGenerations(bound, words[at + 1]) : null;
  return values ? { length: 2 + extra, values } : null;
}

/**
 * What the chips read: for each field, a function from one written value (`type:fire`,
 * `fire`, `gen:4`, `gen4`) to the value, or null. `typeNames` names types in the data
 * language ("feu" is fire too).
 */
export function fieldReaders(typeNames) {
  return {
    type: (text) => {
      const value = fold(text.replace(/^type:/i, ""));
      return TYPES.find((type) => type === value || fold(typeNames(type)) === value) ?? null;
    },
    gen: (text) => {
      const match = /^(?:gen|generation):?(.+)$/i.exec(text);
      return match ? generationsOf(match[1]) : null;
    },
  };
}

/** A reader of `field:value` (and its other spellings) for values of `values`; bare values too when `bare`. */
export function valueReader(names, values, { bare = false } = {}) {
  const prefix = new RegExp(`^(?:${names.join("|")}):(.+)$`, "i");
  return (text) => {
    const match = prefix.exec(text);
    const value = match ? fold(match[1]) : bare ? fold(text) : null;
    return values.includes(value) ? value : null;
  };
}

/**
 * The query as terms: each a run of words and the field it filters on, read by the first of
 * `readers` ({field: read}) that reads all its |-alternatives; "gen 4" and "generation iv"
 * (two words) are generation 4, "gen 1-3" and "gen 1 to 3" generations 1 to 3, "after gen 4"
 * and "gen 5 onwards" generations 5 to 9. A reader
 * may read one written value as several (`gen:1-3`). Other words are kept as they are
 * (field null).
 */
function terms(query, readers) {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const result = [];
  // A type a matchup names is not one the Pokémon has (`weak to water`, `good against
  // water`, `fire weakness`): whether a type is expected there, or was just read there.
  let matchup = "none";
  // A value after `not`, `except`, `other than` is left out (the engine's exclusion leads): no chip of it is pressed.
  let excluding = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const lead = [2, 1].find((n) => i + n < words.length && EXCLUSION_LEADS.has(words.slice(i, i + n).map(fold).join(" ")));
    if (lead && !MATCHUP_LEADS.has(fold(words[i + lead]))) {
      result.push({ text: words.slice(i, i + lead).join(" "), field: null, values: [] });
      i += lead - 1;
      excluding = true;
      continue;
    }
    const push = (term) => {
      result.push(excluding ? { ...term, field: null, values: [] } : term);
      excluding = false;
    };
    const bounded = readers.gen ? generationBoundAt(words, i) : null;
    if (bounded) {
      push({ text: words.slice(i, i + bounded.length).join(" "), field: "gen", values: bounded.values });
      i += bounded.length - 1;
      matchup = "none";
      continue;
    }
    const isGen = readers.gen && /^(gens?|generations?)$/i.test(word) && i + 1 < words.length;
    const spanned = isGen && i + 3 < words.length && SPAN_WORDS.has(fold(words[i + 2])) ? generationSpan(words[i + 1], words[i + 3]) : null;
    const spaced = spanned ?? (isGen ? generationsOf(words[i + 1]) : null);
    if (spaced) {
      const length = spanned ? 4 : 2;
      push({ text: words.slice(i, i + length).join(" "), field: "gen", values: spaced });
      i += length - 1;
      matchup = "none";
      continue;
    }
    const parts = word.split("|");
    const found = Object.entries(readers).map(([field, read]) => [field, parts.map(read)]).find(([, values]) => values.every((v) => v != null));
    // A value read as several (`gen:1-3`) counts as each of them.
    if (found) found[1] = found[1].flat();
    const folded = fold(word);
    if (found && found[0] === "type" && (matchup === "expected" || MATCHUP_TRAILS.has(fold(words[i + 1] ?? "")) || namesEggGroup(words, i))) {
      push({ text: word, field: null, values: [] });
      matchup = "read";
      continue;
    }
    if (MATCHUP_LEADS.has(folded) || (matchup === "read" && (folded === "and" || folded === "or"))) matchup = "expected";
    else if (!(matchup === "read" && MATCHUP_TRAILS.has(folded))) matchup = "none";
    push(found ? { text: word, field: found[0], values: found[1] } : { text: word, field: null, values: [] });
  }
  return result;
}

/**
 * Whether the word at `i` is an egg group beside `egg group` (`egg group dragon and field`,
 * `dragon and field egg groups`), not a type; as the engine reads it, a second value
 * after the lead written without `and` or `or` is the type (`egg group monster dragon`).
 */
function namesEggGroup(words, i) {
  const at = (k) => fold(words[k] ?? "");
  const isLead = (k) => k >= 0 && at(k) === "egg" && /^groups?$/.test(at(k + 1));
  const joins = (k) => at(k) === "and" || at(k) === "or";
  const afterLead = (k) => isLead(k - 2) || (k >= 2 && joins(k - 1) && afterLead(k - 2));
  return afterLead(i) || isLead(i + 1) || (joins(i + 1) && isLead(i + 3));
}

/** Words before a value that leave it out: `dragon not flying`, `water but not ice` (`no`, `non`: phrases of their own). */
const EXCLUSION_LEADS = new Set(["not", "except", "excluding", "minus", "other than", "but not", "without", "sauf", "ohne", "sin", "senza"]);

/** Words after which a type is a matchup's (`weak to`, `resists`, `good against`, `vs`). */
const MATCHUP_LEADS = new Set(["to", "against", "vs", "versus", "weak", "resists", "resist", "resistant", "immune", "effective", "beats",
  "beat", "counters", "counter", "checks", "check"]);
/** Words after a type that make it a matchup's (`fire weakness`, `ground immune`) or the moves' (`water moves`). */
const MATCHUP_TRAILS = new Set(["weakness", "weaknesses", "weak", "immune", "immunity", "resistance", "resistances", "resistant", "resists",
  "move", "moves", "coverage"]);

/** The values each field of `readers` filters on: {field: Set}. */
export function activeValues(query, readers) {
  const active = Object.fromEntries(Object.keys(readers).map((field) => [field, new Set()]));
  for (const term of terms(query, readers)) if (term.field) term.values.forEach((value) => active[term.field].add(value));
  return active;
}

/** The types and the generations a Pokémon query filters on: {types: Set, gens: Set}. */
export function activeFilters(query, typeNames) {
  const { type, gen } = activeValues(query, fieldReaders(typeNames));
  return { types: type, gens: gen };
}

/**
 * A chip of a field whose values add up pressed (a Pokémon of both types): adds
 * `type:fire`, or takes the value out, however it was typed.
 */
export function toggleCombined(query, field, value, readers, written) {
  const list = terms(query, readers);
  if (!list.some((term) => term.field === field && term.values.includes(value))) {
    return [...list.map((term) => term.text), written(value)].join(" ");
  }
  return list.flatMap((term) => {
    if (term.field !== field || !term.values.includes(value)) return [term.text];
    const rest = term.text.split("|").filter((_, i) => term.values[i] !== value);
    return rest.length ? [rest.join("|")] : [];
  }).join(" ");
}

/**
 * A chip of a field whose values are alternatives pressed (a Pokémon has one generation,
 * a move one type): the query gets one term for all of them, `gen:3|gen:5`, where the
 * ones typed stood.
 */
export function toggleAlternative(query, field, value, readers, written) {
  const list = terms(query, readers);
  const chosen = [...new Set(list.filter((term) => term.field === field).flatMap((term) => term.values))];
  const values = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
  const order = (v) => (typeof v === "number" ? v : 0);
  const text = values.sort((a, b) => order(a) - order(b)).map(written).join("|");
  const words = [];
  let placed = false;
  for (const term of list) {
    if (term.field !== field) words.push(term.text);
    else if (!placed) {
      placed = true;
      if (text) words.push(text);
    }
  }
  if (!placed && text) words.push(text);
  return words.join(" ");
}

/** A Pokémon query's type chip: types combine. */
export function toggleType(query, type, typeNames) {
  return toggleCombined(query, "type", type, fieldReaders(typeNames), (value) => `type:${value}`);
}

/** A Pokémon query's generation chip: generations are alternatives. */
export function toggleGeneration(query, generation, typeNames) {
  return toggleAlternative(query, "gen", generation, fieldReaders(typeNames), (value) => `gen:${value}`);
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
