"""Offline for real: the server's sprite host refuses connections, or accepts them and never
answers. Search as you type must not wait behind the images: the page loads at most a few at
a time (the browser's connections per host stay free for the API), the server gives up on the
host at once and remembers it, and every card shows its placeholder in its type colour, with
no error in the console. The keystroke → grid figures offline are reported."""

import socket
import unittest

from selenium.webdriver.common.keys import Keys

import browser
import server_process
from browser import DESKTOP, type_slowly, wait_for
from measurements import record, summary
from scenario import Scenario

#: What the page allows itself (sprite.js, MAX_LOADS).
MAX_IMAGE_LOADS = 4

#: The most /sprites/ requests that were in flight at one moment, from Resource Timing.
SPRITE_CONCURRENCY = """
const spans = performance.getEntriesByType('resource')
  .filter(e => new URL(e.name).pathname.startsWith('/sprites/'))
  .map(e => [e.startTime, e.responseEnd]);
const edges = spans.flatMap(([start, end]) => [[start, 1], [end, -1]]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
let now = 0, most = 0;
for (const [, step] of edges) { now += step; most = Math.max(most, now); }
return {requests: spans.length, most};"""


class OfflineSprites(Scenario):

    @classmethod
    def setUpClass(cls):
        if not server_process.can_start():
            raise unittest.SkipTest("starts servers of its own: needs the server command (run.py)")
        closed = server_process.free_port()
        # Listening, never accepting: the kernel completes connections nobody answers.
        cls.silent = socket.socket()
        cls.silent.bind(("127.0.0.1", 0))
        cls.silent.listen(64)
        cls.servers = {}
        try:
            cls.servers["refused"] = server_process.ServerProcess(f"http://127.0.0.1:{closed}/")
            cls.servers["silent"] = server_process.ServerProcess(f"http://127.0.0.1:{cls.silent.getsockname()[1]}/")
        except BaseException:
            cls.tearDownClass()
            raise

    @classmethod
    def tearDownClass(cls):
        for server in cls.servers.values():
            server.stop()
        cls.silent.close()

    def check(self, host):
        d = self.driver
        url = self.servers[host].url
        d.get(url + "/?q=type:grass")
        wait_for(d, browser.grid_settled, timeout=30, message="the grass Pokémon")
        d.execute_script("performance.clearMeasures(); performance.setResourceTimingBufferSize(2000);")
        expected = [p["id"] for p in browser.api_get_from(url, "/api/search?q=fire+dragon&limit=20&forms=false")["results"]]
        box = browser.search_box(d)
        box.click()
        box.send_keys(Keys.CONTROL, "a")
        type_slowly(box, "fire dragon", pause=0.15)
        wait_for(d, lambda d: browser.grid_settled(d) and browser.cards(d) == expected, timeout=30, message="the four fire/dragon cards")
        durations = d.execute_script("return performance.getEntriesByName('pokesearch:keystroke-to-grid').map(e => e.duration)")
        record(f"offline, sprite host {host}: keystroke to grid typing 'fire dragon' at 150 ms a key (ms)", summary(durations))

        browser.settle_images(d)
        report = browser.image_report(d)
        self.assertEqual(report["broken"], [], "no broken image")
        self.assertEqual(report["loaded"], [], "no sprite could be had")
        self.assertGreaterEqual(report["placeholders"], len(expected))
        colours = d.execute_script("""
            return [...document.querySelectorAll('.grid-view .card')].map(card => {
              const type = [...card.classList].find(c => c.startsWith('t-')).slice(2);
              const probe = document.createElement('div');
              probe.style.background = `var(--type-${type})`;
              document.body.append(probe);
              const wanted = getComputedStyle(probe).backgroundColor;
              probe.remove();
              return [getComputedStyle(card.querySelector('.placeholder')).backgroundColor, wanted];
            });""")
        for shown, wanted in colours:
            self.assertEqual(shown, wanted, "the placeholder is in the card's type colour")
        concurrency = d.execute_script(SPRITE_CONCURRENCY)
        self.assertGreater(concurrency["requests"], 0)
        self.assertLessEqual(concurrency["most"], MAX_IMAGE_LOADS, "images never take the connections searches need")
        self.assertEqual(browser.console_errors(d), [], "placeholders, not errors")
        browser.screenshot(d, f"desktop-offline-{host}")

    def test_a_sprite_host_that_refuses_connections(self):
        self.check("refused")

    def test_a_sprite_host_that_never_answers(self):
        self.check("silent")
