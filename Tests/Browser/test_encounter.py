"""The encounter on a phone and a desktop: after a catch the button says so, a second catch
is refused kindly without asking the server again, and the message and the auto-refresh
switch are in the window, not below the fold or under the phone's tab bar."""

from selenium.webdriver.common.by import By

import browser
from browser import DESKTOP, PHONE, wait_for
from scenario import Scenario

#: True when the element's middle is on screen and nothing (the tab bar) covers it.
UNCOVERED = """
const element = arguments[0];
const box = element.getBoundingClientRect();
const x = box.left + box.width / 2, y = box.top + box.height / 2;
if (box.top < 0 || box.bottom > innerHeight || x < 0 || x > innerWidth) return false;
const top = document.elementFromPoint(x, y);
return !!top && (element.contains(top) || top.contains(element) || top.htmlFor === element.id);"""


class Encounter(Scenario):
    size = None  # each size opens its own

    def check_size(self, size):
        d = self.open_browser(size)
        self.sign_up(d, self.new_username("ace"))
        d.get_log("browser")
        self.go("/encounter?seed=42", d)
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".encounter-card"), message="the wild Pokémon")
        catch = d.find_element(By.CSS_SELECTOR, ".catch-button")
        self.assertEqual(catch.text, "Catch")
        catch.click()
        message = d.find_element(By.CSS_SELECTOR, ".encounter-message")
        wait_for(d, lambda d: "Gotcha" in message.text, message="the catch")
        self.assertEqual(catch.text, "Caught ✓", "the button says it is caught")
        top_before = catch.rect["y"]
        catch.click()
        wait_for(d, lambda d: "already" in message.text, message="the kind refusal")
        self.assertEqual(catch.rect["y"], top_before, "the buttons stay where they were")
        label = f"{size[0]}×{size[1]}"
        self.assertTrue(d.execute_script(UNCOVERED, message), f"{label}: the message is in view and uncovered")
        switch = d.find_element(By.ID, "auto-refresh")
        self.assertTrue(d.execute_script(UNCOVERED, switch), f"{label}: the auto-refresh switch is in view and uncovered")
        self.assertEqual(browser.console_errors(d), [], "the refusal asked nothing of the server (no 409)")
        browser.screenshot(d, f"{'phone' if size == PHONE else 'desktop'}-encounter-refused")

    def test_phone_375x812(self):
        self.check_size(PHONE)

    def test_desktop_1440x900(self):
        self.check_size(DESKTOP)


class EncounterCard(Scenario):
    """What the backpack app's encounter screen showed (item 2): height, weight and the front sprite
    beside the artwork; the Pokémon met kept across a reload until the next tick or Next; and Catch
    while logged out finished by the login (the smaller items)."""

    def card(self, driver):
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".encounter-view:not([aria-busy]) .encounter-card"), message="the wild Pokémon")
        return driver.find_element(By.CSS_SELECTOR, ".encounter-card")

    def test_height_weight_and_the_front_sprite_at_every_width(self):
        for size in (PHONE, (320, 640), DESKTOP):
            d = self.driver if size == DESKTOP else self.open_browser(size)
            self.go("/encounter?seed=3", d)
            card = self.card(d)
            pokemon = browser.api_get(f"/api/pokemon/{card.get_attribute('data-id')}")
            facts = card.find_element(By.CSS_SELECTOR, ".encounter-facts").text
            self.assertIn(f"{pokemon['height_m']} m".replace(".0 m", " m"), facts)
            self.assertIn(f"{pokemon['weight_kg']} kg".replace(".0 kg", " kg"), facts)
            sprite = card.find_element(By.CSS_SELECTOR, ".encounter-sprite img, .encounter-sprite .placeholder")
            source = sprite.get_attribute("data-src") or ""
            self.assertTrue("front_default" in source or "placeholder" in sprite.get_attribute("class"), "the front sprite")
            art = card.find_element(By.CSS_SELECTOR, ".encounter-art > img, .encounter-art > .placeholder")
            self.assertTrue(art.is_displayed(), "the artwork stays beside it")
            browser.settle_images(d)
            self.assertEqual(browser.horizontal_overflow(d), 0, f"{size}: the card fits")
            label = d.find_element(By.CSS_SELECTOR, ".tabs a[data-nav='encounter'] span")
            self.assertLessEqual(d.execute_script("return arguments[0].scrollWidth - arguments[0].clientWidth", label), 0, f"{size}: the Encounter tab's name is whole")
            browser.screenshot(d, f"{'desktop' if size == DESKTOP else 'phone' if size == PHONE else 'phone-320'}-encounter-card")

    def test_a_reload_keeps_the_pokemon_until_the_next_tick_or_next(self):
        d = self.driver
        self.go("/encounter")
        first = self.card(d).get_attribute("data-id")
        d.refresh()
        self.assertEqual(self.card(d).get_attribute("data-id"), first, "the same Pokémon after a reload")
        countdown = d.find_element(By.CSS_SELECTOR, ".countdown").text
        self.assertRegex(countdown, r"next in (2\d|30) s", "the countdown goes on, not from the start")
        # The tick passed while away: a new one.
        d.execute_script("const kept = JSON.parse(localStorage.getItem('pokesearch.encounter.current')); kept.until = Date.now() - 1000;"
                         "localStorage.setItem('pokesearch.encounter.current', JSON.stringify(kept));")
        before = first
        seen = set()
        for _ in range(3):  # a new random one may, rarely, be the same Pokémon
            d.refresh()
            seen.add(self.card(d).get_attribute("data-id"))
            d.execute_script("const kept = JSON.parse(localStorage.getItem('pokesearch.encounter.current')); kept.until = Date.now() - 1000;"
                             "localStorage.setItem('pokesearch.encounter.current', JSON.stringify(kept));")
        self.assertTrue(seen - {before}, "after the tick, another Pokémon")
        # Next, then a reload: the one Next showed.
        d.find_element(By.CSS_SELECTOR, ".next-button").click()
        wait_for(d, lambda d: d.find_element(By.CSS_SELECTOR, ".next-button").is_enabled(), message="the next one")
        shown = self.card(d).get_attribute("data-id")
        d.refresh()
        self.assertEqual(self.card(d).get_attribute("data-id"), shown)
        # Auto-refresh off: kept until Next, however long.
        d.find_element(By.ID, "auto-refresh").click()
        d.execute_script("const kept = JSON.parse(localStorage.getItem('pokesearch.encounter.current')); if (kept.until !== null) throw 'kept with a deadline';")
        d.refresh()
        self.assertEqual(self.card(d).get_attribute("data-id"), shown)

    def test_catch_while_logged_out_is_finished_by_the_login(self):
        for size in (DESKTOP, PHONE):
            d = self.driver if size == DESKTOP else self.open_browser(size)
            name = self.new_username("misty")
            self.sign_up(d, name)
            d.find_element(By.CSS_SELECTOR, "#account button").click()
            wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, "#account a[href='/login']"), message="logged out")
            self.go("/encounter?seed=11", d)
            pokemon_id = self.card(d).get_attribute("data-id")
            d.find_element(By.CSS_SELECTOR, ".catch-button").click()
            wait_for(d, lambda d: self.path(d) == "/login", message="the login")
            self.fill_auth_form(d, "login", name, "pikachu-rocks")
            wait_for(d, lambda d: self.path(d) == "/encounter", message="back on the encounter")
            card = self.card(d)
            self.assertEqual(card.get_attribute("data-id"), pokemon_id, "the same Pokémon")
            wait_for(d, lambda d: "Gotcha" in d.find_element(By.CSS_SELECTOR, ".encounter-message").text, message="the catch, finished with no second click")
            self.assertEqual(d.find_element(By.CSS_SELECTOR, ".catch-button").text, "Caught ✓")
            self.assertTrue(card.find_element(By.CSS_SELECTOR, ".caught").text)
            backpack = d.execute_script("return fetch('/api/me/backpack').then(r => r.json())")
            self.assertEqual([p["id"] for p in backpack["results"]], [int(pokemon_id)])
            self.assertEqual(browser.console_errors(d), [])
            browser.screenshot(d, f"{'desktop' if size == DESKTOP else 'phone'}-encounter-caught-after-login")
