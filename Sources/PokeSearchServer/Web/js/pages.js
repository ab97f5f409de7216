// Page numbers under a list paged by number: previous, the first and last pages,
// the pages around the current one, next. Each is a link (its URL carries `page=`),
// so Back, a reload and a shared link all show the same page.

import { h, icon, ICONS } from "./dom.js";
import { t, formatNumber } from "./i18n.js";

/** How many pages either side of the current one get a number of their own. */
const AROUND = 2;

/** The page numbers to show, with null where a run of them is left out: [1, null, 4, 5, 6, 7, 8, null, 68]. */
export function pageNumbers(current, pages) {
  const shown = new Set([1, pages]);
  for (let page = current - AROUND; page <= current + AROUND; page++) if (page >= 1 && page <= pages) shown.add(page);
  const ordered = [...shown].sort((a, b) => a - b);
  return ordered.flatMap((page, i) => (i && page - ordered[i - 1] > 1 ? [null, page] : [page]));
}

/** The links of a page bar; `href(page)` is the URL of a page. */
export function pageLinks({ current, pages, href }) {
  const step = (page, key, direction) => page < 1 || page > pages
    ? h("span", { class: `page-step page-${direction}`, "aria-disabled": "true" }, direction === "previous" ? icon(ICONS.left) : null, t(key), direction === "next" ? icon(ICONS.right) : null)
    : h("a", { class: `page-step page-${direction}`, href: href(page), rel: direction === "previous" ? "prev" : "next" },
      direction === "previous" ? icon(ICONS.left) : null, t(key), direction === "next" ? icon(ICONS.right) : null);
  return [
    step(current - 1, "pages.previous", "previous"),
    h("ol", { class: "page-numbers" }, pageNumbers(Math.min(current, pages), pages).map((page) => h("li", {},
      page == null
        ? h("span", { class: "page-gap", "aria-hidden": "true" }, "…")
        : h("a", { class: "page-number", href: href(page), "aria-current": page === current ? "page" : null,
          "aria-label": t("pages.page", { page }) }, formatNumber(page))))),
    step(current + 1, "pages.next", "next"),
  ];
}
