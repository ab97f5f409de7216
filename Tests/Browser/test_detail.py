"""The detail view: opened directly by its link, stats, matchups, abilities, evolution chain, sprites, neighbours."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import api_get, screenshot, wait_for
from scenario import Scenario


class DetailView(Scenario):

    def open_detail(self, reference):
        self.go(f"/pokemon/{reference}")
        wait_for(self.driver, lambda d: d.execute_script(
            "const v = document.querySelector('.detail-view'); return v && !v.hidden && !v.getAttribute('aria-busy') && !!v.querySelector('h1');"),
            message=f"the detail of {reference}")
        return self.driver.find_element(By.CSS_SELECTOR, ".detail-view")

    def test_a_detail_link_opens_directly_with_stats_and_the_evolution_chain(self):
        expected = api_get("/api/pokemon/6")
        view = self.open_detail(6)
        self.assertEqual(view.find_element(By.TAG_NAME, "h1").text, expected["display_name"])
        self.assertEqual(self.driver.title, f"{expected['display_name']} · PokeSearch")

        stats = view.find_elements(By.CSS_SELECTOR, ".stats .stat")
        values = [int(row.find_element(By.CSS_SELECTOR, ".stat-value").text) for row in stats]
        keys = ["hp", "attack", "defense", "sp_attack", "sp_defense", "speed", "total"]
        self.assertEqual(values, [expected["stats"][key] for key in keys])
        bars = self.driver.execute_script("return [...document.querySelectorAll('.detail-view .stat-bar')].map(b => b.getBoundingClientRect().width)")
        self.assertEqual(len(bars), 6)
        self.assertTrue(all(width > 0 for width in bars), "every stat has a visible bar")
        self.assertGreater(bars[3], bars[0], "Sp. Atk 109 draws longer than HP 78")

        chain = view.find_elements(By.CSS_SELECTOR, ".evolution-link")
        self.assertEqual([link.find_element(By.CSS_SELECTOR, ".evolution-name").text for link in chain],
                         [step["display_name"] for step in expected["evolution"]])
        self.assertEqual(chain[-1].get_attribute("aria-current"), "page")
        self.assertIn(expected["evolution"][1]["method"], chain[1].text)

        self.assertIn(expected["genus"], view.text)
        self.assertIn("1.7 m", view.text)
        self.assertIn("90.5 kg", view.text)
        hidden = [a["display_name"] for a in expected["abilities"] if a["is_hidden"]]
        for name in hidden:
            ability = [li for li in view.find_elements(By.CSS_SELECTOR, ".abilities li") if name in li.text][0]
            self.assertTrue(ability.find_elements(By.CSS_SELECTOR, ".hidden-badge"), f"{name} is marked hidden")
        for factor, types in expected["matchups"].items():
            row = view.find_element(By.CSS_SELECTOR, f".matchup-{factor.replace('.', '-')}")
            self.assertEqual(len(row.find_elements(By.CSS_SELECTOR, ".type-badge")), len(types))
        sprites = [kind for kind, url in expected["sprites"].items() if url]
        self.assertEqual(len(view.find_elements(By.CSS_SELECTOR, ".sprites figure")), len(sprites), "every sprite, labelled")
        self.assertTrue(all(caption.text for caption in view.find_elements(By.CSS_SELECTOR, ".sprites figcaption")))

        chain[0].click()
        first = expected["evolution"][0]
        wait_for(self.driver, lambda d: self.path(d) == f"/pokemon/{first['species_id']}", message="the chain link")
        wait_for(self.driver, lambda d: d.find_element(By.CSS_SELECTOR, ".detail-view h1").text == first["display_name"],
                 message="the first stage's detail")

    def test_moves_are_grouped_by_how_they_are_learned(self):
        expected = api_get("/api/pokemon/25")
        methods = {entry["method"] for entry in expected["learnset"]}
        view = self.open_detail(25)
        groups = view.find_elements(By.CSS_SELECTOR, ".panel-moves .move-group")
        self.assertEqual(len(groups), len(methods), "one group per learn method")
        level_up = [g for g in groups if g.get_attribute("open") is not None]
        self.assertEqual(len(level_up), 1, "level-up moves open by default")
        levels = [cell.text for cell in level_up[0].find_elements(By.CSS_SELECTOR, "tbody tr td:first-child")]
        numbers = [int(text) for text in levels if text.isdigit()]
        self.assertEqual(numbers, sorted(numbers), "level-up moves by level")
        self.assertIn("Thunder Shock", level_up[0].text)
        self.driver.execute_script("document.querySelector('.panel-moves').scrollIntoView()")
        screenshot(self.driver, "desktop-detail-moves")

    def test_previous_and_next_by_link_and_arrow_keys(self):
        expected = api_get("/api/pokemon/25")
        view = self.open_detail("pikachu")
        self.assertEqual(view.find_element(By.TAG_NAME, "h1").text, "Pikachu")
        view.find_element(By.CSS_SELECTOR, "a[rel=next]").click()
        wait_for(self.driver, lambda d: self.path(d) == f"/pokemon/{expected['next']['id']}", message="Next")
        wait_for(self.driver, lambda d: d.find_element(By.CSS_SELECTOR, ".detail-view h1").text == expected["next"]["display_name"],
                 message="the next Pokémon")
        self.driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
        wait_for(self.driver, lambda d: self.path(d) == "/pokemon/25", message="← to go back to Pikachu")
        wait_for(self.driver, lambda d: d.find_element(By.CSS_SELECTOR, ".detail-view h1").text == "Pikachu", message="Pikachu again")

    def test_a_card_opens_its_detail_and_back_returns_to_the_same_results(self):
        d = self.driver
        self.go("/?q=eevee")
        ids = self.wait_grid(d, self.search_ids("eevee")[0])
        self.card(d, ids[0]).find_element(By.CSS_SELECTOR, ".card-link").click()
        wait_for(d, lambda d: self.path(d) == f"/pokemon/{ids[0]}", message="the card's detail")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view h1"), message="the detail")
        d.back()
        wait_for(d, lambda d: self.path(d) == "/" and self.query_param(d) == "eevee", message="Back to the results")
        self.assertEqual(self.wait_grid(d, ids), ids)

    def test_an_unknown_pokemon_says_so(self):
        self.go("/pokemon/doesnotexist")
        wait_for(self.driver, lambda d: "not found" in d.find_element(By.CSS_SELECTOR, ".detail-view").text, message="the not-found message")
        self.assertTrue(self.driver.find_elements(By.CSS_SELECTOR, ".detail-view a[href='/']"))
