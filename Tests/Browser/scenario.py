"""The base of every browser scenario: its browsers (shared between scenarios, each
reset for the next), and the page helpers the scenarios share."""

import json
import os
import re
import secrets
import unittest
from urllib.parse import parse_qs, urlsplit

from selenium.webdriver.common.by import By

import browser
from browser import BASE_URL, DESKTOP, wait_for

_I18N = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "PokeSearchServer", "Web", "i18n")
#: The page's own English words (both parts of its table), which scenarios compare with what they see.
UI = {**json.load(open(os.path.join(_I18N, "en.json"))), **json.load(open(os.path.join(_I18N, "views", "en.json")))}


class Scenario(unittest.TestCase):
    """One browser per scenario by default (`self.driver`, at `size`, None for none);
    `open_browser` adds more (other profiles: other cookies, other storage)."""

    size = DESKTOP
    base = BASE_URL

    def setUp(self):
        self.drivers = []
        self.driver = self.open_browser(self.size) if self.size else None

    def open_browser(self, size=DESKTOP, color_scheme="light", fresh=False):
        """A browser as if new; `fresh`: a new one of its own, quit afterwards (other servers' pages)."""
        driver = browser.new_browser(size, color_scheme) if fresh else browser.acquire(size, color_scheme)
        self.drivers.append(driver)
        self.addCleanup(browser.quit_browser if fresh else browser.release, driver)
        return driver

    # ----- navigation

    def go(self, path, driver=None):
        driver = driver or self.driver
        driver.get(BASE_URL + path)
        wait_for(driver, lambda d: d.execute_script("return document.readyState === 'complete' && !!document.querySelector('main > .view:not([hidden])')"),
                 message=f"{path} to render a view")

    def visit(self, path, driver=None):
        """Goes to `path` as following a link inside the app does, without loading the page
        again (a load costs Chromium three times the CPU time), once the app is open; else
        as `go`. For scenarios that look at each page, not at how a page loads."""
        driver = driver or self.driver
        if not driver.execute_script("return location.origin === arguments[0] && !!document.querySelector('main > .view')", BASE_URL):
            return self.go(path, driver)
        # The app marks main busy as the link is followed, until the view is shown.
        driver.execute_script(
            "const link = document.createElement('a'); link.href = arguments[0]; link.hidden = true;"
            "document.body.append(link); link.click(); link.remove();", path)
        wait_for(driver, lambda d: d.execute_script("return !document.getElementById('main').hasAttribute('aria-busy')"),
                 message=f"{path} to render a view")

    @staticmethod
    def press(element):
        """Clicks an element brought to the middle of the window (not under a sticky header or a tab bar)."""
        element.parent.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()

    @staticmethod
    def path(driver):
        return driver.execute_script("return location.pathname")

    @staticmethod
    def query_param(driver, name="q"):
        values = parse_qs(urlsplit(driver.current_url).query).get(name)
        return values[0] if values else None

    # ----- grid

    def wait_grid(self, driver, expected_ids=None, message="the grid"):
        """Waits until the grid has settled and, when given, starts with expected_ids in order
        (it may have loaded further pages to fill the screen); returns the ids it shows."""
        expected = None if expected_ids is None else list(expected_ids)

        def ready(d):
            if not browser.grid_settled(d):
                return False
            if expected is None:
                return True
            ids = browser.cards(d)
            return ids[:len(expected)] == expected and (len(expected) > 0 or ids == [])
        wait_for(driver, ready, timeout=30, message=message)
        return browser.cards(driver)

    def search_ids(self, query, limit=20, forms=False, **params):
        """The ids the grid shows for `query`: one card per species, as the page asks by default
        (`forms=True`: every form, as with "Show forms")."""
        from urllib.parse import urlencode
        answer = browser.api_get("/api/search?" + urlencode({"q": query, "limit": limit, **({} if forms else {"forms": "false"}), **params}))
        return [pokemon["id"] for pokemon in answer["results"]], answer

    def open_first_result(self, query, driver=None, shown=True):
        """Searches `query` from its URL and clicks the first card; returns the result ids.
        `shown`: waits for the detail too (not when the scenario keeps it from loading)."""
        driver = driver or self.driver
        self.go("/?q=" + query.replace(" ", "+"), driver)
        ids = self.wait_grid(driver, self.search_ids(query)[0])
        self.card(driver, ids[0]).find_element(By.CSS_SELECTOR, ".card-link").click()
        if shown:
            wait_for(driver, lambda d: self.path(d) == f"/pokemon/{ids[0]}", message="the first card's detail")
            wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view:not([hidden]) h1"), message="the detail")
        return ids

    @staticmethod
    def card(driver, pokemon_id):
        return driver.find_element(By.CSS_SELECTOR, f"main > .view:not([hidden]) .card[data-id='{pokemon_id}']")

    @staticmethod
    def heart_pressed(driver, pokemon_id):
        return driver.execute_script(
            "const b = document.querySelector(`main > .view:not([hidden]) .heart[data-id='${arguments[0]}']`);"
            "return b ? b.getAttribute('aria-pressed') === 'true' : null;", pokemon_id)

    # ----- trainers

    @staticmethod
    def new_username(prefix="ash"):
        return f"{prefix}{secrets.token_hex(4)}"

    def sign_up(self, driver, username, password="pikachu-rocks"):
        self.go("/signup", driver)
        self.fill_auth_form(driver, "signup", username, password)
        wait_for(driver, lambda d: self.path(d) != "/signup", message="sign-up to finish")
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".trainer-name"), message="the trainer in the header")

    @staticmethod
    def fill_auth_form(driver, kind, username, password):
        driver.find_element(By.ID, f"{kind}-username").send_keys(username)
        driver.find_element(By.ID, f"{kind}-password").send_keys(password)
        driver.find_element(By.CSS_SELECTOR, ".auth-view:not([hidden]) button[type=submit]").click()

    def assert_no_lone_last_line(self, d, selector, language, count=None):
        """Each element of `selector` fits on one line or holds at least two letters on its last."""
        last_lines = d.execute_script("""
            return [...document.querySelectorAll(arguments[0])].map(e => {
              const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
              const letters = [];
              for (let node; (node = walker.nextNode());) {
                for (let i = 0; i < node.length; i++) {
                  const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
                  const rect = range.getBoundingClientRect();
                  if (rect.width > 0) letters.push([(rect.top + rect.bottom) / 2, node.data[i]]);
                }
              }
              // One line: centres within half an em (glyphs of two fonts sit a pixel or two apart).
              const half = parseFloat(getComputedStyle(e).fontSize) / 2, lastCentre = Math.max(...letters.map(([y]) => y));
              const last = letters.filter(([y]) => y > lastCentre - half).map(([, c]) => c).join("");
              return [e.textContent, letters.every(([y]) => y > lastCentre - half), last];
            });""", selector)
        if count is not None:
            self.assertEqual(len(last_lines), count, f"{language}: {selector}")
        self.assertTrue(last_lines, f"{language}: {selector}")
        for text, one_line, last in last_lines:
            self.assertTrue(one_line or len(re.findall(r"\w", last)) >= 2, f"{language}: '{text}' ends with a line of '{last}'")
