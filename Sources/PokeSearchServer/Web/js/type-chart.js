// The type chart (/types, under the list of types): how hard each attacking type
// hits each defending type, ×2, ×½ or ×0 in the cell where their row and column
// meet; every type's name is a link to its page.

import { api } from "./api.js";
import { h } from "./dom.js";
import { t, dataLanguage, dataLang } from "./i18n.js";
import { TYPES, typeClass } from "./query.js";
import { typeName } from "./terms.js";

const FACTOR_LABELS = { 2: "×2", 0.5: "×½", 0: "×0" };

let chartLoading = null;
/** The type chart in the data language, asked for once per language (a failure is asked again). */
export function loadChart(lang = dataLanguage()) {
  if (chartLoading?.lang !== lang) {
    const promise = api("/api/types", { params: { lang } });
    promise.catch(() => {
      if (chartLoading?.promise === promise) chartLoading = null;
    });
    chartLoading = { lang, promise };
  }
  return chartLoading.promise;
}

function cell(factor, attacker, defender) {
  if (factor == null) return h("td", { class: "chart-cell" });
  const words = t(`chart.factor.${String(factor).replace(".", "-")}`, { attacker, defender });
  return h("td", { class: `chart-cell chart-${String(factor).replace(".", "-")}`, title: words },
    h("span", { "aria-hidden": "true" }, FACTOR_LABELS[factor]), h("span", { class: "visually-hidden" }, words));
}

/** The chart as a table, from /api/types's answer; `marked`: a type whose row and column stand out (its own page). */
export function chartTable(chart, marked = null) {
  const types = chart.types.filter((type) => TYPES.includes(type.name));
  const name = (type) => typeName(type.name);
  const link = (type, className) => h("a", { class: `type-badge chart-type ${typeClass(type.name)} ${className}`, href: `/types/${type.name}`, lang: dataLang() }, name(type));
  return h("div", { class: "table-scroll chart-scroll", tabindex: "0", role: "region", "aria-label": t("chart.title") },
    h("table", { class: "type-chart" },
      h("caption", { class: "visually-hidden" }, t("chart.caption")),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col", class: "chart-corner" }, h("span", { class: "chart-axis chart-axis-defending" }, t("chart.defending")), h("span", { class: "chart-axis chart-axis-attacking" }, t("chart.attacking"))),
        types.map((type) => h("th", { scope: "col", class: `chart-column${type.name === marked ? " chart-marked" : ""}` }, link(type, "chart-type-vertical"))))),
      h("tbody", {}, types.map((attacker) => h("tr", { class: attacker.name === marked ? "chart-marked" : null },
        h("th", { scope: "row" }, link(attacker, "")),
        types.map((defender) => {
          const td = cell(chart.factors[attacker.name]?.[defender.name], name(attacker), name(defender));
          if (defender.name === marked) td.classList.add("chart-marked");
          return td;
        }))))));
}

/** The chart's section, drawn in the data language once the chart arrives. */
export function typeChart() {
  const body = h("div", { class: "chart-body" }, h("span", { class: "spinner" }));
  const section = h("section", { class: "panel chart-panel", "aria-labelledby": "type-chart-title" },
    h("h2", { id: "type-chart-title" }, t("chart.title")),
    h("p", { class: "muted" }, t("chart.hint")),
    body);
  loadChart().then((chart) => body.replaceChildren(chartTable(chart)),
    (error) => body.replaceChildren(h("p", { class: "notice notice-error" }, error.status === 0 ? t("error.network") : error.message)));
  return section;
}
