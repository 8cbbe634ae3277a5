/* global document, localStorage */
// Before the first paint: the dark theme the user chose, so the boot screen does not flash light.
try {
  if (localStorage.getItem('darkMode') === 'true') {
    document.documentElement.dataset.theme = 'dark';
    // The installed app's title bar follows the theme too.
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', '#141414');
  }
} catch {
  // Storage blocked (private mode, policy): the light theme.
}
