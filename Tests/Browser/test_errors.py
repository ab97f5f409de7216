"""Error states: a view whose module cannot load says so and retries (and a failed load is
not remembered), and an address the app does not know shows its own "nothing here"."""

from selenium.webdriver.common.by import By

import browser
from browser import wait_for
from scenario import Scenario


class ErrorStates(Scenario):

    def test_a_view_that_fails_to_load_says_so_and_its_retry_works(self):
        d = self.driver
        d.execute_cdp_cmd("Network.enable", {})
        d.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/js/detail.js"]})
        self.open_first_result("eevee", shown=False)
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".failed-view:not([hidden])"), message="the failed view")
        view = d.find_element(By.CSS_SELECTOR, ".failed-view")
        self.assertIn("could not be loaded", view.text)
        self.assertTrue(d.find_element(By.CSS_SELECTOR, ".grid-view").get_attribute("hidden") is not None, "the grid is not left on screen")
        # Back online: the retry loads the module (the failure was not kept).
        d.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        view.find_element(By.TAG_NAME, "button").click()
        wait_for(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".detail-view:not([hidden]) h1"), message="the detail after the retry")
        self.assertFalse(d.find_elements(By.CSS_SELECTOR, ".failed-view"), "the message is gone")
        self.assertEqual(browser.console_errors(d, (("detail.js", None),)), [], "no uncaught error")

    def test_an_unknown_address_shows_the_apps_nothing_here(self):
        d = self.driver
        self.go("/nope")
        view = d.find_element(By.CSS_SELECTOR, "main > .view:not([hidden])")
        self.assertIn("Nothing here", view.text)
        self.assertTrue(view.find_elements(By.CSS_SELECTOR, "a[href='/']"))
        self.assertTrue(d.find_elements(By.CSS_SELECTOR, ".tabs a"), "with the app's header and tabs")
        self.assertEqual(browser.console_errors(d, (("/nope", 404),)), [])

    def test_a_detail_whose_answer_cannot_be_had_says_so_and_retries(self):
        d = self.driver
        d.execute_cdp_cmd("Network.enable", {})
        d.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/api/pokemon/25*"]})
        self.go("/pokemon/25")
        wait_for(d, lambda d: "could not be loaded" in d.find_element(By.CSS_SELECTOR, ".detail-view").text, message="the failure")
        d.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        d.find_element(By.CSS_SELECTOR, ".detail-view button").click()
        wait_for(d, lambda d: d.find_element(By.CSS_SELECTOR, ".detail-view h1").text == "Pikachu", message="Pikachu after the retry")
        self.assertEqual(browser.console_errors(d, (("/api/pokemon/25", None),)), [])
