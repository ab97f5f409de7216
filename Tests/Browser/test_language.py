"""The language switch: names, genus, flavor text, types, evolution items and ability effects
follow it; every language has a UI table that switches the page's own words and <html lang>;
the choice is remembered; Chinese, Japanese and Korean names are drawn (a CJK font)."""

import json
import os
import re
from urllib.parse import quote

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import PHONE, api_get, console_errors, screenshot, wait_for
from scenario import Scenario, UI

I18N = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "PokeSearchServer", "Web", "i18n")


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
        methods = self.text_of(".evolution-method > span")
        self.assertIn("Utiliser Pierre Eau", methods)
        # Every condition in French, what it names in the data's French: Espeon's friendship and
        # time of day, Leafeon's place (from the dump) and its rock, Sylveon's move type (a link).
        self.assertIn("Montée de niveau, bonheur ≥ 160, de jour", methods)
        self.assertIn("Montée de niveau, bonheur ≥ 160, de nuit", methods)
        everything = d.find_element(By.CSS_SELECTOR, ".panel-evolution").get_attribute("textContent")
        self.assertIn("à Forêt Vestigion, près d’une pierre spéciale", everything)
        self.assertIn("en connaissant une capacité de type Fée", everything)
        for english in ("friendship", "level up", "near a special rock", "knows a"):
            self.assertNotIn(english, everything.lower(), "an English condition on the French page")
        self.assertTrue(d.find_elements(By.CSS_SELECTOR, ".panel-evolution a[href='/types/fairy']"), "the type a condition names is a link")
        d.execute_script("document.querySelector('.panel-evolution').scrollIntoView()")
        screenshot(d, "desktop-detail-eevee-french")

    def test_every_language_has_the_pages_own_words_and_its_lang(self):
        """Item 8: each of the 12 languages the names come in has a UI table: <html lang> says so,
        the page's words are that table's, and no key or English word of the tabs is left over."""
        d = self.driver
        keys = set(UI)
        languages = [language["name"] for language in api_get("/api/languages")["languages"]]
        self.assertEqual(len(languages), 12)
        tags = {"ja-hrkt": "ja-Hrkt", "ja-roma": "ja-Latn", "zh-hans": "zh-Hans", "zh-hant": "zh-Hant"}
        self.go("/pokemon/6")
        for language in languages:
            table = {**json.load(open(os.path.join(I18N, f"{language}.json"))), **json.load(open(os.path.join(I18N, "views", f"{language}.json")))}
            Select(d.find_element(By.ID, "lang")).select_by_value(language)
            wait_for(d, lambda d: d.execute_script("return document.documentElement.lang") == tags.get(language, language),
                     message=f"<html lang> for {language}")
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view:not([hidden]) .panel-moves"), message=f"the detail in {language}")
            self.assertEqual(self.text_of(".tabs a span"), [table[k] for k in ("nav.pokedex", "nav.favorites", "nav.backpack", "nav.encounter")], language)
            self.assertEqual(self.text_of(".panel-stats h2"), [table["detail.stats"]], language)
            self.assertEqual(self.text_of(".panel-moves h2")[0].rsplit(" ", 1)[0], table["detail.moves"], language)
            shown = d.execute_script("return document.body.innerText")
            leftovers = sorted({word for word in re.findall(r"[a-z][\w-]*(?:\.[\w-]+)+", shown) if word in keys})
            self.assertEqual(leftovers, [], f"{language}: raw keys on the page")
            if language in ("ja", "ko", "zh-hans", "zh-hant"):
                # The flavor text and the abilities' effects: 「高熱の 炎を 吐」 above a lone 「く。」.
                self.assert_no_lone_last_line(d, ".detail-view:not([hidden]) :is(.flavor, .panel-profile p)", language)
                screenshot(d, f"desktop-detail-{language}")
        self.assertEqual(console_errors(d), [])

    def test_chinese_japanese_and_korean_names_on_a_phone(self):
        d = self.open_browser(PHONE)
        for language, query in (("ja", "ピカチュウ"), ("ko", "피카츄"), ("zh-hans", "皮卡丘"), ("zh-hant", "皮卡丘")):
            self.visit("/", d)
            self.wait_grid(d)
            wait_for(d, lambda d: len(Select(d.find_element(By.ID, "lang")).options) > 1, message="the languages")
            Select(d.find_element(By.ID, "lang")).select_by_value(language)
            wait_for(d, lambda d: d.execute_script("return document.documentElement.lang").startswith(language.split("-")[0]), message=language)
            self.visit("/?q=" + quote(query), d)
            names = api_get(f"/api/search?forms=false&limit=6&lang={language}&q=" + quote(query))["results"]
            wait_for(d, lambda d: d.execute_script(
                "return [...document.querySelectorAll('.grid-view .card .card-name')].slice(0, 6).map(n => n.textContent)") == [p["display_name"] for p in names],
                message=f"{language} names")
            # The CJK font draws them: a name is wider than a tofu box per character would be narrow.
            width = d.execute_script("return document.querySelector('.grid-view .card-name a').getBoundingClientRect().width")
            self.assertGreater(width, 20)
            # A row's label (世代, 세대) stays on one line: squeezed, it stood one letter a line.
            lines = d.execute_script("""
                return [...document.querySelectorAll('.chip-row-label')].filter(e => !e.closest('[hidden]')).map(e => {
                  const range = document.createRange(); range.selectNodeContents(e);
                  return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
                });""")
            self.assertTrue(lines and all(count == 1 for count in lines), f"{language}: the chip rows' labels on one line each: {lines}")
            screenshot(d, f"phone-grid-{language}")
            self.visit("/encounter?seed=25", d)
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".encounter-card"), message="the encounter")
            # Tinkaton: PokéAPI has its genus in kana but not in kanji; Japanese readers get the
            # kana one, as every language gets its own or its nearest, never the English one.
            english = api_get("/api/random?seed=25&lang=en")["genus"]
            wait_for(d, lambda d: d.find_element(By.CSS_SELECTOR, ".encounter-card .genus").get_attribute("textContent") not in ("", english),
                     message=f"{language}: the genus in {language} or its nearest language, not '{english}'")
            # A short text that wraps keeps more than a word on its last line: 「30秒ごとに新しいポケモ」
            # above a lone 「ン」, 「た！」 alone under the rest of the encounter's greeting.
            self.assert_no_lone_last_line(d, ".encounter-title, .auto-refresh label", language, count=2)
            screenshot(d, f"phone-encounter-{language}")
