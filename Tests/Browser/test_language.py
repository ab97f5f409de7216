"""The language switch: names, genus, flavor text, types, evolution items and ability effects
follow it; a UI table for the language (French) switches the page's own words and <html lang>;
the choice is remembered."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import api_get, console_errors, screenshot, wait_for
from scenario import Scenario


class LanguageSwitch(Scenario):

    def card_names(self):
        return self.driver.execute_script(
            "return [...document.querySelectorAll('.grid-view .card .card-name')].slice(0, 6).map(n => n.textContent)")

    def test_names_genus_and_flavor_follow_the_language(self):
        d = self.driver
        languages = api_get("/api/languages")["languages"]
        self.go("/?q=charizard")
        self.wait_grid(d)
        select = Select(d.find_element(By.ID, "lang"))
        wait_for(d, lambda d: len(select.options) == len(languages), message="the languages of /api/languages")
        self.assertEqual([o.get_attribute("value") for o in select.options], [language["name"] for language in languages])

        french = api_get("/api/search?q=charizard&limit=6&lang=fr&forms=false")["results"]
        select.select_by_value("fr")
        wait_for(d, lambda d: self.card_names() == [p["display_name"] for p in french], message="French names on the cards")
        self.assertIn("Dracaufeu", self.card_names())

        detail = api_get("/api/pokemon/6?lang=fr")
        self.go("/pokemon/6")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view h1"), message="the detail")
        view = d.find_element(By.CSS_SELECTOR, ".detail-view")
        self.assertEqual(view.find_element(By.TAG_NAME, "h1").text, detail["display_name"])
        self.assertEqual(view.find_element(By.CSS_SELECTOR, ".genus").text, detail["genus"])
        self.assertEqual(view.find_element(By.CSS_SELECTOR, ".flavor").text, " ".join(detail["flavor_text"].split()))
        self.assertEqual(Select(d.find_element(By.ID, "lang")).first_selected_option.get_attribute("value"), "fr",
                         "the choice survives a page load")

    def choose(self, language, path):
        """Opens `path` and picks `language` in the header's switch."""
        d = self.driver
        self.go(path)
        self.wait_grid(d)
        wait_for(d, lambda d: len(Select(d.find_element(By.ID, "lang")).options) > 1, message="the languages")
        Select(d.find_element(By.ID, "lang")).select_by_value(language)

    def text_of(self, selector):
        """textContent, as written (Selenium's .text follows text-transform: uppercase badges)."""
        return self.driver.execute_script(
            "return [...document.querySelectorAll(arguments[0])].filter(e => !e.closest('[hidden]')).map(e => e.textContent)", selector)

    def test_french_names_types_everywhere_and_the_ui_follows_with_a_table_of_its_own(self):
        d = self.driver
        self.choose("fr", "/?q=charizard")
        # A UI table ships for French: the page is French, <html lang> says so.
        wait_for(d, lambda d: d.execute_script("return document.documentElement.lang") == "fr", message="<html lang=fr>")
        self.wait_grid(d)
        french = api_get("/api/search?q=charizard&limit=20&lang=fr&forms=false")["results"]
        wait_for(d, lambda d: self.card_names() == [p["display_name"] for p in french][:6], message="French names")
        badges = self.text_of(".grid-view .card[data-id='6'] .type-badge")
        self.assertEqual(badges, french[0]["type_names"])
        self.assertEqual(badges, ["Feu", "Vol"])
        self.assertIn("Feu", self.text_of(".chip-type"))
        self.assertIn("Favoris", self.text_of(".tabs a span"))

        detail = api_get("/api/pokemon/6?lang=fr")
        types = {t["name"]: t["display_name"] for t in api_get("/api/types?lang=fr")["types"]}
        self.go("/pokemon/6")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view h1"), message="the detail")
        matchups = self.text_of(".panel-matchups .type-badge")
        self.assertEqual(sorted(matchups), sorted(types[t] for ts in detail["matchups"].values() for t in ts))
        move_types = set(self.text_of(".panel-moves .move-group[open] .type-badge"))
        self.assertTrue(move_types and move_types <= set(types.values()), f"move types in French: {move_types}")
        effects = self.text_of(".ability-effect")
        self.assertEqual(effects, [a["effect"] for a in detail["abilities"]])
        self.assertIn("Feu", effects[0])
        self.assertIn("Niveau 16", " ".join(self.text_of(".evolution-method")))

        self.go("/pokemon/133")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".evolution-method"), message="Eevee's chain")
        self.assertIn("Utiliser Pierre Eau", self.text_of(".evolution-method > span"))
        d.execute_script("document.querySelector('.panel-evolution').scrollIntoView()")
        screenshot(d, "desktop-detail-eevee-french")

    def test_a_language_without_a_ui_table_marks_its_names(self):
        d = self.driver
        self.choose("de", "/?q=pikachu")
        german = api_get("/api/search?q=pikachu&limit=6&lang=de&forms=false")["results"]
        wait_for(d, lambda d: self.card_names() == [p["display_name"] for p in german], message="German names")
        # The UI stays English; what is German says so, for screen readers and hyphenation.
        self.assertEqual(d.execute_script("return document.documentElement.lang"), "en")
        self.assertEqual(d.execute_script("return document.querySelector('.grid-view .card-name').lang"), "de")
        self.assertEqual(self.text_of(".grid-view .card[data-id='25'] .type-badge"), ["Elektro"])
        wait_for(d, lambda d: "Elektro" in self.text_of(".chip-type"), message="German type chips")
        self.assertEqual(console_errors(d), [])
