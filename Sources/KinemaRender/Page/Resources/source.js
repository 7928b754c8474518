// The source block's copy button: the clipboard API where the page may use it, else a selection
// the reader copies. Shared by a recording's page and a live scene's page; plain ES5 without the
// CDATA terminator or a closing script tag.
(function () {
  "use strict";
  var copyButton = document.getElementById("copy-source"), sourceCode = document.getElementById("source-code");
  if (!copyButton || !sourceCode) return;
  copyButton.addEventListener("click", function () {
    var text = sourceCode.textContent;
    function done(message) {
      copyButton.textContent = message;
      window.setTimeout(function () { copyButton.textContent = "Copy"; }, 1500);
    }
    function bySelection() {
      var range = document.createRange(), selection = window.getSelection();
      range.selectNodeContents(sourceCode);
      selection.removeAllRanges();
      selection.addRange(range);
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
      done(copied ? "Copied" : "Selected: press Ctrl+C");
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done("Copied"); }, bySelection);
    } else {
      bySelection();
    }
  });
})();
