"""Infinite scroll: 20 cards a page, in the API's order, none repeated, none skipped."""

from urllib.parse import urlencode

from browser import api_get, cards, wait_for
from scenario import Scenario


class InfiniteScroll(Scenario):

    def scroll_until(self, count):
        """Scrolls to the bottom until at least `count` cards are drawn; returns the ids."""
        d = self.driver

        def more(d):
            d.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
            return len(cards(d)) >= count
        wait_for(d, more, timeout=90, message=f"{count} cards after scrolling")
        return cards(d)

    def assert_pages(self, ids, expected):
        self.assertEqual(len(ids), len(set(ids)), "no card is repeated")
        self.assertEqual(ids, expected[:len(ids)], "no card is skipped, the order is the API's")

    def test_scrolling_the_pokedex_loads_pages_without_repeats_or_gaps(self):
        expected = [p["id"] for p in api_get("/api/list?" + urlencode({"limit": 120, "offset": 0, "forms": "false"}))["results"]]
        self.go("/")
        self.wait_grid(self.driver, expected[:20])
        ids = self.scroll_until(120)
        self.assert_pages(ids[:120], expected)
        self.assertEqual(len(ids) % 20, 0, "pages of 20")

    def test_scrolling_a_search_stops_at_its_total(self):
        answer = api_get("/api/search?" + urlencode({"q": "water", "limit": 1000, "forms": "false"}))
        expected = [p["id"] for p in answer["results"]]
        self.assertGreater(answer["total"], 60, "enough water Pokémon for several pages")
        self.go("/?q=water")
        self.wait_grid(self.driver, expected[:20])
        ids = self.scroll_until(answer["total"])
        self.assert_pages(ids, expected)
        self.assertEqual(len(ids), answer["total"])
        wait_for(self.driver, lambda d: d.execute_script("return document.querySelector('.grid-view .sentinel').dataset.state") == "done",
                 message="the sentinel to report the end")
