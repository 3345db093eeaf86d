/**
 * Every bound and pattern of the forms' fields. The inputs' attributes, the schemas, the messages and the tests all
 * read them from here, so the browser's own checks (JavaScript off) and the schema agree value for value.
 */
export const limits = {
  name: 100,
  email: 254,
  longText: 5000,
  ageMin: 13,
  ageMax: 120,
  followersMin: 0,
  followersMax: 999_999_999_999,
  /** characters of an Instagram handle, without its optional leading @ */
  instagramHandle: 30,
  phoneMin: 7,
  phoneMax: 20,
} as const;

const domainLabel = "[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?";

/**
 * HTML `pattern` sources, matched whole with the `v` flag as browsers match them; the schemas use the same
 * sources the same way.
 */
export const patterns = {
  /**
   * The HTML standard's valid e-mail address (what `type="email"` accepts), narrowed to a domain that ends in a
   * dot and a name of letters: `alex@brand` passes the browser's check but is no address the agency can answer.
   */
  email: `[A-Za-z0-9.!#$%&'*+\\/=?^_\`\\{\\|\\}~\\-]+@${domainLabel}(?:\\.${domainLabel})*\\.[A-Za-z]{2,63}`,
  instagramId: `@?[A-Za-z0-9._]{1,${limits.instagramHandle}}`,
  /** at least one digit among the allowed characters */
  phoneNumber: `(?=[^0-9]*[0-9])[0-9 +\\-\\(\\)]{${limits.phoneMin},${limits.phoneMax}}`,
  /** The HTML standard's valid floating-point number: what a `type="number"` input holds. */
  number: "-?(?:[0-9]+(?:\\.[0-9]+)?|\\.[0-9]+)(?:[eE][+\\-]?[0-9]+)?",
} as const;

/**
 * Control characters, which no one types and which a terminal or a spreadsheet may obey (an escape sequence in a
 * name can rewrite the screen of whoever lists the leads): none in a one-line field; in a long text only tab and
 * the line breaks a textarea sends. No input's own check can express this: the schemas alone refuse them (without
 * JavaScript, the inbox refuses the post and shows the form-error page).
 */
export const controlCharacters = {
  oneLine: /\p{Cc}/u,
  lines: /(?![\t\n\r])\p{Cc}/u,
} as const;

/** A pattern source as the browser applies it: the whole value must match. */
export const wholeMatch = (source: string) => new RegExp(`^(?:${source})$`, "v");

/** The `maxlength` of the inputs whose pattern bounds their length (a handle may start with @). */
export const inputMaxLength = {
  instagramId: limits.instagramHandle + 1,
  phoneNumber: limits.phoneMax,
} as const;
