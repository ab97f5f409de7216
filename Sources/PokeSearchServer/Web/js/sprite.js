// Sprites through the server's /sprites/{id}/{kind} proxy. The machine may be
// offline: an image that fails becomes a placeholder in the type colour, never
// a broken-image icon.

import { h } from "./dom.js";

let graphemes = null;

/** The first letter (grapheme) of a name, for placeholders: "リザードン" → "リ". */
function initialOf(name) {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const [first = "?"] = graphemes.segment(name ?? "");
  return (first.segment ?? first).toLocaleUpperCase();
}

/** A placeholder that stands for an image: the type colour comes from the nearest .t-{type}. */
export function placeholder(label, name = label) {
  return h("div", { class: "placeholder", role: "img", "aria-label": label }, h("span", { "aria-hidden": "true" }, initialOf(name)));
}

/**
 * <img src="/sprites/{id}/{kind}"> that replaces itself with a placeholder when it
 * cannot load. The listener is attached before src, so no error can be missed.
 */
export function spriteImage(id, kind, { alt, name = alt, eager = false, size = 475 } = {}) {
  const image = h("img", { alt, width: size, height: size, loading: eager ? "eager" : "lazy", decoding: "async" });
  image.addEventListener("error", () => image.replaceWith(placeholder(alt, name)), { once: true });
  image.src = `/sprites/${encodeURIComponent(id)}/${encodeURIComponent(kind)}`;
  return image;
}
