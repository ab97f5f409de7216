"""The app by keyboard alone (issue 31, item 5): a skip link that works, focus rings that show
on cards (not clipped), focus back on the card opened after Escape or Back, an h1 on every
page; and two whole runs without a mouse: search → detail → back, and sign up → encounter →
catch → backpack → release. At phone and desktop widths."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from browser import DESKTOP, PHONE, wait_for
from scenario import Scenario

#: How the focused element looks: its outline, or its ::after's (a card's link draws its ring there),
#: and whether an ancestor clips it.
FOCUS_RING = """
const element = document.activeElement;
const own = getComputedStyle(element), after = getComputedStyle(element, '::after');
const ring = own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) >= 2 ? own
  : after.outlineStyle !== 'none' && parseFloat(after.outlineWidth) >= 2 ? after : null;
let clipped = false;
for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
  if (e.closest('.card') === element.closest('.card') && getComputedStyle(e).overflow !== 'visible') clipped = true;
}
return {tag: element.tagName, href: element.getAttribute('href'), ring: ring ? ring.outlineWidth + ' ' + ring.outlineStyle : null, clipped};"""


class Keyboard(Scenario):

    def key(self, driver, *keys):
        ActionChains(driver).send_keys(*keys).perform()

    def tab_to(self, driver, matches, message, limit=80):
        """Presses Tab, or Shift+Tab when what `matches` (a JS expression over `e`) comes before the
        focus in the page, until it has the focus."""
        before = driver.execute_script(f"""
            const target = [...document.querySelectorAll('a, button, input, select, [tabindex]')].find(e => {matches});
            const focus = document.activeElement;
            return !!target && focus !== document.body && !!(target.compareDocumentPosition(focus) & Node.DOCUMENT_POSITION_FOLLOWING);""")
        for _ in range(limit):
            if before:
                ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
            else:
                self.key(driver, Keys.TAB)
            if driver.execute_script(f"const e = document.activeElement; return !!e && ({matches});"):
                return
        focus = driver.execute_script("const e = document.activeElement; return e.outerHTML.slice(0, 120)")
        raise AssertionError(f"Tab never reached {message} ({'Shift+Tab' if before else 'Tab'}; the focus is on {focus})")

    def focused(self, driver):
        return driver.execute_script(FOCUS_RING)

    def test_skip_link_focus_rings_and_headings(self):
        for size in (DESKTOP, PHONE):
            d = self.driver if size == DESKTOP else self.open_browser(size)
            name = "desktop" if size == DESKTOP else "phone"
            self.go("/", d)
            self.wait_grid(d)
            self.assertEqual(d.execute_script("return [...document.querySelectorAll('main > .view:not([hidden]) h1')].map(h => h.textContent)"), ["Pokédex"],
                             "the home page has its h1")
            self.assertEqual(d.execute_script("return document.querySelector('.grid-view .card-name').tagName"), "H2")
            self.key(d, Keys.TAB)
            skip = d.switch_to.active_element
            self.assertEqual(skip.get_attribute("class"), "skip-link")
            self.assertTrue(d.execute_script("const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight", skip), "shown when focused")
            self.key(d, Keys.ENTER)
            self.assertEqual(d.switch_to.active_element.get_attribute("id"), "main", f"{name}: Skip to content focuses the content")
            self.assertEqual(self.path(d), "/", "and stays on the page")
            self.tab_to(d, "e.classList.contains('card-link')", "the first card")
            ring = self.focused(d)
            self.assertTrue(ring["ring"], f"{name}: a focused card shows a ring: {ring}")
            self.assertFalse(ring["clipped"], f"{name}: nothing clips the ring")
            browser.screenshot(d, f"{name}-focus-ring")

    def test_search_detail_and_back_by_keyboard_alone(self):
        for size in (DESKTOP, PHONE):
            d = self.driver if size == DESKTOP else self.open_browser(size)
            name = "desktop" if size == DESKTOP else "phone"
            self.go("/", d)
            self.wait_grid(d)
            self.key(d, "/")
            self.assertEqual(d.switch_to.active_element.get_attribute("id"), "q")
            for character in "char":
                self.key(d, character)
            ids = self.wait_grid(d, self.search_ids("char")[0], "the char results")
            self.key(d, Keys.ARROW_DOWN)
            self.key(d, Keys.ARROW_RIGHT)
            self.assertEqual(d.switch_to.active_element.get_attribute("href"), f"{self.base}/pokemon/{ids[1]}")
            self.assertTrue(self.focused(d)["ring"], f"{name}: the second card shows its ring")
            self.key(d, Keys.ENTER)
            wait_for(d, lambda d: self.path(d) == f"/pokemon/{ids[1]}", message="the second card's detail")
            wait_for(d, lambda d: d.switch_to.active_element.tag_name == "h1", message="focus on the detail's title")
            self.key(d, Keys.ESCAPE)
            wait_for(d, lambda d: self.path(d) == "/" and self.query_param(d) == "char", message="Escape back to the results")
            wait_for(d, lambda d: d.switch_to.active_element.get_attribute("href") == f"{self.base}/pokemon/{ids[1]}",
                     message=f"{name}: focus back on the card opened")
            # The same with the browser's Back.
            self.key(d, Keys.ENTER)
            wait_for(d, lambda d: self.path(d) == f"/pokemon/{ids[1]}", message="the detail again")
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view:not([hidden]) h1"), message="its title")
            ActionChains(d).key_down(Keys.ALT).send_keys(Keys.ARROW_LEFT).key_up(Keys.ALT).perform()
            if self.path(d) != "/":
                d.back()  # headless Chromium may not map Alt+← to Back
            wait_for(d, lambda d: self.path(d) == "/" and d.switch_to.active_element.get_attribute("href") == f"{self.base}/pokemon/{ids[1]}",
                     message=f"{name}: after Back, focus on the card opened")
            self.assertEqual(browser.console_errors(d), [])

    def test_sign_up_encounter_catch_backpack_and_release_by_keyboard_alone(self):
        for size in (DESKTOP, PHONE):
            d = self.driver if size == DESKTOP else self.open_browser(size)
            name = "desktop" if size == DESKTOP else "phone"
            self.go("/signup", d)
            wait_for(d, lambda d: d.switch_to.active_element.get_attribute("id") == "signup-username", message="the name field focused")
            for text in (self.new_username("keys"), Keys.TAB, "pikachu-rocks", Keys.ENTER):
                self.key(d, text)
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".trainer-name"), message="signed up")
            wait_for(d, lambda d: d.switch_to.active_element.tag_name == "h1", message="focus on the page it returns to, not lost")
            self.tab_to(d, "e.dataset.nav === 'encounter'", "the Encounter tab")
            self.key(d, Keys.ENTER)
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".encounter-card"), message="the wild Pokémon")
            pokemon_id = d.find_element(By.CSS_SELECTOR, ".encounter-card").get_attribute("data-id")
            self.tab_to(d, "e.classList.contains('catch-button')", "Catch")
            self.assertTrue(self.focused(d)["ring"], "Catch shows its ring")
            self.key(d, Keys.ENTER)
            wait_for(d, lambda d: "Gotcha" in d.find_element(By.CSS_SELECTOR, ".encounter-message").text, message="the catch")
            self.tab_to(d, "e.dataset.nav === 'backpack'", "the Backpack tab")
            self.key(d, Keys.ENTER)
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, f".list-view:not([hidden]) .card[data-id='{pokemon_id}']"), message="the catch in the backpack")
            self.tab_to(d, "e.classList.contains('card-link')", "the caught card")
            ring = self.focused(d)
            self.assertTrue(ring["ring"] and not ring["clipped"], f"{name}: the backpack's card shows its ring: {ring}")
            self.tab_to(d, "e.classList.contains('release')", "Release")
            label = d.switch_to.active_element.get_attribute("aria-label")
            self.assertTrue(label.startswith("Release ") and len(label) > len("Release "), f"Release names its Pokémon: {label!r}")
            self.key(d, Keys.ENTER)
            wait_for(d, lambda d: "release-keep" in d.switch_to.active_element.get_attribute("class"), message="the question, focus on Keep")
            browser.screenshot(d, f"{name}-release-question")
            ActionChains(d).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
            self.assertIn("release-confirm", d.switch_to.active_element.get_attribute("class"))
            self.key(d, Keys.ENTER)
            wait_for(d, lambda d: "Your backpack is empty" in d.find_element(By.CSS_SELECTOR, ".list-view:not([hidden])").text, message="released")
            self.assertEqual(browser.console_errors(d), [], name)
