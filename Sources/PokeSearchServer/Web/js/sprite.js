// Sprites through the server's /sprites/{id}/{kind} proxy. The machine may be
// offline: an image that cannot be had becomes a placeholder in the type colour,
// never a broken-image icon, and never an error in the console (the page asks
// with ?placeholder=1: the server answers a 1×1 image instead of a 404).
//
// Images load when they come near the viewport, at most MAX_LOADS at a time:
// a browser opens 6 connections per host, and an image the proxy is still
// fetching must never hold the one a search needs.

import { h } from "./dom.js";

/** Image requests in flight at once: the API keeps 2 of the browser's 6 connections. */
const MAX_LOADS = 4;
/** How far outside the viewport an image starts loading. */
const LOOKAHEAD = "300px 0px";
/** What the server's placeholder measures (SpritePlaceholder.width); real sprites are wider. */
const PLACEHOLDER_WIDTH = 1;

/** How long after a keystroke images wait: the answer to what is typed comes first. */
const TYPING_HOLD_MS = 250;

let graphemes = null;
let loading = 0;
let heldUntil = 0;
let holdTimer = 0;
const waiting = [];
let observer = null;

/** The first letter (grapheme) of a name, for placeholders: "リザードン" → "リ". */
function initialOf(name) {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const [first = "?"] = graphemes.segment(name ?? "");
  return (first.segment ?? first).toLocaleUpperCase();
}

/**
 * A placeholder that stands for an image: the type colour comes from the nearest .t-{type}.
 * An empty label (a decorative image, named beside it) hides it from assistive technology.
 */
export function placeholder(label, name = label) {
  const described = label ? { role: "img", "aria-label": label } : { "aria-hidden": "true" };
  return h("div", { class: "placeholder", ...described }, h("span", { "aria-hidden": "true" }, initialOf(name)));
}

function watch(image) {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      waiting.push(entry.target);
    }
    pump();
  }, { rootMargin: LOOKAHEAD });
  observer.observe(image);
}

/**
 * Holds back images that have not started for a moment after a keystroke: each costs the
 * browser (and the server's sprite proxy) time the answer to the next keystroke needs.
 */
export function holdImagesWhileTyping() {
  heldUntil = performance.now() + TYPING_HOLD_MS;
}

function pump() {
  const held = heldUntil - performance.now();
  if (held > 0) {
    clearTimeout(holdTimer);
    holdTimer = setTimeout(pump, held);
    return;
  }
  while (loading < MAX_LOADS && waiting.length) {
    const image = waiting.shift();
    // Gone from the page before its turn (a new search): it waits until it is shown again.
    if (!image.isConnected) watch(image);
    else start(image);
  }
}

function start(image) {
  loading += 1;
  const finished = () => {
    loading -= 1;
    pump();
  };
  const replace = () => image.replaceWith(placeholder(image.alt, image.dataset.name));
  image.addEventListener("load", () => {
    if (image.naturalWidth <= PLACEHOLDER_WIDTH) replace();
    else image.removeAttribute("data-pending");
    finished();
  }, { once: true });
  image.addEventListener("error", () => {
    replace();
    finished();
  }, { once: true });
  image.src = image.dataset.src;
}

/**
 * <img> of /sprites/{id}/{kind}, loaded when near the viewport (`eager`: first in line),
 * that replaces itself with a placeholder when the sprite cannot be had.
 */
export function spriteImage(id, kind, { alt, name = alt, eager = false, size = 475 } = {}) {
  const image = h("img", { alt, width: size, height: size, decoding: "async", "data-pending": "" });
  image.dataset.src = `/sprites/${encodeURIComponent(id)}/${encodeURIComponent(kind)}?placeholder=1`;
  image.dataset.name = name;
  if (eager) {
    waiting.unshift(image);
    queueMicrotask(pump);
  } else {
    watch(image);
  }
  return image;
}
