/** Bounds users expect; the inputs, the schema and the tests all read them from here. */
export const limits = {
  name: 100,
  email: 254,
  longText: 5000,
  ageMin: 13,
  ageMax: 120,
  followersDigits: 12,
} as const;

/** HTML `pattern` sources (matched whole, with the `v` flag, as browsers do) reused by the schema. */
export const patterns = {
  instagramId: "@?[A-Za-z0-9._]{1,30}",
  phoneNumber: "[0-9 +\\-\\(\\)]{7,20}",
  wholeNumber: "[0-9]+",
} as const;
