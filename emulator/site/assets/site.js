// Acme Parcel Docs: copy buttons on code blocks. No network access.
/* global document, navigator, setTimeout */
(function () {
  'use strict';
  function addCopyButtons() {
    document.querySelectorAll('pre > code').forEach(function (code) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'copy';
      button.textContent = 'Copy';
      button.addEventListener('click', function () {
        if (!navigator.clipboard) return;
        navigator.clipboard.writeText(code.textContent || '').then(function () {
          button.textContent = 'Copied';
          setTimeout(function () {
            button.textContent = 'Copy';
          }, 1500);
        });
      });
      code.parentElement.appendChild(button);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', addCopyButtons);
  else addCopyButtons();
})();
