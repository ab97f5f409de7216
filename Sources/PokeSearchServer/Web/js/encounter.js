// Encounter (/encounter): a random wild Pokémon (artwork and its front sprite,
// number, genus, types, height, weight, base stats), Catch, Next, and a new one
// every 30 s unless the trainer switches it off. ?seed=N replays one encounter.
// The Pokémon met stays across a reload until the next tick or Next; a catch
// asked for while logged out is finished by the login.

import { api, ApiError, LatestRequest, STALE } from "./api.js";
import { h, replaceChildren, icon, ICONS, dexNumber } from "./dom.js";
import { t, dataLanguage, dataLang, formatDate, formatNumber } from "./i18n.js";
import { navigate, replaceURL } from "./router.js";
import { currentTrainer, sessionLost, catchAfterLogin, takeFinishedCatch } from "./session.js";
import { typeBadge, heartButton } from "./card.js";
import { spriteImage } from "./sprite.js";
import { typeClass } from "./query.js";
import { readSetting, writeSetting } from "./storage.js";

const REFRESH_SECONDS = 30;
const AUTO_KEY = "pokesearch.encounter.auto";
/** The Pokémon met and until when it stays: {id, until} (until: ms since the epoch; null while auto-refresh is off). */
const CURRENT_KEY = "pokesearch.encounter.current";

function remembered() {
  try {
    const value = JSON.parse(readSetting(CURRENT_KEY) ?? "null");
    return Number.isInteger(value?.id) && value.id > 0 ? value : null;
  } catch {
    return null;
  }
}

function remember(id, secondsLeft) {
  writeSetting(CURRENT_KEY, JSON.stringify({ id, until: secondsLeft == null ? null : Date.now() + secondsLeft * 1000 }));
}

export function createEncounterView() {
  const request = new LatestRequest();
  const stage = h("div", { class: "encounter-stage", "aria-live": "polite" });
  const message = h("p", { class: "encounter-message", role: "status" });
  const catchButton = h("button", { type: "button", class: "button button-primary button-large catch-button" }, t("encounter.catch"));
  const nextButton = h("button", { type: "button", class: "button button-large next-button" }, icon(ICONS.refresh), t("encounter.next"));
  const autoSwitch = h("input", { type: "checkbox", role: "switch", id: "auto-refresh", class: "switch" });
  const countdown = h("span", { class: "countdown", id: "auto-refresh-countdown" });
  const element = h("section", { class: "view encounter-view" },
    h("h1", { class: "visually-hidden", tabindex: "-1" }, t("encounter.title")),
    stage,
    h("div", { class: "encounter-actions" }, catchButton, nextButton),
    message,
    h("div", { class: "auto-refresh" },
      autoSwitch,
      h("label", { for: "auto-refresh", class: "short-text" }, t("encounter.auto")),
      countdown));
  autoSwitch.setAttribute("aria-describedby", countdown.id);

  let current = null;
  let secondsLeft = REFRESH_SECONDS;
  let ticker = 0;

  function drawCountdown() {
    countdown.textContent = autoSwitch.checked ? t("encounter.countdown", { seconds: secondsLeft }) : t("encounter.paused");
  }

  function stopTicker() {
    clearInterval(ticker);
    ticker = 0;
  }

  /** Counts down from `seconds` (while the page is shown); the Pokémon met is kept until then. */
  function startTicker(seconds = REFRESH_SECONDS) {
    stopTicker();
    secondsLeft = seconds;
    drawCountdown();
    if (current) remember(current.id, autoSwitch.checked ? secondsLeft : null);
    if (!autoSwitch.checked) return;
    ticker = setInterval(() => {
      if (document.hidden || element.hidden) return;
      secondsLeft -= 1;
      if (secondsLeft <= 0) return next();
      drawCountdown();
      if (current) remember(current.id, secondsLeft);
    }, 1000);
  }

  /** The button says whether this one is already in the backpack (a click then only says so). */
  function drawCatchButton() {
    const caught = Boolean(current?.caught_at && currentTrainer());
    catchButton.dataset.caught = String(caught);
    catchButton.textContent = t(caught ? "encounter.caught.button" : "encounter.catch");
  }

  function say(text, kind) {
    message.textContent = text;
    message.dataset.kind = kind;
    // Above the phone's tab bar and inside the window (scroll-margin in CSS).
    if (text) message.scrollIntoView({ block: "nearest" });
  }

  function draw(pokemon) {
    const name = pokemon.display_name || pokemon.name;
    const [firstType = { name: "unknown" }] = pokemon.types ?? [];
    const fact = (key, value) => h("div", {}, h("dt", {}, t(key)), h("dd", {}, value));
    replaceChildren(stage, h("article", { class: `encounter-card ${typeClass(firstType.name)}`, dataset: { id: pokemon.id } },
      h("p", { class: "encounter-title short-text" }, t("encounter.appeared", { name })),
      h("div", { class: "encounter-art" },
        spriteImage(pokemon.id, "official-artwork", { alt: name, eager: true }),
        h("div", { class: "encounter-sprite" }, spriteImage(pokemon.id, "front_default", { alt: t("encounter.sprite", { name }), name, eager: true, size: 96 }))),
      h("div", { class: "encounter-text" },
        h("span", { class: "hero-number" }, dexNumber(pokemon.species_id)),
        h("div", { class: "hero-title" }, h("h2", { lang: dataLang() }, h("a", { href: `/pokemon/${pokemon.id}` }, name)), heartButton(pokemon.id, name)),
        pokemon.genus ? h("p", { class: "genus", lang: dataLang() }, pokemon.genus) : null,
        h("div", { class: "badges badges-large" }, (pokemon.types ?? []).map((type) => typeBadge(type.name, undefined, { link: true }))),
        h("dl", { class: "encounter-facts" },
          fact("detail.height", t("unit.m", { value: formatNumber(pokemon.height_m) })),
          fact("detail.weight", t("unit.kg", { value: formatNumber(pokemon.weight_kg) })),
          pokemon.stats ? fact("stat.total", formatNumber(pokemon.stats.total)) : null),
        // Always there (empty until caught), so a catch does not move the buttons.
        h("p", { class: "caught" }, pokemon.caught_at && currentTrainer() ? t("detail.caught", { date: formatDate(pokemon.caught_at) }) : ""))));
    drawCatchButton();
  }

  /**
   * Shows a Pokémon: a new random one (seeded when `seed`), or Pokémon `id` again (back on
   * the tab, a reload before the next tick) with `seconds` left before the next.
   */
  async function load({ seed = null, id = null, seconds = REFRESH_SECONDS } = {}) {
    stopTicker();
    element.setAttribute("aria-busy", "true");
    nextButton.disabled = true;
    let pokemon;
    try {
      pokemon = await request.run((signal) => id != null
        ? api(`/api/pokemon/${id}`, { params: { lang: dataLanguage() }, signal })
        : api("/api/random", { params: { lang: dataLanguage(), seed }, signal }));
    } catch (error) {
      element.removeAttribute("aria-busy");
      nextButton.disabled = false;
      replaceChildren(stage, h("div", { class: "notice notice-error" },
        h("p", {}, error.status === 0 ? t("error.network") : error.message),
        h("button", { type: "button", class: "button", on: { click: () => load({ seed, id, seconds }) } }, t("error.retry"))));
      startTicker(seconds);
      return;
    }
    if (pokemon === STALE) return;
    element.removeAttribute("aria-busy");
    nextButton.disabled = false;
    current = pokemon;
    say("", "");
    draw(pokemon);
    startTicker(seconds);
  }

  function next() {
    if (location.search) replaceURL("/encounter");
    load();
  }

  catchButton.addEventListener("click", async () => {
    if (!current) return;
    const name = current.display_name || current.name;
    if (!currentTrainer()) {
      // The login finishes the catch (session.js), then comes back here to the same Pokémon.
      catchAfterLogin(current.id);
      remember(current.id, autoSwitch.checked ? secondsLeft : null);
      navigate(`/login?next=${encodeURIComponent("/encounter")}`);
      return;
    }
    if (current.caught_at) {
      say(t("encounter.already", { name }), "info");
      return;
    }
    catchButton.disabled = true;
    try {
      const answer = await api(`/api/me/backpack/${current.id}`, { method: "POST" });
      current.caught_at = answer?.caught_at ?? new Date().toISOString();
      draw(current);
      say(t("encounter.caught", { name }), "success");
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Caught elsewhere (another tab): now the page knows.
        current.caught_at ??= new Date().toISOString();
        draw(current);
        say(t("encounter.already", { name }), "info");
      } else if (error instanceof ApiError && error.status === 401) {
        sessionLost();
      } else {
        say(error.status === 0 ? t("error.network") : error.message, "error");
      }
    } finally {
      catchButton.disabled = false;
    }
  });
  nextButton.addEventListener("click", next);
  autoSwitch.addEventListener("change", () => {
    writeSetting(AUTO_KEY, autoSwitch.checked ? "on" : "off");
    startTicker();
  });

  return {
    element,
    title: () => t("encounter.title"),
    async show(route) {
      autoSwitch.checked = readSetting(AUTO_KEY) !== "off";
      const seed = route.params.get("seed");
      const kept = remembered();
      const left = kept?.until == null ? REFRESH_SECONDS : Math.ceil((kept.until - Date.now()) / 1000);
      if (seed) {
        await load({ seed });
      } else if (current) {
        // Back on the tab (or just logged in to catch it): the same Pokémon, for the current trainer and language.
        await load({ id: current.id, seconds: secondsLeft });
      } else if (kept && left > 0) {
        // A reload before the next tick: the same Pokémon, the countdown where it was.
        await load({ id: kept.id, seconds: Math.min(left, REFRESH_SECONDS) });
      } else {
        await load();
      }
      const caught = takeFinishedCatch();
      if (caught != null && caught === current?.id) say(t("encounter.caught", { name: current.display_name || current.name }), "success");
    },
    hide() {
      stopTicker();
      request.cancel();
    },
  };
}
