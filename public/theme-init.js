// Paint the stored theme's background before the app loads: no flash of the wrong theme.
(function () {
  var dark = /(?:^|;\s*)user-theme=dark-theme(?:;|$)/.test(document.cookie);
  var root = document.documentElement;
  root.dataset.theme = dark ? 'dark-theme' : 'light-theme';
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.background = dark ? '#0b1220' : '#f6f8fb';
})();
