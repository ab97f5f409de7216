"""The Pokédex's ways of showing its list (issue 31, items 4, 6 and 9): one card per species
with "Show forms" in the URL (a query naming a form still finds it), the card grid or a
compact table paginated with page numbers or scrolling on, and numeric sorts that start
with the highest. At phone and desktop widths."""

from urllib.parse import urlencode

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import browser
from browser import DESKTOP, PHONE, api_get, cards, wait_for
from scenario import Scenario


def listing(**params):
    return api_get("/api/list?" + urlencode(params))


class ListViews(Scenario):

    def test_one_card_per_species_and_show_forms_kept_in_the_url(self):
        d = self.driver
        species = listing(limit=20, forms="false")
        every = listing(limit=20)
        self.go("/")
        ids = self.wait_grid(d, [p["id"] for p in species["results"]], "the first species")
        self.assertEqual(ids[:9], list(range(1, 10)), "Venusaur, Charizard: one card each, then Squirtle")
        self.assertIn(f"{species['total']:,}", d.find_element(By.ID, "grid-status").text)
        self.assertLess(species["total"], every["total"])

        pikachu, _ = self.search_ids("pikachu")
        self.go("/?q=pikachu")
        shown = self.wait_grid(d, pikachu)
        self.assertEqual([i for i in shown if api_get(f"/api/pokemon/{i}")["species_id"] == 25], [25], "one Pikachu")
        # A query that names a form finds it with forms off.
        mega, _ = self.search_ids("mega charizard")
        self.go("/?q=mega+charizard")
        self.assertEqual(set(self.wait_grid(d, mega)[:2]), {10034, 10035})

        # The switch: every form, in the URL, and back.
        self.go("/?q=pikachu")
        self.wait_grid(d, pikachu)
        switch = d.find_element(By.ID, "show-forms")
        self.assertFalse(switch.is_selected())
        self.assertEqual(d.execute_script("return getComputedStyle(arguments[0]).appearance", switch), "none", "drawn as a switch, not a bare checkbox")
        switch.click()
        all_pikachu, answer = self.search_ids("pikachu", forms=True)
        self.wait_grid(d, all_pikachu, "every Pikachu")
        self.assertEqual(self.query_param(d, "forms"), "1")
        self.assertGreater(answer["total"], 10)
        d.refresh()
        self.wait_grid(d, all_pikachu, "every Pikachu after a reload")
        self.assertTrue(d.find_element(By.ID, "show-forms").is_selected())
        d.back()
        wait_for(d, lambda d: self.query_param(d, "forms") is None, message="Back to one per species")
        self.wait_grid(d, pikachu)
        browser.screenshot(d, "desktop-species")

    def test_the_table_pages_by_number_and_keeps_its_page_in_the_url(self):
        for size in (DESKTOP, PHONE):
            d = self.driver if size == DESKTOP else self.open_browser(size)
            name = "desktop" if size == DESKTOP else "phone"
            self.go("/?q=water", d)
            self.wait_grid(d, self.search_ids("water")[0])
            if size == PHONE:
                # On a phone the settings fold away behind a button beside the sort.
                self.assertFalse(d.find_element(By.ID, "show-forms").is_displayed())
                d.find_element(By.CSS_SELECTOR, ".grid-view .settings-toggle").click()
            d.find_element(By.CSS_SELECTOR, ".segment[data-view='table']").click()
            wait_for(d, lambda d: self.query_param(d, "view") == "table" and self.query_param(d, "page") == "1", message="the table, page 1")
            first = api_get("/api/search?" + urlencode({"q": "water", "forms": "false", "limit": 50}))
            wait_for(d, lambda d: browser.grid_settled(d) and cards(d) == [p["id"] for p in first["results"]], message="50 rows")
            row = d.find_element(By.CSS_SELECTOR, f".poke-table tbody tr[data-id='{first['results'][0]['id']}']")
            self.assertEqual(row.find_element(By.CSS_SELECTOR, ".cell-total").text, str(first["results"][0]["total"]))
            if size == PHONE:
                self.assertLessEqual(d.execute_script("const s = document.querySelector('.poke-table-scroll'); return s.scrollWidth - s.clientWidth"), 0,
                                     "on a phone the table fits without scrolling sideways (the total shown, the six stats on the detail)")
            self.assertTrue(row.find_elements(By.CSS_SELECTOR, ".cell-sprite img, .cell-sprite .placeholder"), "an image on each row")
            self.assertEqual(len(row.find_elements(By.CSS_SELECTOR, ".type-badge")), len(first["results"][0]["types"]))
            pages = -(-first["total"] // 50)
            numbers = [a.text for a in d.find_elements(By.CSS_SELECTOR, ".grid-view .page-number")]
            self.assertEqual(numbers[0], "1")
            self.assertEqual(numbers[-1], str(pages))
            self.assertEqual(browser.horizontal_overflow(d), 0, f"{name}: the table scrolls in its own box")
            browser.screenshot(d, f"{name}-table")

            self.press(d.find_element(By.CSS_SELECTOR, ".grid-view .page-number[href*='page=2']"))
            second = api_get("/api/search?" + urlencode({"q": "water", "forms": "false", "limit": 50, "offset": 50}))
            wait_for(d, lambda d: self.query_param(d, "page") == "2", message="page 2 in the URL")
            wait_for(d, lambda d: browser.grid_settled(d) and cards(d) == [p["id"] for p in second["results"]], message="page 2's rows")
            self.assertEqual(d.find_element(By.CSS_SELECTOR, ".page-number[aria-current='page']").text, "2")
            d.back()
            wait_for(d, lambda d: self.query_param(d, "page") == "1" and cards(d) == [p["id"] for p in first["results"]], message="Back to page 1")

            # A stat's heading sorts by it, the highest first; again, the lowest (a phone's table has the total's).
            stat, words = ("speed", "fastest") if size == DESKTOP else ("total", "strongest")
            self.press(d.find_element(By.CSS_SELECTOR, f"th[data-sort='{stat}'] .column-sort"))
            highest = api_get("/api/search?" + urlencode({"q": "water", "forms": "false", "limit": 50, "sort": stat, "order": "desc"}))
            wait_for(d, lambda d: cards(d) == [p["id"] for p in highest["results"]], message=f"by {stat}, {words} first")
            self.assertEqual(d.find_element(By.CSS_SELECTOR, f"th[data-sort='{stat}']").get_attribute("aria-sort"), "descending")
            self.press(d.find_element(By.CSS_SELECTOR, f"th[data-sort='{stat}'] .column-sort"))
            wait_for(d, lambda d: self.query_param(d, "order") == "asc", message="then the lowest first")

            # Page numbers off: the table scrolls on; the grid pages by number too.
            d.find_element(By.ID, "page-numbers").click()
            wait_for(d, lambda d: self.query_param(d, "page") is None, message="endless scroll")
            wait_for(d, lambda d: browser.grid_settled(d) and len(cards(d)) >= 50, message="the first rows")
            d.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
            wait_for(d, lambda d: len(cards(d)) >= 100, timeout=30, message="more rows as it scrolls")
            d.execute_script("window.scrollTo(0, 0)")
            d.find_element(By.CSS_SELECTOR, ".segment[data-view='grid']").click()
            wait_for(d, lambda d: self.query_param(d, "view") is None and d.find_elements(By.CSS_SELECTOR, ".grid-view .cards .card"), message="the grid")
            d.find_element(By.ID, "page-numbers").click()
            wait_for(d, lambda d: self.query_param(d, "page") == "1" and d.find_elements(By.CSS_SELECTOR, ".grid-view .page-number"), message="the grid by pages")
            self.assertEqual(len(cards(d)), 20)
            self.assertEqual(browser.console_errors(d), [], name)

    def test_numeric_sorts_start_with_the_highest(self):
        for size in (DESKTOP, PHONE):
            d = self.driver if size == DESKTOP else self.open_browser(size)
            self.go("/", d)
            self.wait_grid(d)
            for key, field in (("attack", "attack"), ("weight", "weight_kg"), ("name", None)):
                Select(d.find_element(By.ID, "grid-sort")).select_by_value(key)
                descending = field is not None
                expected = listing(limit=20, forms="false", sort=key, order="desc" if descending else "asc")
                wait_for(d, lambda d: browser.grid_settled(d) and cards(d)[:20] == [p["id"] for p in expected["results"]], message=f"by {key}")
                if field:
                    values = [p[field] for p in expected["results"]]
                    self.assertEqual(values, sorted(values, reverse=True), f"{key}: the highest first")
                    self.assertNotEqual(cards(d)[0], 113, "not Chansey first by Attack")
                self.assertIsNone(self.query_param(d, "order"), "each sort's own direction stays out of the URL")
            browser.screenshot(d, f"{'desktop' if size == DESKTOP else 'phone'}-sorted-by-name")
