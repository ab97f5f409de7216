"""Trainers: sign up, log in and out, favorites that survive a reload and stay private,
the encounter's catch (twice is refused kindly), the backpack with its dates."""

import re
from datetime import datetime, timezone
from urllib.parse import urlsplit

from selenium.webdriver.common.by import By

import browser
from browser import BASE_URL, DESKTOP, PHONE, wait_for
from scenario import Scenario

PASSWORD = "thunder-shock-25"


class Trainers(Scenario):

    def favorite_ids_shown(self, driver):
        self.go("/favorites", driver)
        wait_for(driver, lambda d: d.execute_script(
            "const s = document.querySelector('.list-view:not([hidden]) .grid-status'); return s && /favorite/.test(s.textContent);"),
            message="the favorites count")
        return sorted(int(card.get_attribute("data-id")) for card in driver.find_elements(By.CSS_SELECTOR, ".list-view:not([hidden]) .card"))

    def test_favorites_survive_a_reload_and_another_trainer_sees_none(self):
        d = self.driver
        name = self.new_username()

        # A heart clicked while logged out asks for a login, then counts once signed up.
        self.go("/?q=bulbasaur")
        self.wait_grid(d, self.search_ids("bulbasaur")[0])
        self.card(d, 1).find_element(By.CSS_SELECTOR, ".heart").click()
        wait_for(d, lambda d: self.path(d) == "/login", message="the login page")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".auth-view:not([hidden]) .auth-switch a"), message="the login form")
        d.find_element(By.CSS_SELECTOR, ".auth-view:not([hidden]) .auth-switch a").click()
        wait_for(d, lambda d: self.path(d) == "/signup", message="the sign-up page")
        self.fill_auth_form(d, "signup", name, PASSWORD)
        wait_for(d, lambda d: self.path(d) == "/" and self.query_param(d) == "bulbasaur", message="back to the search after signing up")
        wait_for(d, lambda d: self.heart_pressed(d, 1), message="Bulbasaur's heart after signing up")
        self.assertEqual(d.find_element(By.CSS_SELECTOR, ".trainer-name").text, name)

        # A second favorite, from the detail view.
        self.go("/pokemon/25")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view .heart[data-id='25']"), message="Pikachu's heart")
        d.find_element(By.CSS_SELECTOR, ".detail-view .heart[data-id='25']").click()
        wait_for(d, lambda d: self.heart_pressed(d, 25), message="Pikachu's heart pressed")
        wait_for(d, lambda d: d.execute_script("return fetch('/api/me/favorites/25').then(r => r.json()).then(j => j.favorite)"),
                 message="the server to record Pikachu")

        d.refresh()
        wait_for(d, lambda d: self.heart_pressed(d, 25), message="Pikachu still a favorite after reload")
        self.assertEqual(self.favorite_ids_shown(d), [1, 25])
        self.go("/?q=bulbasaur")
        self.wait_grid(d)
        wait_for(d, lambda d: self.heart_pressed(d, 1), message="Bulbasaur's heart after reload")

        # Another browser profile, another trainer: none of them.
        other = self.open_browser()
        self.go("/?q=bulbasaur", other)
        self.wait_grid(other)
        self.assertFalse(self.heart_pressed(other, 1), "logged out: no heart pressed")
        self.sign_up(other, self.new_username("misty"))
        self.assertEqual(self.favorite_ids_shown(other), [])
        self.assertIn("No favorites yet", other.find_element(By.CSS_SELECTOR, ".list-view:not([hidden])").text)
        self.go("/?q=bulbasaur", other)
        self.wait_grid(other)
        self.assertFalse(self.heart_pressed(other, 1))

        # Unfavorite from the Favorites tab: the card goes.
        self.go("/favorites")
        wait_for(d, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".list-view:not([hidden]) .card")) == 2, message="two favorite cards")
        d.find_element(By.CSS_SELECTOR, ".list-view:not([hidden]) .card[data-id='1'] .heart").click()
        wait_for(d, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".list-view:not([hidden]) .card")) == 1, message="one favorite left")
        self.assertEqual(self.favorite_ids_shown(d), [25])

    def test_next_after_login_stays_on_this_site(self):
        d = self.driver
        self.sign_up(d, self.new_username("lance"), PASSWORD)
        own = urlsplit(BASE_URL)
        # Each of these is another host to a browser reading a link: the Continue link goes home instead.
        for sneaky in ["/%5Cevil.example", "/%09/evil.example", "/%5C%5Cevil.example", "//evil.example",
                       "https://evil.example/x", "/.//evil.example", "/%2F%2Fevil.example", "javascript:alert(1)"]:
            self.go("/login?next=" + sneaky)
            link = wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".auth-view:not([hidden]) a.button-primary"),
                            message=f"the Continue link for next={sneaky}")[0]
            href = urlsplit(link.get_attribute("href"))
            self.assertEqual((href.scheme, href.netloc), (own.scheme, own.netloc), f"next={sneaky} leads to {link.get_attribute('href')}")
            self.assertFalse(href.path.startswith("//"), f"next={sneaky}: {href.path}")
        # A page of this site is kept, with its query.
        self.go("/login?next=%2Fpokemon%2F25%3Flang%3Dfr")
        link = wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".auth-view:not([hidden]) a.button-primary"),
                        message="the Continue link")[0]
        self.assertEqual(urlsplit(link.get_attribute("href"))[2:4], ("/pokemon/25", "lang=fr"))

    def test_log_out_and_in_again_and_wrong_credentials_are_refused(self):
        d = self.driver
        name = self.new_username("brock")
        self.sign_up(d, name, PASSWORD)
        d.find_element(By.CSS_SELECTOR, "#account button").click()
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, "#account a[href='/login']"), message="the Log in link after logging out")
        self.go("/favorites")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".login-prompt"), message="the login prompt on Favorites")

        self.go("/login")
        self.fill_auth_form(d, "login", name, "not-the-password")
        wait_for(d, lambda d: d.find_element(By.ID, "login-error").text, message="the error for a wrong password")
        self.assertIn("do not match", d.find_element(By.ID, "login-error").text)
        self.assertEqual(self.path(d), "/login")

        d.find_element(By.ID, "login-username").clear()
        self.fill_auth_form(d, "login", name, PASSWORD)
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".trainer-name"), message="logged in again")

        other = self.open_browser()
        self.go("/signup", other)
        self.fill_auth_form(other, "signup", name, PASSWORD)
        wait_for(other, lambda d: d.find_element(By.ID, "signup-error").text, message="the error for a taken name")
        self.assertIn("taken", other.find_element(By.ID, "signup-error").text)

    def test_catch_twice_is_refused_kindly_and_the_backpack_shows_the_date(self):
        d = self.driver
        self.sign_up(d, self.new_username("red"), PASSWORD)
        self.go("/encounter?seed=42")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".encounter-card"), message="the wild Pokémon")
        card = d.find_element(By.CSS_SELECTOR, ".encounter-card")
        pokemon_id = int(card.get_attribute("data-id"))
        name = card.find_element(By.CSS_SELECTOR, "h2").text
        self.assertIn(name, card.find_element(By.CSS_SELECTOR, ".encounter-title").text)

        catch = d.find_element(By.CSS_SELECTOR, ".catch-button")
        catch.click()
        wait_for(d, lambda d: "Gotcha" in d.find_element(By.CSS_SELECTOR, ".encounter-message").text, message="the catch")
        catch.click()
        wait_for(d, lambda d: "already" in d.find_element(By.CSS_SELECTOR, ".encounter-message").text, message="the refusal")
        message = d.find_element(By.CSS_SELECTOR, ".encounter-message")
        self.assertIn(name, message.text)
        self.assertNotEqual(message.get_attribute("data-kind"), "error", "a refusal, not an error")

        # Auto-refresh: visible, counting down, and it can be switched off (remembered).
        switch = d.find_element(By.ID, "auto-refresh")
        self.assertTrue(switch.is_displayed())
        countdown = d.find_element(By.CSS_SELECTOR, ".countdown")
        first = countdown.text
        self.assertRegex(first, r"\d+ s")
        wait_for(d, lambda d: countdown.text != first, message="the countdown to tick")
        if switch.is_selected():
            switch.click()
        self.assertEqual(countdown.text, "off")
        d.refresh()
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".encounter-card"), message="the encounter after reload")
        self.assertFalse(d.find_element(By.ID, "auto-refresh").is_selected())

        # Next shows another Pokémon.
        d.find_element(By.CSS_SELECTOR, ".next-button").click()
        wait_for(d, lambda d: d.find_element(By.CSS_SELECTOR, ".next-button").is_enabled() and self.path(d) == "/encounter",
                 message="the next encounter")

        self.go("/backpack")
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".list-view:not([hidden]) .card"), message="the backpack")
        cards = d.find_elements(By.CSS_SELECTOR, ".list-view:not([hidden]) .card")
        self.assertEqual([int(c.get_attribute("data-id")) for c in cards], [pokemon_id])
        stamp = cards[0].find_element(By.CSS_SELECTOR, "time").get_attribute("datetime")
        caught = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
        self.assertLess(abs((datetime.now(timezone.utc) - caught).total_seconds()), 600, "caught just now")
        text = cards[0].find_element(By.CSS_SELECTOR, "time").text
        self.assertTrue(text.startswith("Caught ") and re.search(r"\b20\d\d\b", text), f"a readable date: {text!r}")


class BackpackCards(Scenario):
    """The backpack's cards (item 10): Release is a button named for its Pokémon, its question
    stays inside the card, dates and times never break inside, and the cards of a row are as
    tall as each other. At phone and desktop widths."""

    size = None

    def test_release_dates_and_even_cards(self):
        for size in (DESKTOP, PHONE):
            d = self.open_browser(size)
            name = "desktop" if size == DESKTOP else "phone"
            self.sign_up(d, self.new_username("oak"))
            for pokemon_id in (25, 10034, 1):
                d.execute_script("return fetch(`/api/me/backpack/${arguments[0]}`, {method: 'POST', credentials: 'same-origin'})", pokemon_id)
            self.go("/backpack", d)
            wait_for(d, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".list-view:not([hidden]) .card")) == 3, message="three catches")
            cards = d.find_elements(By.CSS_SELECTOR, ".list-view:not([hidden]) .card")
            for card in cards:
                title = card.find_element(By.CSS_SELECTOR, ".card-name").text
                release = card.find_element(By.CSS_SELECTOR, "button.release")
                self.assertEqual(release.get_attribute("aria-label"), f"Release {title}")
                border = d.execute_script("const s = getComputedStyle(arguments[0]); return [parseFloat(s.borderTopWidth), s.borderTopColor]", release)
                self.assertTrue(border[0] >= 1 and "0, 0, 0, 0" not in border[1], f"Release looks like a button: {border}")
                lines = d.execute_script("""
                    return [...arguments[0].querySelectorAll('.caught-date span')].map(span => {
                      const range = document.createRange(); range.selectNodeContents(span);
                      return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
                    });""", card)
                self.assertEqual(lines, [1, 1], f"{title}: the date and the time each on one line")
            rows = {}
            for card in cards:
                rows.setdefault(round(card.rect["y"]), []).append(card)
            for row in rows.values():
                self.assertEqual({round(c.rect["height"]) for c in row}, {round(row[0].rect["height"])}, f"{name}: cards of a row are as tall")
                bottoms = {round(c.find_element(By.CSS_SELECTOR, "button.release").rect["y"]) for c in row}
                self.assertEqual(len(bottoms), 1, f"{name}: their Release buttons line up")
            browser.screenshot(d, f"{name}-backpack-cards")

            mega = d.find_element(By.CSS_SELECTOR, ".list-view:not([hidden]) .card[data-id='10034']")
            self.press(mega.find_element(By.CSS_SELECTOR, "button.release"))
            question = mega.find_element(By.CSS_SELECTOR, ".release-question")
            wait_for(d, lambda d: question.is_displayed(), message="the question")
            inside = d.execute_script("""
                const card = arguments[0].getBoundingClientRect(), box = arguments[1].getBoundingClientRect();
                return box.left >= card.left && box.right <= card.right && box.top >= card.top && box.bottom <= card.bottom;""", mega, question)
            self.assertTrue(inside, f"{name}: the question stays inside its card")
            self.assertIn("Mega Charizard X", question.text)
            browser.screenshot(d, f"{name}-backpack-release-question")
            question.find_element(By.CSS_SELECTOR, ".release-confirm").click()
            wait_for(d, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".list-view:not([hidden]) .card")) == 2, message="released")
            self.assertIn("2 Pokémon", d.find_element(By.CSS_SELECTOR, ".list-view:not([hidden]) .grid-status").text)
            self.assertEqual(browser.console_errors(d), [], name)
