"""Contrast: every piece of text on the app's pages, light and dark, phone and desktop, reads
at 4.5:1 or better on what is behind it (3:1 for large text), as WCAG AA asks. The page's
computed colours are measured, over every colour stop of a gradient behind the text."""

import time

from selenium.webdriver.common.by import By

from browser import DESKTOP, PHONE, wait_for
from scenario import Scenario
from test_layout import view_settled

#: Every page at desktop width; a phone's colours are the same, so it reads the pages whose layout differs.
PHONE_PAGES = ["/", "/pokemon/6", "/encounter?seed=7", "/moves/thunderbolt", "/?q=fire&view=table&page=1"]
PAGES = ["/", "/?q=tpye:fire", "/?q=zzzzzz", "/pokemon/6", "/pokemon/133", "/encounter?seed=7", "/login", "/nope",
         "/?q=fire&view=table&page=1", "/moves?q=thunder", "/moves/thunderbolt", "/items/leftovers", "/types", "/types/fire"]

#: Returns [{text, ratio, needed, colour, background}] for text that reads below its threshold.
MEASURE = r"""
// rgb(…), rgba(…), and color(srgb r g b / a), which is what color-mix() computes to.
const parse = (value) => {
  let m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
  if (m) return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]];
  m = /color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)/.exec(value);
  return m ? [m[1] * 255, m[2] * 255, m[3] * 255, m[4] === undefined ? 1 : +m[4]] : null;
};
const over = (top, below) => {
  const a = top[3];
  return [0, 1, 2].map(i => top[i] * a + below[i] * (1 - a)).concat(1);
};
const luminance = (c) => {
  const [r, g, b] = c.slice(0, 3).map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
// The backgrounds behind an element: every combination of the layers from the page up.
const backgrounds = (element) => {
  const layers = [];
  for (let e = element; e; e = e.parentElement) {
    const style = getComputedStyle(e);
    const stops = (style.backgroundImage.match(/rgba?\([^)]*\)|color\(srgb[^)]*\)/g) || []).map(parse);
    const colour = parse(style.backgroundColor);
    layers.push({ stops, colour });
    if (colour && colour[3] === 1 && !stops.length) break;
  }
  let results = [[255, 255, 255, 1]];
  for (const layer of layers.reverse()) {
    if (layer.colour && layer.colour[3] > 0) results = results.map(below => over(layer.colour, below));
    if (layer.stops.length) results = results.flatMap(below => layer.stops.map(stop => over(stop, below)));
  }
  return results;
};
const failures = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const seen = new Set();
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const element = node.parentElement;
  if (!node.textContent.trim() || seen.has(element)) continue;
  seen.add(element);
  if (element.closest('[hidden], [aria-hidden="true"], .visually-hidden, script, style, option, noscript')) continue;
  if (element.closest('button:disabled')) continue;
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  if (!box.width || !box.height || style.visibility === 'hidden' || style.clipPath === 'inset(50%)') continue;
  if (box.bottom < 0 || box.top > document.documentElement.scrollHeight) continue;
  const size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight, 10) >= 700;
  const needed = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;
  const fg = parse(style.color);
  for (const background of backgrounds(element)) {
    const value = ratio(over(fg, background), background);
    if (value < needed - 0.005) {
      failures.push({ text: node.textContent.trim().slice(0, 40), ratio: Math.round(value * 100) / 100, needed,
                      colour: style.color, background: 'rgb(' + background.slice(0, 3).map(Math.round).join(', ') + ')',
                      where: element.className || element.tagName });
      break;
    }
  }
}
return failures;
"""


def measure(driver, page):
    """The page's failures, once any transition just started (0.01 ms with reduced motion) has ended."""
    time.sleep(0.1)
    return [dict(page=page, **failure) for failure in driver.execute_script(MEASURE)]


class Contrast(Scenario):
    size = None  # each check opens its own

    def check(self, size, scheme):
        d = self.open_browser(size, scheme)
        # Colours as they end up: with reduced motion the page's transitions (a hover, a state
        # just set) take no time, so what is measured is what stays on screen.
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-color-scheme", "value": scheme}, {"name": "prefers-reduced-motion", "value": "reduce"}]})
        problems = []
        for path in (PAGES if size == DESKTOP else PHONE_PAGES):
            self.visit(path, d)
            wait_for(d, view_settled, timeout=30, message=f"{path} to settle")
            problems += measure(d, path)
        d.find_element(By.ID, "help-button").click()
        wait_for(d, lambda d: d.execute_script("return document.getElementById('help').open"), message="the help")
        problems += measure(d, "help")
        d.find_element(By.CSS_SELECTOR, ".help-close").click()
        self.sign_up(d, self.new_username("contrast"))
        self.visit("/encounter?seed=7", d)
        wait_for(d, view_settled, message="the encounter")
        d.find_element(By.CSS_SELECTOR, ".catch-button").click()
        wait_for(d, lambda d: d.find_element(By.CSS_SELECTOR, ".encounter-message").text, message="the catch")
        problems += measure(d, "encounter, caught")
        report = "\n".join(f"  {p['page']}: {p['text']!r} ({p['where']}) {p['colour']} on {p['background']}: {p['ratio']} < {p['needed']}"
                           for p in problems)
        self.assertFalse(problems, f"text below AA contrast at {size[0]}×{size[1]} ({scheme}):\n{report}")

    def test_light_desktop(self):
        self.check(DESKTOP, "light")

    def test_dark_desktop(self):
        self.check(DESKTOP, "dark")

    def test_light_phone(self):
        self.check(PHONE, "light")

    def test_dark_phone(self):
        self.check(PHONE, "dark")
