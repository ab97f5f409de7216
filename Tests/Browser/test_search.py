"""Search as you type: the query in the URL, Back, stale responses, notices, chips, sort, keyboard, help."""

import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from browser import add_init_script, cards, console_errors, screenshot, search_box, type_slowly, wait_for
from scenario import Scenario

#: Delays every /api/search answer by more the shorter its query, so the answers to
#: early keystrokes arrive after the answers to later ones (a slow, reordering network).
REORDERING_FETCH = """
const realFetch = window.fetch;
window.fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input.url, location.origin);
  const response = await realFetch(input, init);
  if (url.pathname === '/api/search') {
    const q = url.searchParams.get('q') || '';
    await new Promise(resolve => setTimeout(resolve, Math.max(0, 14 - q.length) * 120));
  }
  return response;
};
"""


class SearchAsYouType(Scenario):

    def test_typing_fire_dragon_ends_with_the_four_cards_and_back_restores_the_query(self):
        d = self.driver
        pikachu_ids, _ = self.search_ids("pikachu")
        self.go("/?q=pikachu")
        self.wait_grid(d, pikachu_ids, "the pikachu results")

        expected, answer = self.search_ids("fire dragon")
        self.assertEqual(answer["total"], 4, "the engine's fire/dragon answer")
        box = search_box(d)
        box.click()
        box.send_keys(Keys.CONTROL, "a")
        # The keys in one go: typed one by one, a busy machine may pause between two
        # longer than the app waits before it keeps a query in history (its own entry, rightly).
        box.send_keys("fire dragon")
        ids = self.wait_grid(d, expected, "exactly the four fire/dragon cards")
        self.assertEqual(len(ids), 4)
        for pokemon_id in ids:
            badges = [b.text.lower() for b in self.card(d, pokemon_id).find_elements(By.CSS_SELECTOR, ".type-badge")]
            self.assertEqual(sorted(badges), ["dragon", "fire"], f"card {pokemon_id} types")
        self.assertEqual(self.query_param(d), "fire dragon", "the URL carries the query")
        self.assertIn("4", d.find_element(By.ID, "grid-status").text)

        # The pause keeps the query in an entry of the app's own (history.length counts the shared
        # browser's earlier pages too, so it cannot tell).
        wait_for(d, lambda d: d.execute_script("return (history.state?.depth ?? 0) >= 1"), message="the pause to add a history entry")
        d.back()
        wait_for(d, lambda d: self.query_param(d) == "pikachu", message="Back to restore ?q=pikachu")
        self.assertEqual(search_box(d).get_attribute("value"), "pikachu")
        self.wait_grid(d, pikachu_ids, "the pikachu results after Back")
        d.forward()
        self.wait_grid(d, expected, "the fire/dragon results after Forward")
        self.assertEqual(search_box(d).get_attribute("value"), "fire dragon")

    def test_a_late_answer_to_an_earlier_keystroke_never_replaces_a_newer_one(self):
        d = self.driver
        add_init_script(d, REORDERING_FETCH)
        self.go("/")
        self.wait_grid(d)
        expected, _ = self.search_ids("fire dragon")
        type_slowly(search_box(d), "fire dragon", pause=0.05)
        self.wait_grid(d, expected, "the fire/dragon cards")
        # The answers to "f", "fi", "fir"… arrive after this one: the grid must not change.
        time.sleep(14 * 0.12 + 0.5)
        self.assertEqual(cards(d), expected)
        self.assertEqual(search_box(d).get_attribute("value"), "fire dragon")

    def test_typos_show_what_was_searched_and_did_you_mean_is_clickable(self):
        d = self.driver
        self.go("/?q=charizrd")
        expected, answer = self.search_ids("charizrd")
        self.wait_grid(d, expected)
        notice = d.find_element(By.CSS_SELECTOR, ".grid-view .notice")
        self.assertIn(answer["showing_results_for"], notice.text)
        self.assertIn("Showing results for", notice.text)

        _, nothing = self.search_ids("pikachu water")
        self.assertEqual(nothing["total"], 0)
        self.assertTrue(nothing["did_you_mean"], "the engine suggests a name for 'pikachu water'")
        self.go("/?q=pikachu+water")
        self.wait_grid(d, [])
        self.assertIn("No Pokémon match", d.find_element(By.ID, "grid-status").text)
        suggestion = d.find_element(By.CSS_SELECTOR, ".grid-view .notice .link-button")
        self.assertEqual(suggestion.text, nothing["did_you_mean"][0])
        suggestion.click()
        expected, _ = self.search_ids(nothing["did_you_mean"][0])
        self.wait_grid(d, expected, "the suggestion's results")
        self.assertEqual(search_box(d).get_attribute("value"), nothing["did_you_mean"][0])

    def test_words_that_also_name_a_move_or_an_item_link_to_it(self):
        d = self.driver
        # No Pokémon holds a Choice Band in the wild: the search finds none, and says it is an item.
        self.go("/?q=choice+band")
        self.wait_grid(d, [])
        link = wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".grid-view .notice .also-named a"),
                        message="the 'also an item' line")[0]
        self.assertIn("Choice Band is also an item", link.find_element(By.XPATH, "..").text)
        screenshot(d, "desktop-also-named-item")
        link.click()
        wait_for(d, lambda d: d.current_url.endswith("/items/choice-band"), message="the item's page")
        wait_for(d, lambda d: any(h.text == "Choice Band" for h in d.find_elements(By.CSS_SELECTOR, ".entity-view h1")),
                 message="the item's name as its title")
        # Results and the line together: Thunderbolt's learners, and the move.
        expected, _ = self.search_ids("thunderbolt")
        self.go("/?q=thunderbolt")
        self.wait_grid(d, expected)
        line = wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".grid-view .notice .also-named"), message="the 'also a move' line")[0]
        self.assertEqual(line.text, "Thunderbolt is also a move.")
        self.assertTrue(line.find_element(By.TAG_NAME, "a").get_attribute("href").endswith("/moves/thunderbolt"))
        # A field (`move:`) says what is meant: no line.
        self.go("/?q=move:thunderbolt")
        self.wait_grid(d, self.search_ids("move:thunderbolt")[0])
        time.sleep(0.5)
        self.assertFalse(d.find_elements(By.CSS_SELECTOR, ".grid-view .notice .also-named"))

    def test_a_query_error_names_the_problem_and_its_fix_applies_in_one_click(self):
        d = self.driver
        self.go("/?q=tpye:fire")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".grid-view .notice-error"), message="the error notice")
        notice = d.find_element(By.CSS_SELECTOR, ".grid-view .notice-error")
        self.assertIn("tpye:", notice.text)
        fix = notice.find_element(By.CSS_SELECTOR, ".link-button")
        self.assertEqual(fix.text, "type:")
        fix.click()
        expected, _ = self.search_ids("type:fire")
        self.wait_grid(d, expected, "the type:fire results")
        self.assertEqual(search_box(d).get_attribute("value"), "type:fire")
        self.assertFalse(d.find_elements(By.CSS_SELECTOR, ".grid-view .notice-error"))

    def test_type_and_generation_chips_write_into_the_query(self):
        d = self.driver
        self.go("/")
        self.wait_grid(d)
        fire = d.find_element(By.CSS_SELECTOR, ".chip[data-filter='type:fire']")
        fire.click()
        self.wait_grid(d, self.search_ids("type:fire")[0])
        self.assertEqual(search_box(d).get_attribute("value"), "type:fire")
        self.assertEqual(fire.get_attribute("aria-pressed"), "true")
        d.find_element(By.CSS_SELECTOR, ".chip[data-filter='gen:1']").click()
        expected, answer = self.search_ids("type:fire gen:1")
        ids = self.wait_grid(d, expected)
        self.assertEqual(self.query_param(d), "type:fire gen:1")
        self.assertTrue(all(pokemon["species_id"] <= 151 and "fire" in pokemon["types"] for pokemon in answer["results"]))
        self.assertEqual(len(ids), min(20, answer["total"]))
        fire.click()
        self.wait_grid(d, self.search_ids("gen:1")[0])
        self.assertEqual(search_box(d).get_attribute("value"), "gen:1")
        self.assertEqual(fire.get_attribute("aria-pressed"), "false")

    def test_sort_and_order_follow_the_selector_and_the_url(self):
        d = self.driver
        self.go("/?q=water")
        self.wait_grid(d, self.search_ids("water")[0])
        options = [o.get_attribute("value") for o in Select(d.find_element(By.ID, "grid-sort")).options]
        self.assertEqual(options, ["", "number", "name", "hp", "attack", "defense", "sp-attack", "sp-defense", "speed",
                                   "total", "height", "weight", "base-experience", "capture-rate"])
        # A stat sort starts with the highest (Chansey is not the first by Attack).
        Select(d.find_element(By.ID, "grid-sort")).select_by_value("attack")
        expected, answer = self.search_ids("water", sort="attack", order="desc")
        self.wait_grid(d, expected, "water by attack, highest first")
        attacks = [pokemon["attack"] for pokemon in answer["results"]]
        self.assertEqual(attacks, sorted(attacks, reverse=True))
        self.assertEqual((self.query_param(d, "sort"), self.query_param(d, "order")), ("attack", None), "the sort's own direction stays out of the URL")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".grid-view .order-button").text, "Highest first")
        d.find_element(By.CSS_SELECTOR, ".grid-view .order-button").click()
        ascending, _ = self.search_ids("water", sort="attack", order="asc")
        self.wait_grid(d, ascending, "water by attack, lowest first")
        self.assertEqual((self.query_param(d, "sort"), self.query_param(d, "order")), ("attack", "asc"))
        d.back()
        self.wait_grid(d, expected, "Back to highest first")
        d.refresh()
        self.wait_grid(d, expected, "the same order after reload")
        self.assertEqual(Select(d.find_element(By.ID, "grid-sort")).first_selected_option.get_attribute("value"), "attack")

    def test_words_that_sort_show_in_the_sort_box_and_the_order_button_turns_them(self):
        d = self.driver
        self.go("/?q=slowest+water")
        expected, _ = self.search_ids("slowest water")
        self.wait_grid(d, expected, "water, slowest first")
        select = Select(d.find_element(By.ID, "grid-sort"))
        wait_for(d, lambda d: select.first_selected_option.text == "Speed, as the search asks", message="the words' sort in the box")
        self.assertEqual(select.first_selected_option.get_attribute("value"), "", "no sort chosen: the URL keeps none")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".grid-view .order-button").text, "Lowest first")
        # The order button turns the words' sort: that sort, chosen, the other way round.
        d.find_element(By.CSS_SELECTOR, ".grid-view .order-button").click()
        fastest, _ = self.search_ids("slowest water", sort="speed", order="desc")
        self.wait_grid(d, fastest, "water, fastest first")
        self.assertEqual((self.query_param(d, "sort"), self.query_param(d, "order")), ("speed", None))
        self.assertEqual(select.first_selected_option.get_attribute("value"), "speed")
        # Words that do not sort leave the box as it was.
        self.go("/?q=water")
        self.wait_grid(d, self.search_ids("water")[0])
        self.assertEqual(Select(d.find_element(By.ID, "grid-sort")).first_selected_option.text, "Best match")

    def test_keyboard_slash_focuses_enter_opens_escape_leaves_and_clears(self):
        d = self.driver
        self.go("/")
        self.wait_grid(d)
        d.find_element(By.TAG_NAME, "body").send_keys("/")
        self.assertEqual(d.switch_to.active_element.get_attribute("id"), "q")
        type_slowly(d.switch_to.active_element, "pikachu", pause=0.03)
        d.switch_to.active_element.send_keys(Keys.ENTER)
        first = self.search_ids("pikachu")[0][0]
        wait_for(d, lambda d: self.path(d) == f"/pokemon/{first}", message="Enter to open the first card")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view h1"), message="the detail")
        d.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        wait_for(d, lambda d: self.path(d) == "/" and self.query_param(d) == "pikachu", message="Escape back to the results")
        self.wait_grid(d, self.search_ids("pikachu")[0])
        # Arrow keys move between cards.
        box = search_box(d)
        box.send_keys(Keys.ARROW_DOWN)
        self.assertEqual(d.switch_to.active_element.get_attribute("href").split("/")[-1], str(first))
        d.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        second = self.search_ids("pikachu")[0][1]
        self.assertEqual(d.switch_to.active_element.get_attribute("href").split("/")[-1], str(second))
        box.send_keys(Keys.ESCAPE)
        self.assertEqual(box.get_attribute("value"), "")
        wait_for(d, lambda d: self.query_param(d) is None, message="Escape to clear the query from the URL")
        self.wait_grid(d)

    def test_a_card_opened_in_the_pause_after_typing_keeps_its_address(self):
        """A card opened before the query is kept in history (the pause after the last keystroke),
        while the detail's code is still on its way: the detail keeps its own address (the pending
        keep used to push the query's URL over it, on a busy machine) and Back returns to the query."""
        d = self.driver
        self.go("/")
        self.wait_grid(d)
        box = search_box(d)
        box.send_keys("char")
        ids = self.wait_grid(d, self.search_ids("char")[0], "the char results")
        wait_for(d, lambda d: self.query_param(d) == "char", message="the query in the URL")
        # From here every request takes 2 s, none from the cache: the detail's code among them.
        d.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        d.execute_cdp_cmd("Network.emulateNetworkConditions",
                          {"offline": False, "latency": 2000, "downloadThroughput": -1, "uploadThroughput": -1})
        box.send_keys(" ")  # the same results, and a new pause before the query is kept
        box.send_keys(Keys.ARROW_DOWN)
        d.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        d.switch_to.active_element.send_keys(Keys.ENTER)
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view:not([hidden]) h1"), timeout=30, message="the detail")
        d.execute_cdp_cmd("Network.emulateNetworkConditions",
                          {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        time.sleep(0.7)  # longer than the pause: nothing kept late may land on the detail's entry
        self.assertEqual(self.path(d), f"/pokemon/{ids[1]}", "the detail keeps its address")
        d.back()
        wait_for(d, lambda d: self.path(d) == "/" and (self.query_param(d) or "").strip() == "char", message="Back to the query")
        self.wait_grid(d, ids[:2], "the char results again")
        self.assertEqual(console_errors(d), [])

    def test_help_explains_the_syntax_and_its_examples_run(self):
        d = self.driver
        self.go("/")
        self.wait_grid(d)
        d.find_element(By.ID, "help-button").click()
        dialog = d.find_element(By.ID, "help")
        wait_for(d, lambda d: dialog.get_attribute("open") is not None, message="the help panel")
        self.assertIn("type:", dialog.text)
        example = [b for b in dialog.find_elements(By.CSS_SELECTOR, "button.example") if b.text == "fire dragon"][0]
        example.click()
        self.assertIsNone(dialog.get_attribute("open"))
        self.wait_grid(d, self.search_ids("fire dragon")[0])
        self.assertEqual(search_box(d).get_attribute("value"), "fire dragon")

    # ----- typing on, chips, the Pokédex tab

    def test_typing_an_incomplete_query_keeps_the_last_results_with_a_hint(self):
        d = self.driver
        self.go("/")
        self.wait_grid(d)
        d.get_log("browser")
        # Records, on every change of the grid, whether it was ever emptied or showed an error.
        d.execute_script("""
            window.gridHistory = {emptied: false, error: false, hint: false};
            const view = document.querySelector('.grid-view');
            new MutationObserver(() => {
              const list = view.querySelector('.cards');
              if (!list.querySelector('.card')) window.gridHistory.emptied = true;
              if (view.querySelector('.notice-error:not([hidden])')) window.gridHistory.error = true;
              if (view.querySelector('.notice-hint:not([hidden])')) window.gridHistory.hint = true;
            }).observe(view, {subtree: true, childList: true, attributes: true});""")
        expected, answer = self.search_ids("water atk>100")
        self.assertGreater(answer["total"], 20)
        type_slowly(search_box(d), "water atk>100")
        self.wait_grid(d, expected, "the water atk>100 results")
        history = d.execute_script("return window.gridHistory")
        self.assertFalse(history["emptied"], "the grid never went blank on the way")
        self.assertFalse(history["error"], "no error on the way")
        self.assertTrue(history["hint"], "a hint while the query was incomplete")
        self.assertTrue(d.find_element(By.CSS_SELECTOR, ".grid-view .notice").get_attribute("hidden") is not None
                        or "Keep typing" not in d.find_element(By.CSS_SELECTOR, ".grid-view .notice").text, "the hint is gone")
        self.assertEqual(console_errors(d), [], "no failed request on the way")

        # A pause on a query that cannot be read shows why, as before.
        box = search_box(d)
        box.send_keys(Keys.BACKSPACE * 3)
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".grid-view .notice-error:not([hidden])"), message="the error after a pause")
        self.assertIn("not a number", d.find_element(By.CSS_SELECTOR, ".grid-view .notice-error").text)
        self.assertEqual(console_errors(d, (("/api/search?q=water+atk%3E", 400),)), [])

    def test_generation_chips_are_alternatives_and_typed_filters_press_their_chips(self):
        d = self.driver
        self.go("/")
        self.wait_grid(d)
        chip = lambda value: d.find_element(By.CSS_SELECTOR, f".chip[data-filter='{value}']")
        chip("gen:3").click()
        chip("gen:5").click()
        wait_for(d, lambda d: search_box(d).get_attribute("value") == "gen:3|gen:5", message="both generations as alternatives")
        expected, answer = self.search_ids("gen:3|gen:5", limit=1000)
        self.assertEqual(answer["total"], self.search_ids("gen:3")[1]["total"] + self.search_ids("gen:5")[1]["total"])
        self.wait_grid(d, expected[:20])
        self.assertEqual((chip("gen:3").get_attribute("aria-pressed"), chip("gen:5").get_attribute("aria-pressed")), ("true", "true"))
        chip("gen:3").click()
        wait_for(d, lambda d: search_box(d).get_attribute("value") == "gen:5", message="Gen 3 taken out")

        # Filters typed as people type them press their chips; a chip takes out what was typed.
        self.go("/?q=" + "fire gen 4".replace(" ", "+"))
        self.wait_grid(d, self.search_ids("fire gen 4")[0])
        self.assertEqual(chip("type:fire").get_attribute("aria-pressed"), "true")
        self.assertEqual(chip("gen:4").get_attribute("aria-pressed"), "true")
        self.assertEqual(chip("type:water").get_attribute("aria-pressed"), "false")
        chip("type:fire").click()
        wait_for(d, lambda d: search_box(d).get_attribute("value") == "gen 4", message="fire taken out")
        chip("gen:6").click()
        wait_for(d, lambda d: search_box(d).get_attribute("value") == "gen:4|gen:6", message="gen 4 written as an alternative")
        # Types add up: a Pokémon of both.
        chip("type:fire").click()
        chip("type:flying").click()
        wait_for(d, lambda d: search_box(d).get_attribute("value") == "gen:4|gen:6 type:fire type:flying", message="two types")
        ids = self.wait_grid(d, self.search_ids("gen:4|gen:6 type:fire type:flying")[0])
        self.assertTrue(ids)

        # A span of generations typed presses the chip of each; a chip takes its generation out of it.
        for query in ("gen 1-3", "gen 1 to 3"):
            self.go("/?q=" + query.replace(" ", "+"))
            self.wait_grid(d, self.search_ids(query)[0])
            self.assertEqual([chip(f"gen:{g}").get_attribute("aria-pressed") for g in (1, 2, 3, 4)], ["true", "true", "true", "false"], query)
        chip("gen:2").click()
        wait_for(d, lambda d: search_box(d).get_attribute("value") == "gen:1|gen:3", message="gen 2 taken out of the span")
        # So does one side of a generation, in words or as a comparison.
        for query, pressed in (("after gen 6", (7, 8, 9)), ("gen 3 and earlier", (1, 2, 3)), ("gen:>=8", (8, 9))):
            self.go("/?q=" + query.replace(" ", "+"))
            self.wait_grid(d, self.search_ids(query)[0])
            self.assertEqual([g for g in range(1, 10) if chip(f"gen:{g}").get_attribute("aria-pressed") == "true"], list(pressed), query)
        chip("gen:9").click()
        wait_for(d, lambda d: search_box(d).get_attribute("value") == "gen:8", message="gen 9 taken out of gen:>=8")

        # A type a matchup, a move word or an egg group names is not one the Pokémon has: its chip stays up.
        for query, up, down in (("weak to water fire", "type:water", "type:fire"), ("good against water", "type:water", None),
                                ("ground weakness steel", "type:ground", "type:steel"),
                                ("fire pokemon with water moves", "type:water", "type:fire"),
                                ("egg group dragon and field", "type:dragon", None), ("fire dragon egg group", "type:dragon", "type:fire"),
                                # Nor is a type left out, in words as with `-`.
                                ("dragon not flying", "type:flying", "type:dragon"), ("water but not ice", "type:ice", "type:water"),
                                ("not weak to water fire", "type:water", "type:fire")):
            self.go("/?q=" + query.replace(" ", "+"))
            self.wait_grid(d, self.search_ids(query)[0])
            self.assertEqual(chip(up).get_attribute("aria-pressed"), "false", query)
            if down:
                self.assertEqual(chip(down).get_attribute("aria-pressed"), "true", query)

    def test_the_pokedex_tab_keeps_the_current_query(self):
        d = self.driver
        ids = self.open_first_result("water")
        d.find_element(By.CSS_SELECTOR, ".tabs a[data-nav='grid']").click()
        wait_for(d, lambda d: self.path(d) == "/" and self.query_param(d) == "water", message="the water results again")
        self.wait_grid(d, ids)

    def test_a_query_the_engine_cannot_read_never_shows_command_line_wording(self):
        d = self.driver
        self.go('/?q=%22')
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".grid-view .notice-error"), message="the error notice")
        text = d.find_element(By.CSS_SELECTOR, ".grid-view .notice-error").text
        self.assertNotIn("pokesearch", text)
        self.assertNotIn("`", text)
