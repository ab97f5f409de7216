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
