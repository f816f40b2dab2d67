// Runs before first paint: applies the stored theme ("light" | "dark" | "system",
// localStorage key "theme") as the `dark` class on <html>, so a reload never flashes.
// Kept in sync with src/client/app/theme.ts.
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark =
      stored === 'dark' ||
      (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    /* storage blocked: fall back to the light theme */
  }
})();
