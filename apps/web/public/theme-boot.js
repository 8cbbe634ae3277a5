/* global document, localStorage */
// Before the first paint: the dark theme the user chose, so the boot screen does not flash light.
try {
  if (localStorage.getItem('darkMode') === 'true') document.documentElement.dataset.theme = 'dark';
} catch {
  // Storage blocked (private mode, policy): the light theme.
}
