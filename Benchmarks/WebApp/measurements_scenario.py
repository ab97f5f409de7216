"""The web app's speed, reported and never asserted (speed goals are reported, not tested):
the app's transfer size, time to first results, and keystroke → grid while typing.
Run by Benchmarks/WebApp/run.sh on the server `make install` builds, with the browser
tests' harness (Tests/Browser); not part of the browser tests, which run a debug server.
The page marks its own Performance API entries: `pokesearch:first-results` and
`pokesearch:keystroke-to-grid` (from the input event to the frame that shows the answer)."""

from selenium.webdriver.common.keys import Keys

import browser
from browser import search_box, type_slowly, wait_for
from measurements import record, summary
from scenario import Scenario

QUERY = "charmander"  # 10 characters, one request each
TYPING_ROUNDS = 3
LOADS = 5


class Measurements(Scenario):

    def first_results_ms(self, path):
        d = self.driver
        d.get(browser.BASE_URL + path)
        return wait_for(d, lambda d: d.execute_script(
            "const m = performance.getEntriesByName('pokesearch:first-results')[0]; return m ? m.startTime : null;"),
            timeout=30, message="the first-results mark")

    def test_time_to_first_results(self):
        d = self.driver
        d.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        for path in ("/", "/?q=pikachu"):
            times = [self.first_results_ms(path) for _ in range(LOADS)]
            record(f"first results {path} (ms from navigation, cache off)", summary(times))
            self.assertEqual(len(times), LOADS)

    def test_keystroke_to_grid_while_typing(self):
        d = self.driver
        self.go("/")
        self.wait_grid(d)
        d.execute_script("performance.clearMeasures(); performance.clearResourceTimings(); performance.setResourceTimingBufferSize(1000);")
        box = search_box(d)
        expected = self.search_ids(QUERY)[0]
        for _ in range(TYPING_ROUNDS):
            box.click()
            type_slowly(box, QUERY, pause=0.15)
            self.wait_grid(d, expected, "the charmander results")
            box.send_keys(Keys.ESCAPE)
            self.wait_grid(d)
        durations = d.execute_script("return performance.getEntriesByName('pokesearch:keystroke-to-grid').map(e => e.duration)")
        self.assertGreaterEqual(len(durations), len(QUERY) * TYPING_ROUNDS, "one measure per keystroke")
        requests = d.execute_script(
            "return performance.getEntriesByType('resource').filter(e => new URL(e.name).pathname === '/api/search').map(e => e.duration)")
        record(f"keystroke to grid, typing '{QUERY}' {TYPING_ROUNDS}× at 150 ms a key (ms)", summary(durations))
        rendering = d.execute_script("return performance.getEntriesByName('pokesearch:answer-to-grid').map(e => e.duration)")
        record("of which /api/search request durations (ms)", summary(requests))
        record("of which the page's share: answer decoded to grid painted (ms)", summary(rendering))

    def test_transfer_size_of_the_app(self):
        d = self.driver
        # A first visit: nothing in the cache (the browsers are shared between scenarios, and
        # keep the app's versioned files), and none of the lazily loaded modules either.
        d.execute_cdp_cmd("Network.clearBrowserCache", {})
        d.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        self.go("/")
        self.wait_grid(d)
        initial = self.app_bytes()
        d.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
        # Open every view once so that every module and the help are loaded.
        for path in ("/pokemon/6", "/encounter?seed=1", "/favorites", "/backpack", "/login", "/signup", "/moves", "/types/fire", "/"):
            d.execute_script("history.pushState({}, '', arguments[0]); dispatchEvent(new PopStateEvent('popstate', {state: {}}))", path)
            wait_for(d, lambda d: d.execute_script("return location.pathname") == path.split("?")[0], message=path)
        d.find_element("id", "help-button").click()
        wait_for(d, lambda d: d.execute_script("return document.getElementById('help').open"), message="the help")
        lazy = ["detail.js", "encounter.js", "favorites.js", "backpack.js", "auth.js", "help.js", "entity-kinds.js", "entity.js", "type-chart.js"]
        wait_for(d, lambda d: d.execute_script(
            "const names = performance.getEntriesByType('resource').map(e => e.name.split('/').pop());"
            "return arguments[0].every(file => names.includes(file));", lazy), message="the lazily loaded modules")
        everything = self.app_bytes()
        record("transfer, first load (HTML, CSS, JS, JSON, icon)", initial)
        record("transfer, every app file once", everything)
        self.assertGreater(initial["encoded_bytes"], 0, "the server answered with sizes the browser can see")

    def app_bytes(self):
        """The page's own files as the browser received them (encoded = compressed body)."""
        return self.driver.execute_script("""
            const entries = [...performance.getEntriesByType('navigation'),
                             ...performance.getEntriesByType('resource').filter(e => new URL(e.name).pathname.startsWith('/app/'))];
            const unique = new Map(entries.map(e => [new URL(e.name).pathname, e]));
            let encoded = 0, decoded = 0, transfer = 0;
            for (const e of unique.values()) { encoded += e.encodedBodySize; decoded += e.decodedBodySize; transfer += e.transferSize; }
            return {files: unique.size, encoded_bytes: encoded, decoded_bytes: decoded, transfer_bytes: transfer};""")
