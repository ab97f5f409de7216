// Element building without innerHTML: text is always text, never markup, and
// nothing needs 'unsafe-inline' under the page's Content-Security-Policy.

/**
 * h("a", {href: "/", class: "card", dataset: {id: 6}, on: {click: f}}, "text", child…)
 * Attributes set to null, undefined or false are left out; true sets an empty attribute.
 */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value == null || value === false) continue;
    if (name === "class") element.className = value;
    else if (name === "dataset") Object.assign(element.dataset, value);
    else if (name === "on") for (const [type, listener] of Object.entries(value)) element.addEventListener(type, listener);
    else if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : value);
  }
  append(element, children);
  return element;
}

/** Appends strings, numbers, nodes and (nested) arrays of them; skips null and false. */
export function append(parent, ...children) {
  for (const child of children.flat(Infinity)) {
    if (child == null || child === false) continue;
    parent.append(child instanceof Node ? child : String(child));
  }
  return parent;
}

const SVG = "http://www.w3.org/2000/svg";

/** An inline SVG icon from path data (decorative: hidden from assistive technology). */
export function icon(paths, className = "icon") {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", className);
  for (const d of [paths].flat()) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

export const ICONS = {
  heart: "M12 20.5 4.2 12.8a4.9 4.9 0 0 1 7-7l.8.8.8-.8a4.9 4.9 0 0 1 7 7z",
  left: "M15 5l-7 7 7 7",
  right: "M9 5l7 7-7 7",
  ascending: ["M7 20V4", "M3.5 7.5 7 4l3.5 3.5", "M13 7h4", "M13 12h6", "M13 17h8"],
  descending: ["M7 4v16", "M3.5 16.5 7 20l3.5-3.5", "M13 7h8", "M13 12h6", "M13 17h4"],
  options: ["M4 7h9", "M17 7h3", "M4 17h3", "M11 17h9", "M15 4.5v5", "M9 14.5v5"],
  close: "M6 6l12 12M18 6 6 18",
  // A door left behind and an arrow out of it (the mirror image of "log in").
  logout: ["M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3", "M15 17l5-5-5-5", "M20 12H9"],
  refresh: ["M20 11a8 8 0 0 0-14.6-4.5L4 8", "M4 4v4h4", "M4 13a8 8 0 0 0 14.6 4.5L20 16", "M20 20v-4h-4"],
  grid: ["M4 4h7v7H4z", "M13 4h7v7h-7z", "M4 13h7v7H4z", "M13 13h7v7h-7z"],
  table: ["M4 5h16", "M4 10h16", "M4 15h16", "M4 20h16"],
};

/** Replaces every child of `parent` with `children`. */
export function replaceChildren(parent, ...children) {
  parent.replaceChildren();
  return append(parent, ...children);
}

/** "#0006": the National Pokédex number as the games print it. */
export function dexNumber(n) {
  return "#" + String(n).padStart(4, "0");
}
