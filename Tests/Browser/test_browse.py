"""Moves, items, abilities and types to browse (issue 31, item 1): the kind switch under the
search box, the same live search, chips and sorts as Pokémon, a detail page for each with its
Pokémon linking back, the type chart, and every move, ability, item and type named on a page a
link to its own. At phone and desktop widths."""

from urllib.parse import urlencode

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

import browser
from browser import DESKTOP, PHONE, api_get, search_box, type_slowly, wait_for
from scenario import Scenario


def rows(driver):
    """The ids of the rows of the list shown (moves, items, abilities; types by slug)."""
    return driver.execute_script(
        "const view = [...document.querySelectorAll('main > .view')].find(v => !v.hidden);"
        "return view ? [...view.querySelectorAll('.entity-row')].map(r => r.dataset.id) : [];")


def settled(driver, kind):
    return driver.execute_script(
        f"const v = document.querySelector('.{kind}-view'); return !!v && !v.hidden && !v.classList.contains('loading');")


class Browsing(Scenario):

    def api_ids(self, kind, **params):
        answer = api_get(f"/api/{kind}?" + urlencode({"limit": 30, **params}))
        return [str(entity["id"]) for entity in answer["results"]], answer

    def wait_rows(self, kind, expected, message):
        wait_for(self.driver, lambda d: settled(d, kind) and rows(d)[:len(expected)] == expected, timeout=30, message=message)

    def open_entity(self, path):
        self.go(path)
        wait_for(self.driver, lambda d: d.execute_script(
            "const v = document.querySelector('.entity-view'); return v && !v.hidden && !v.getAttribute('aria-busy') && !!v.querySelector('h1');"),
            message=f"the page of {path}")
        return self.driver.find_element(By.CSS_SELECTOR, ".entity-view")

    def test_moves_search_as_you_type_with_chips_sorts_and_a_detail_that_links_back(self):
        d = self.driver
        self.go("/")
        self.wait_grid(d)
        d.find_element(By.CSS_SELECTOR, ".kinds a[data-kind='moves']").click()
        wait_for(d, lambda d: self.path(d) == "/moves", message="the moves")
        self.wait_rows("moves", self.api_ids("moves", q="")[0], "every move, by number")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".kinds a[aria-current='page']").get_attribute("data-kind"), "moves")
        self.assertIn("Search moves", search_box(d).get_attribute("placeholder"))

        box = search_box(d)
        box.click()
        type_slowly(box, "thunder", pause=0.05)
        expected, answer = self.api_ids("moves", q="thunder")
        self.wait_rows("moves", expected, "the thunder moves")
        self.assertEqual(self.query_param(d), "thunder")
        self.assertIn(str(answer["total"]), d.find_element(By.ID, "moves-status").text)

        # A chip writes its field: electric moves only; the class chips are alternatives.
        d.find_element(By.CSS_SELECTOR, ".moves-view .chip[data-filter='type:electric']").click()
        self.wait_rows("moves", self.api_ids("moves", q="thunder type:electric")[0], "electric thunder moves")
        d.find_element(By.CSS_SELECTOR, ".moves-view .chip[data-filter='category:special']").click()
        d.find_element(By.CSS_SELECTOR, ".moves-view .chip[data-filter='category:status']").click()
        wait_for(d, lambda d: search_box(d).get_attribute("value") == "thunder type:electric category:special|category:status", message="classes as alternatives")
        self.wait_rows("moves", self.api_ids("moves", q="thunder type:electric category:special|category:status")[0], "special or status")

        # Power sorts from the highest.
        Select(d.find_element(By.ID, "moves-sort")).select_by_value("power")
        expected, answer = self.api_ids("moves", q="thunder type:electric category:special|category:status", sort="power", order="desc")
        self.wait_rows("moves", expected, "by power, highest first")
        powers = [move.get("power") for move in answer["results"] if move.get("power") is not None]
        self.assertEqual(powers, sorted(powers, reverse=True))
        self.assertIsNone(self.query_param(d, "order"))

        # Enter opens the first; its page has its facts, its effect and the Pokémon that learn it.
        box.send_keys(Keys.ENTER)
        first = answer["results"][0]
        wait_for(d, lambda d: self.path(d) == f"/moves/{first['name']}", message="the first move's page")
        view = self.open_entity(f"/moves/{first['name']}")
        detail = api_get(f"/api/moves/{first['name']}")
        self.assertEqual(view.find_element(By.TAG_NAME, "h1").text, detail["display_name"])
        self.assertIn(str(detail["power"]), view.find_element(By.CSS_SELECTOR, ".panel-facts").text)
        self.assertIn(detail["effect"].split(".")[0], view.find_element(By.CSS_SELECTOR, ".panel-effect").text)
        learners = view.find_elements(By.CSS_SELECTOR, ".panel-holders .mini-card")
        self.assertEqual([a.get_attribute("href") for a in learners], [f"{self.base}/pokemon/{p['id']}" for p in detail["pokemon"]])
        self.assertEqual(view.find_element(By.CSS_SELECTOR, ".entity-hero a.type-badge").get_attribute("href"), f"{self.base}/types/electric")
        # Nothing of the hero's is drawn over its text: its ring, a positioned ::before (which
        # takes no clicks, so hit tests pass through it), paints over any static child; it once
        # dimmed the end of the flavour text. Every child is positioned, so paints above it.
        static = d.execute_script("""
            return [...document.querySelectorAll('.view:not([hidden]) .hero > *')]
              .filter(e => getComputedStyle(e).position === 'static').map(e => e.className);""")
        self.assertEqual(static, [], "the hero's text paints above its decoration")
        browser.settle_images(d)
        browser.screenshot(d, "desktop-move-detail")

    def test_the_pokemon_of_a_move_link_back_and_escape_returns_to_the_list(self):
        d = self.driver
        self.go("/moves?q=flamethrower")
        self.wait_rows("moves", self.api_ids("moves", q="flamethrower")[0], "Flamethrower")
        d.find_element(By.CSS_SELECTOR, ".moves-view .entity-row .card-link").click()
        wait_for(d, lambda d: self.path(d) == "/moves/flamethrower", message="Flamethrower's page")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".entity-view:not([hidden]) .panel-holders"), message="its Pokémon")
        view = d.find_element(By.CSS_SELECTOR, ".entity-view")
        more = view.find_element(By.CSS_SELECTOR, ".panel-holders button")
        self.assertIn("278", more.text)
        search = view.find_element(By.CSS_SELECTOR, ".panel-holders p a")
        self.assertEqual(search.get_attribute("href"), f"{self.base}/?q=move%3Aflamethrower")
        view.find_element(By.CSS_SELECTOR, ".mini-card[href='/pokemon/6']").click()
        wait_for(d, lambda d: self.path(d) == "/pokemon/6", message="Charizard, who learns it")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view:not([hidden]) h1"), message="Charizard's page")
        d.back()
        wait_for(d, lambda d: self.path(d) == "/moves/flamethrower", message="back on the move")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".entity-view:not([hidden]) h1"), message="the move")
        d.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        wait_for(d, lambda d: self.path(d) == "/moves" and self.query_param(d) == "flamethrower", message="Escape to the list")
        wait_for(d, lambda d: d.switch_to.active_element.get_attribute("href") == f"{self.base}/moves/flamethrower",
                 message="focus back on the row opened")

    def test_items_abilities_and_types_on_a_phone_and_a_desktop(self):
        for size in (PHONE, DESKTOP):
            d = self.driver if size == DESKTOP else self.open_browser(size)
            name = "phone" if size == PHONE else "desktop"
            self.visit("/items?q=category:medicine", d)
            expected, _ = self.api_ids("items", q="category:medicine")
            wait_for(d, lambda d: settled(d, "items") and rows(d)[:len(expected)] == expected, timeout=30, message="medicine")
            self.assertEqual(d.find_element(By.CSS_SELECTOR, ".items-view .chip[data-filter='category:medicine']").get_attribute("aria-pressed"), "true")
            self.assertEqual(browser.horizontal_overflow(d), 0, f"{name}: items fit")
            browser.settle_images(d)
            browser.screenshot(d, f"{name}-items")

            self.visit("/items/leftovers", d)
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".entity-view:not([hidden]) .mini-card"), message="who holds Leftovers")
            holders = [a.get_attribute("href").split("/")[-1] for a in d.find_elements(By.CSS_SELECTOR, ".entity-view .mini-card")]
            self.assertEqual(holders, [str(p["id"]) for p in api_get("/api/items/leftovers")["pokemon"]])
            self.assertIn("Snorlax", d.find_element(By.CSS_SELECTOR, ".panel-holders").text)
            self.assertEqual(browser.horizontal_overflow(d), 0, f"{name}: an item's page fits")
            browser.settle_images(d)
            browser.screenshot(d, f"{name}-item-detail")

            self.visit("/abilities?q=levitate", d)
            wait_for(d, lambda d: settled(d, "abilities") and rows(d)[:1] == ["26"], message="Levitate")
            d.find_element(By.CSS_SELECTOR, ".abilities-view .entity-row .card-link").click()
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".entity-view:not([hidden]) .mini-card[href='/pokemon/109']"), message="Koffing has Levitate")
            self.assertEqual(browser.horizontal_overflow(d), 0, f"{name}: an ability's page fits")
            browser.settle_images(d)
            browser.screenshot(d, f"{name}-ability-detail")

            self.visit("/types", d)
            wait_for(d, lambda d: settled(d, "types") and len(rows(d)) == 18, message="the 18 types")
            wait_for(d, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".type-chart tbody tr")) == 18, message="the type chart")
            cells = d.find_elements(By.CSS_SELECTOR, ".type-chart tbody tr")[1].find_elements(By.CSS_SELECTOR, "td")
            self.assertEqual(len(cells), 18)
            chart = api_get("/api/types")
            fire_row = d.find_element(By.CSS_SELECTOR, ".type-chart tbody tr:nth-child(10)")
            self.assertIn("Fire", fire_row.find_element(By.TAG_NAME, "th").text.title())
            water_column = [t["name"] for t in chart["types"] if t["name"] != "stellar" and t["name"] != "unknown"].index("water")
            self.assertEqual(fire_row.find_elements(By.CSS_SELECTOR, "td")[water_column].get_attribute("title"), "Fire against Water: not very effective (×½)")
            self.assertEqual(browser.horizontal_overflow(d), 0, f"{name}: the chart scrolls inside its panel")
            browser.settle_images(d)
            browser.screenshot(d, f"{name}-types")
            d.execute_script("document.querySelector('.chart-panel').scrollIntoView()")
            browser.settle_images(d)
            browser.screenshot(d, f"{name}-type-chart")
            # Typing filters the types in place.
            box = search_box(d)
            box.click()
            type_slowly(box, "dra", pause=0.05)
            wait_for(d, lambda d: rows(d) == ["dragon"], message="only Dragon")

            self.visit("/types/fire", d)
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".entity-view:not([hidden]) .panel-attacking"), message="Fire's page")
            fire = api_get("/api/types/fire")
            attacking = [a.get_attribute("href").split("/")[-1] for a in d.find_elements(By.CSS_SELECTOR, ".panel-attacking .matchup-2 a.type-badge")]
            self.assertEqual(attacking, fire["attacking"]["2"])
            links = {a.text: a.get_attribute("href") for a in d.find_elements(By.CSS_SELECTOR, ".hero-links a")}
            self.assertIn(f"{self.base}/?q=type%3Afire", links.values())
            self.assertIn(f"{self.base}/moves?q=type%3Afire", links.values())
            self.assertEqual(browser.horizontal_overflow(d), 0, f"{name}: a type's page fits")
            browser.settle_images(d)
            browser.screenshot(d, f"{name}-type-detail")
            self.assertEqual(browser.console_errors(d), [], name)

    def test_every_type_ability_move_and_item_named_is_a_link(self):
        d = self.driver
        self.go("/pokemon/133")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view:not([hidden]) .panel-moves"), message="Eevee")
        view = d.find_element(By.CSS_SELECTOR, ".detail-view")
        badges = view.find_elements(By.CSS_SELECTOR, ".type-badge")
        self.assertTrue(badges)
        self.assertEqual([b.tag_name for b in badges if b.tag_name != "a"], [], "every type badge is a link")
        self.assertTrue(all("/types/" in b.get_attribute("href") for b in badges))
        abilities = view.find_elements(By.CSS_SELECTOR, ".abilities .ability-name")
        self.assertEqual([a.get_attribute("href").split("/")[-2:] for a in abilities][0], ["abilities", "run-away"])
        # Every row's link read in one script: a WebDriver call per row of Eevee's hundred
        # moves took most of this scenario's 17 s.
        links = d.execute_script(
            "return [...arguments[0].querySelectorAll('.panel-moves tbody th')].map(th => th.querySelector('a') && th.querySelector('a').href)", view)
        self.assertTrue(links and all(link and link.startswith(f"{self.base}/moves/") for link in links), links)
        stone = view.find_element(By.CSS_SELECTOR, ".evolution-method a[href='/items/water-stone']")
        stone.click()
        wait_for(d, lambda d: self.path(d) == "/items/water-stone", message="the Water Stone's page")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".entity-view:not([hidden]) h1"), message="the item")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".entity-view h1").text, "Water Stone")
        # On the cards too (out of the tab order: a card's name is its one stop).
        self.go("/?q=charizard")
        self.wait_grid(d)
        badge = self.card(d, 6).find_element(By.CSS_SELECTOR, ".type-badge")
        self.assertEqual((badge.tag_name, badge.get_attribute("tabindex")), ("a", "-1"))
        badge.click()
        wait_for(d, lambda d: self.path(d) == "/types/fire", message="the card's Fire badge opens Fire")
        self.assertEqual(browser.console_errors(d), [])
