"""The language switch: names, genus and flavor text follow it; the choice is remembered."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import api_get, wait_for
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

        french = api_get("/api/search?q=charizard&limit=6&lang=fr")["results"]
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
