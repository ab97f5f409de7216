"""The detail view: opened directly by its link, stats, matchups, abilities, evolution chain, sprites, neighbours."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from browser import LOCAL_SPRITES, PHONE, api_get, horizontal_overflow, image_report, screenshot, settle_images, wait_for
from scenario import Scenario, UI


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
        steps = view.find_elements(By.CSS_SELECTOR, ".evolution-step")
        self.assertIn(f"Level {expected['evolution'][1]['methods'][0]['min_level']}", steps[1].text)

        self.assertIn(expected["genus"], view.text)
        self.assertIn("1.7 m", view.text)
        self.assertIn("90.5 kg", view.text)
        # Charizard gives 3 Sp. Atk EVs, by the API, said in the profile.
        self.assertEqual(expected["ev_yield"], {"sp_attack": 3})
        self.assertIn("EV yield\n3 Sp. Atk", view.find_element(By.CSS_SELECTOR, ".facts").text)
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
        ids = self.open_first_result("eevee")
        d.back()
        wait_for(d, lambda d: self.path(d) == "/" and self.query_param(d) == "eevee", message="Back to the results")
        self.assertEqual(self.wait_grid(d, ids), ids)

    def test_an_unknown_pokemon_says_so(self):
        self.go("/pokemon/doesnotexist")
        wait_for(self.driver, lambda d: "not found" in d.find_element(By.CSS_SELECTOR, ".detail-view").text, message="the not-found message")
        self.assertTrue(self.driver.find_elements(By.CSS_SELECTOR, ".detail-view a[href='/']"))

    # ----- the chain, the moves, placeholders, keyboard

    def test_escape_returns_to_the_list_the_detail_was_opened_from(self):
        d = self.driver
        ids = self.open_first_result("pikachu")
        first = api_get(f"/api/pokemon/{ids[0]}")
        for key in (Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_LEFT):
            # The detail the path names, loaded: an arrow steps from the detail shown.
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view:not(.loading) h1"), message="the detail")
            before = self.path(d)
            d.find_element(By.TAG_NAME, "body").send_keys(key)
            wait_for(d, lambda d: self.path(d) != before, message="previous / next")
        self.assertEqual(self.path(d), f"/pokemon/{first['next']['id']}")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view h1"), message="the detail")
        d.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        wait_for(d, lambda d: self.path(d) == "/" and self.query_param(d) == "pikachu", message="Escape back to the pikachu results")
        self.assertEqual(self.wait_grid(d, ids), ids)
        # The card opened has the focus again (the details seen since are not on this list).
        wait_for(d, lambda d: d.switch_to.active_element.get_attribute("href") == f"{self.base}/pokemon/{ids[0]}", message="focus on the card opened")
        # Opened directly, a detail has no list behind it: Escape goes to the Pokédex.
        self.go("/pokemon/25")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view h1"), message="the detail")
        d.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        wait_for(d, lambda d: self.path(d) == "/" and self.query_param(d) is None, message="Escape to the Pokédex")

    def test_moves_are_one_games_chosen_by_a_selector_with_every_method_in_words(self):
        d = self.driver
        charizard = api_get("/api/pokemon/6")
        self.assertEqual(charizard["game"], "scarlet-violet", "the latest game that teaches it by level")
        view = self.open_detail(6)
        select = Select(view.find_element(By.ID, "game-select"))
        self.assertEqual([o.get_attribute("value") for o in select.options], charizard["games"])
        self.assertEqual(select.first_selected_option.get_attribute("value"), "scarlet-violet")
        self.assertEqual(select.first_selected_option.text, "Scarlet / Violet")
        rows = view.find_elements(By.CSS_SELECTOR, ".move-group[data-method='level-up'] tbody tr")
        moves = [row.find_element(By.CSS_SELECTOR, "th").text for row in rows]
        self.assertEqual(len(moves), len(set(moves)), f"each level-up move once, as one game has it: {moves}")
        on_evolving = [e["display_name"] for e in charizard["learnset"] if e["method"] == "level-up" and e["level"] == 0]
        levels = dict((row.find_element(By.CSS_SELECTOR, "th").text, row.find_element(By.CSS_SELECTOR, "td").text) for row in rows)
        for name in on_evolving:
            self.assertEqual(levels[name], "Evo.", f"{name} is learned on evolving")
        self.assertNotIn("0", levels.values())
        # Every learn method in words: the UI's own, never a slug.
        for group in view.find_elements(By.CSS_SELECTOR, ".panel-moves .move-group"):
            method = group.get_attribute("data-method")
            name = group.find_element(By.CSS_SELECTOR, ".method-name").get_attribute("textContent")
            self.assertEqual(name, UI["method." + method], method)
        self.assertEqual(view.find_element(By.CSS_SELECTOR, ".move-group[data-method='machine'] .method-name").text, "TM / TR (machine)")

        # Red and Blue: Rage, no Flare Blitz; the URL keeps the game, the selector keeps the focus.
        select.select_by_value("red-blue")
        wait_for(d, lambda d: self.query_param(d, "game") == "red-blue", message="the game in the URL")
        wait_for(d, lambda d: "Rage" in [r.text for r in d.find_elements(By.CSS_SELECTOR, ".move-group[data-method='level-up'] tbody th")],
                 message="Red and Blue's moves")
        names = [r.text for r in d.find_elements(By.CSS_SELECTOR, ".move-group[data-method='level-up'] tbody th")]
        self.assertNotIn("Flare Blitz", names)
        self.assertEqual(d.switch_to.active_element.get_attribute("id"), "game-select")
        d.execute_script("document.querySelector('.panel-moves').scrollIntoView()")
        screenshot(d, "desktop-detail-moves-red-blue")
        d.refresh()
        view = self.open_detail_loaded()
        self.assertEqual(Select(view.find_element(By.ID, "game-select")).first_selected_option.get_attribute("value"), "red-blue")

        # Pikachu's Surfing Pikachu method, in the game that has it, in words.
        pikachu = api_get("/api/pokemon/25?game=yellow")
        self.assertIn("stadium-surfing-pikachu", {e["method"] for e in pikachu["learnset"]})
        self.go("/pokemon/25?game=yellow")
        view = self.open_detail_loaded()
        self.assertEqual(view.find_element(By.CSS_SELECTOR, ".move-group[data-method='stadium-surfing-pikachu'] .method-name").get_attribute("textContent"),
                         "Stadium: Surfing Pikachu")

    def test_where_to_find_lists_one_games_places_with_methods_levels_and_chances(self):
        d = self.driver
        pidgey = api_get("/api/pokemon/16")
        versions = [game["version"] for game in pidgey["where_to_find"]]
        view = self.open_detail(16)
        panel = view.find_element(By.CSS_SELECTOR, ".panel-wild")
        self.assertEqual(panel.find_element(By.CSS_SELECTOR, "h2").text, UI["detail.wild"])
        select = Select(panel.find_element(By.ID, "wild-select"))
        options = [o.get_attribute("value") for o in select.options]
        # Latest first; versions with the same places are one option, named by all, valued by the latest.
        places = {game["version"]: game["encounters"] for game in pidgey["where_to_find"]}
        self.assertEqual(places[options[0]], places[versions[-1]])
        self.assertLess(len(options), len(versions))
        self.assertTrue(set(options) <= set(versions))
        red = next(o for o in select.options if "Red" in o.text.split(" / "))
        red_version = red.get_attribute("value")
        self.assertTrue(all(places[red_version] == places[v] for v in ("red", "blue")), "Red and Blue are one option")
        self.assertIn("Blue", red.text)

        # Red: its places by name, the method in words, levels and chance as the API has them.
        select.select_by_visible_text(red.text)
        wait_for(d, lambda d: self.query_param(d, "wild") == red_version, message="the game in the URL")
        encounters = places[red_version]
        rows = d.find_elements(By.CSS_SELECTOR, ".panel-wild tbody tr")
        self.assertEqual(len(rows), len(encounters))
        first = encounters[0]
        levels = (f"Lv. {first['min_level']}" if first["min_level"] == first["max_level"]
                  else f"Lv. {first['min_level']}–{first['max_level']}")
        shown = [[row.find_element(By.CSS_SELECTOR, "th").text] + [c.text for c in row.find_elements(By.CSS_SELECTOR, "td")] for row in rows]
        self.assertTrue(any(cells[0] in (first["location_name"], first["area_name"])
                            and cells[1:] == [UI["wild.method." + first["method"]], levels, f"{first['chance']}%"] for cells in shown),
                        f"{first} among {shown}")
        place_names = [cells[0] for cells in shown]
        self.assertLess(place_names.index("Route 3"), place_names.index("Route 12"), "numbers in places are read as numbers")
        for row in rows:
            self.assertNotIn("-", row.find_element(By.CSS_SELECTOR, "td").text, "a method in words, not its slug")
        d.execute_script("document.querySelector('.panel-wild').scrollIntoView()")
        screenshot(d, "desktop-detail-where-to-find")
        d.refresh()
        view = self.open_detail_loaded()
        self.assertEqual(Select(view.find_element(By.ID, "wild-select")).first_selected_option.get_attribute("value"), red_version)
        # Any of an option's versions opens it.
        self.go("/pokemon/16?wild=red")
        view = self.open_detail_loaded()
        self.assertEqual(Select(view.find_element(By.ID, "wild-select")).first_selected_option.get_attribute("value"), red_version)

        # One never met in the wild says so.
        self.assertEqual(api_get("/api/pokemon/10034")["where_to_find"], [])
        self.go("/pokemon/10034")
        view = self.open_detail_loaded()
        self.assertEqual(view.find_element(By.CSS_SELECTOR, ".panel-wild p").text, UI["detail.wild.none"])

    def test_where_to_find_in_french_and_japanese_on_a_phone(self):
        d = self.open_browser(PHONE)
        for language, title, method in (("fr", "Où le trouver", "Herbes ou grotte"), ("ja", "すみか", "草むら・洞窟")):
            self.go("/", d)
            self.wait_grid(d)
            wait_for(d, lambda d: len(Select(d.find_element(By.ID, "lang")).options) > 1, message="the languages")
            Select(d.find_element(By.ID, "lang")).select_by_value(language)
            wait_for(d, lambda d: d.execute_script("return document.documentElement.lang").startswith(language), message=language)
            self.go("/pokemon/16?wild=red", d)
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".panel-wild tbody tr"), message="the places")
            panel = d.find_element(By.CSS_SELECTOR, ".panel-wild")
            self.assertEqual(panel.find_element(By.CSS_SELECTOR, "h2").text, title)
            red = next(g for g in api_get(f"/api/pokemon/16?lang={language}")["where_to_find"] if g["version"] == "red")
            place = panel.find_element(By.CSS_SELECTOR, "tbody th").text
            self.assertTrue(place.startswith(red["encounters"][0]["location_name"]), place)
            self.assertIn(method, [c.text for c in panel.find_elements(By.CSS_SELECTOR, "tbody td.wild-method")])
            # 「草むら・洞」 above a lone 「窟」: Japanese breaks between phrases.
            self.assert_no_lone_last_line(d, ".panel-wild tbody td.wild-method", language)
            self.assertEqual(horizontal_overflow(d), 0, "the page fits the phone; the table scrolls in its panel")
            d.execute_script("document.querySelector('.panel-wild').scrollIntoView()")
            screenshot(d, f"phone-detail-where-to-find-{language}")

    def open_detail_loaded(self):
        wait_for(self.driver, lambda d: d.execute_script(
            "const v = document.querySelector('.detail-view'); return v && !v.hidden && !v.getAttribute('aria-busy') && !!v.querySelector('h1');"),
            message="the detail")
        return self.driver.find_element(By.CSS_SELECTOR, ".detail-view")

    def test_the_species_forms_are_one_click_away(self):
        d = self.driver
        view = self.open_detail(6)
        forms = view.find_elements(By.CSS_SELECTOR, ".panel-forms .mini-card")
        self.assertEqual([f.get_attribute("href").split("/")[-1] for f in forms], [str(p["id"]) for p in api_get("/api/pokemon/6")["forms"]])
        self.assertEqual(forms[0].get_attribute("aria-current"), "page")
        forms[1].click()
        wait_for(d, lambda d: self.path(d) == "/pokemon/10034", message="Mega Charizard X")
        view = self.open_detail_loaded()
        wait_for(d, lambda d: d.find_element(By.CSS_SELECTOR, ".detail-view h1").text == "Mega Charizard X", message="its page")

    def test_a_branching_chain_has_no_lone_arrow_and_long_methods_are_summarised(self):
        view = self.open_detail(133)
        stages = view.find_elements(By.CSS_SELECTOR, ".evolution-stage")
        self.assertEqual(len(stages), 2)
        for stage in stages:
            arrows = stage.find_elements(By.CSS_SELECTOR, ".evolution-arrow")
            links = stage.find_elements(By.CSS_SELECTOR, ".evolution-link")
            self.assertTrue(not arrows or len(links) == 1, "an arrow only before a stage of one")
        leafeon = [step for step in view.find_elements(By.CSS_SELECTOR, ".evolution-step") if "Leafeon" in step.text][0]
        shown = leafeon.find_element(By.CSS_SELECTOR, ".evolution-method > span").text
        self.assertEqual(shown, "Use Leaf Stone", "the simplest way first")
        more = leafeon.find_element(By.CSS_SELECTOR, ".evolution-more")
        self.assertEqual(more.find_element(By.TAG_NAME, "summary").text, "or 5 more ways")
        self.assertIsNone(more.get_attribute("open"), "the other ways wait to be asked for")
        height = self.driver.execute_script("return arguments[0].getBoundingClientRect().height", leafeon)
        espeon = [step for step in view.find_elements(By.CSS_SELECTOR, ".evolution-step") if "Espeon" in step.text][0]
        self.assertLessEqual(height, self.driver.execute_script("return arguments[0].getBoundingClientRect().height", espeon) + 24,
                             "Leafeon's step is about as tall as Espeon's")
        more.find_element(By.TAG_NAME, "summary").click()
        self.assertEqual(len(more.find_elements(By.CSS_SELECTOR, "li")), 5)
        self.assertIn("near a special rock", more.text)
        self.driver.execute_script("document.querySelector('.panel-evolution').scrollIntoView()")
        screenshot(self.driver, "desktop-detail-eevee-chain")

    def test_placeholders_in_the_sprites_and_the_chain_are_in_the_type_colour(self):
        if not LOCAL_SPRITES:
            self.skipTest("needs the sprite stand-in (ids divisible by 4 have no image)")
        d = self.driver
        view = self.open_detail(6)
        fire = d.execute_script(
            "const probe = document.createElement('div'); probe.style.background = 'var(--type-fire)'; document.body.append(probe);"
            "const colour = getComputedStyle(probe).backgroundColor; probe.remove(); return colour;")
        charmander = view.find_element(By.CSS_SELECTOR, ".evolution-link[href='/pokemon/4']")
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", charmander)
        wait_for(d, lambda d: charmander.find_elements(By.CSS_SELECTOR, ".placeholder"), message="Charmander's placeholder")
        colour = d.execute_script("return getComputedStyle(arguments[0].querySelector('.placeholder')).backgroundColor", charmander)
        self.assertEqual(colour, fire, "Charmander's placeholder is fire-coloured")

        view = self.open_detail(4)
        d.execute_script("document.querySelector('.panel-sprites').scrollIntoView()")
        settle_images(d)
        placeholders = view.find_elements(By.CSS_SELECTOR, ".panel-sprites .placeholder")
        self.assertEqual(len(placeholders), len(view.find_elements(By.CSS_SELECTOR, ".panel-sprites figure")), "no sprite of #4 loads")
        colours = {d.execute_script("return getComputedStyle(arguments[0]).backgroundColor", p) for p in placeholders}
        self.assertEqual(colours, {fire})
        self.assertEqual(image_report(d)["broken"], [])
        screenshot(d, "desktop-detail-sprite-placeholders")

    def test_a_panel_scrolled_into_view_is_not_under_the_sticky_header(self):
        d = self.driver
        self.open_detail(6)
        for panel in ("panel-moves", "panel-evolution"):
            d.execute_script(f"document.querySelector('.{panel}').scrollIntoView()")
            top, header = d.execute_script(
                f"return [document.querySelector('.{panel}').getBoundingClientRect().top, document.querySelector('.topbar').getBoundingClientRect().bottom]")
            self.assertGreaterEqual(top, header, f"{panel} starts below the header")
