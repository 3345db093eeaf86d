/**
 * The CSS visitors get, checked against the supported browsers (.browserslistrc). A feature some of them lack
 * is allowed only where the stylesheet gives those browsers a fallback, listed here with the fallback.
 */
export default {
  plugins: ["stylelint-no-unsupported-browser-features"],
  rules: {
    "plugin/no-unsupported-browser-features": [
      true,
      {
        severity: "error",
        ignorePartialSupport: false,
        ignore: [
          // Phones' text inflation switch; browsers that do not inflate text have nothing to switch off.
          "text-size-adjust",
          // Only `clip-path: inset()` is used (visually hidden text), which every supported browser has; the
          // partial support concerns SVG and shape references.
          "css-clip-path",
          // A textarea's resize handle: where a phone offers none, the field still grows with its text.
          "css-resize",
          // `ui-monospace` heads a font stack that goes on to named fonts and `monospace`.
          "extended-system-fonts",
        ],
      },
    ],
  },
};
