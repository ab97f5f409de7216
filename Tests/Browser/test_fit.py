"""How the pages fit the screens they are read on (issue 31, "Smaller"): 320 px phones before
and after the sprites load, names that break between words only, the tablet's detail panels
side by side, and 44 px touch targets on phones; the help (item 3) from every screen."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from browser import DESKTOP, PHONE, wait_for
from scenario import UI, Scenario

SMALLEST = (320, 640)
TABLET = (820, 1180)

#: Elements a finger presses that measure less than 44 × 44 CSS pixels: [description].
SMALL_TARGETS = r"""
const selector = 'button, select, input[type=checkbox], .tabs a, .kinds a, a.button, .chip, .neighbour, .page-number, .page-step, .mini-card, .evolution-link';
const small = [];
for (const e of document.querySelectorAll(selector)) {
  if (e.closest('[hidden], dialog:not([open]), .visually-hidden, .skip-link')) continue;
  // A switch is pressed through its label, which is the target.
  const target = e.matches('input[type=checkbox]') ? e.closest('label') || document.querySelector(`label[for="${e.id}"]`) : e;
  const r = target.getBoundingClientRect();
  if (r.width === 0 || r.bottom < 0 || r.top > innerHeight) continue;
  if (r.height < 43.5 || r.width < 43.5) small.push(`${e.tagName.toLowerCase()}.${e.className} "${(e.textContent || '').trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
}
return small;"""

#: Names laid out on more lines than they have words: broken inside a word.
BROKEN_WORDS = r"""
return [...document.querySelectorAll(arguments[0])].filter(e => {
  const range = document.createRange();
  range.selectNodeContents(e);
  const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
  return lines.size > e.textContent.trim().split(/\s+/).length;
}).map(e => e.textContent);"""


class Fit(Scenario):
    size = SMALLEST

    def detail(self, driver, path):
        self.visit(path, driver)
        wait_for(driver, lambda d: d.execute_script(
            "const v = document.querySelector('.detail-view'); return v && !v.hidden && !v.getAttribute('aria-busy') && !!v.querySelector('h1');"),
            message=f"{path}")

    def test_320_px_before_and_after_the_sprites_load(self):
        d = self.driver
        # The sprites on their way (held back) and then there: the page is 320 px wide throughout.
        d.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/sprites/*"]})
        for path in ("/pokemon/6", "/pokemon/133", "/encounter?seed=5", "/", "/moves/flamethrower", "/types/fire"):
            self.visit(path, d)
            wait_for(d, lambda d: d.execute_script("return !document.querySelector('main > .view:not([hidden])[aria-busy=true]')"), message=path)
            self.assertEqual(browser.horizontal_overflow(d), 0, f"{path} at 320 px while its sprites load")
        d.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        for path in ("/pokemon/6", "/pokemon/133", "/encounter?seed=5", "/", "/backpack", "/types"):
            self.visit(path, d)
            wait_for(d, lambda d: d.execute_script("return !document.querySelector('main > .view:not([hidden])[aria-busy=true]')"), message=path)
            browser.settle_images(d)
            self.assertEqual(browser.horizontal_overflow(d), 0, f"{path} at 320 px")
            label = d.find_element(By.CSS_SELECTOR, ".tabs a[data-nav='encounter'] span")
            self.assertLessEqual(d.execute_script("return arguments[0].scrollWidth - arguments[0].clientWidth", label), 0, "the Encounter tab is whole")
            browser.screenshot(d, "phone-320-" + (path.strip("/").replace("/", "-").split("?")[0] or "grid"))
        self.assertEqual(browser.console_errors(d, (("/sprites/", None),)), [])

    def test_names_break_between_words_only(self):
        for size in (SMALLEST, PHONE):
            d = self.driver if size == SMALLEST else self.open_browser(size)
            for path in ("/pokemon/6", "/pokemon/133", "/pokemon/10034", "/pokemon/792"):
                self.detail(d, path)
                broken = d.execute_script(BROKEN_WORDS, ".evolution-name, .hero-title h1, .mini-name, .card-name")
                self.assertEqual(broken, [], f"{path} at {size[0]} px")
            d.execute_script("document.querySelector('.panel-evolution').scrollIntoView()")
            browser.settle_images(d)
            browser.screenshot(d, f"phone-{size[0]}-evolution")

    def test_the_tablet_shows_the_names_beside_the_matchups(self):
        d = self.open_browser(TABLET)
        self.detail(d, "/pokemon/6")
        matchups, names = d.execute_script(
            "return ['.panel-matchups', '.panel-names'].map(s => { const r = document.querySelector(s).getBoundingClientRect(); return [r.left, r.top, r.right]; })")
        self.assertAlmostEqual(matchups[1], names[1], delta=1, msg="side by side")
        self.assertLess(matchups[2], names[0], "the matchups on the left, the names on the right")
        d.execute_script("document.querySelector('.panel-matchups').scrollIntoView({block: 'center'})")
        browser.settle_images(d)
        browser.screenshot(d, "tablet-detail-matchups")

    def test_touch_targets_on_a_phone_are_44_px(self):
        d = self.open_browser(PHONE)
        self.sign_up(d, self.new_username("thumb"))
        d.execute_script("return fetch('/api/me/backpack/25', {method: 'POST', credentials: 'same-origin'})")
        for path in ("/", "/?view=table&page=2", "/pokemon/6", "/moves", "/types/fire", "/encounter?seed=2", "/backpack", "/favorites"):
            self.visit(path, d)
            wait_for(d, lambda d: d.execute_script("return !document.querySelector('main > .view:not([hidden])[aria-busy=true]')"), message=path)
            if path == "/":
                d.find_element(By.CSS_SELECTOR, ".settings-toggle").click()
            for y in (0, 700, 1400):
                d.execute_script("window.scrollTo(0, arguments[0])", y)
                small = d.execute_script(SMALL_TARGETS)
                self.assertEqual(small, [], f"{path}: touch targets under 44 px:\n" + "\n".join(small))

    def test_help_explains_the_whole_app_from_every_screen(self):
        for size in (DESKTOP, PHONE):
            d = self.open_browser(size)
            name = "desktop" if size == DESKTOP else "phone"
            # Every screen between the two widths, by the button and by the key.
            screens = (("/", "button"), ("/pokemon/25", "key"), ("/moves", "button"), ("/encounter?seed=1", "key"),
                       ("/backpack", "button"), ("/types/fire", "key"), ("/login", "button"))
            for path, opened_by in screens[::2] if size == DESKTOP else (("/", "key"),) + screens[1::2]:
                self.visit(path, d)
                if opened_by == "key":
                    d.find_element(By.TAG_NAME, "body").send_keys("?")
                else:
                    d.find_element(By.ID, "help-button").click()
                dialog = d.find_element(By.ID, "help")
                wait_for(d, lambda d: d.execute_script("return document.getElementById('help').open"), message=f"the help on {path}")
                titles = [h.get_attribute("textContent") for h in dialog.find_elements(By.CSS_SELECTOR, "h3")]
                for key in ("help.search", "help.lists", "help.views", "help.favorites", "help.encounter", "help.backpack", "help.languages", "help.keys"):
                    self.assertIn(UI[key], titles, f"{path}: the help tells of {key}")
                self.assertIn("30", dialog.get_attribute("textContent"), "the encounter's 30 seconds")
                self.assertLessEqual(d.execute_script("return document.getElementById('help').getBoundingClientRect().width"), size[0])
                if path == "/":
                    browser.screenshot(d, f"{name}-help")
                    d.execute_script("document.querySelector('#help .help-part:last-of-type').scrollIntoView()")
                    browser.screenshot(d, f"{name}-help-app")
                ActionChains(d).send_keys(Keys.ESCAPE).perform()
                wait_for(d, lambda d: not d.execute_script("return document.getElementById('help').open"), message="Escape closes it")
            self.assertEqual(browser.console_errors(d), [])

    def test_the_language_menu_fits_every_language_on_phones(self):
        """Each language's short tag fits the menu's box at 320 and 375 px (French was cut at
        375 px, and "Español latinoamericano" fits no phone's header); the full names are the
        menu's options, and a tap on the box lands on the menu itself."""
        for size in (SMALLEST, PHONE):
            driver = self.driver if size == SMALLEST else self.open_browser(size)
            self.go("/", driver)
            shown = driver.execute_script("""
                const select = document.getElementById('lang'), code = document.getElementById('lang-code');
                const before = select.value, shown = [];
                for (const option of select.options) {
                  select.value = option.value;
                  select.dispatchEvent(new Event('input'));
                  const box = code.getBoundingClientRect();
                  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
                  shown.push({name: option.textContent, code: code.textContent, fits: code.scrollWidth <= code.clientWidth,
                              inside: box.left >= 0 && box.right <= innerWidth, tapsTheMenu: hit === select});
                }
                select.value = before;
                select.dispatchEvent(new Event('input'));
                return shown;""")
            self.assertGreaterEqual(len(shown), 12, "every language of the dump is in the menu")
            names = {entry["name"] for entry in shown}
            self.assertIn("Español latinoamericano", names, "the menu lists the languages by their full names")
            for entry in shown:
                self.assertTrue(entry["code"] and entry["fits"] and entry["inside"], f"{entry} at {size[0]} px")
                self.assertTrue(entry["tapsTheMenu"], f"a tap on the box opens the menu: {entry}")
            self.assertEqual(browser.horizontal_overflow(driver), 0, f"the header at {size[0]} px")
        browser.screenshot(driver, "phone-language-menu")
