// The ad platforms' own forms (Instant Forms, docs/instant-forms.md) as a lead names its form: the relay's leads, the
// inbox, the numbers and the agency's lead rules (a rule may look at the form) read the same names. Plain JavaScript.

/** Each platform's form, as a lead's `form` names it, and as the team reads it. */
export const PLATFORM_FORMS = /** @type {const} */ ({
  meta: { form: "meta-instant-form", name: "Meta Instant Form" },
  tiktok: { form: "tiktok-instant-form", name: "TikTok Instant Form" },
});

/** The platform of a lead's form, if it is a platform's. @param {string} form @returns {"meta" | "tiktok" | undefined} */
export const platformOfForm = (form) => (form === PLATFORM_FORMS.meta.form ? "meta" : form === PLATFORM_FORMS.tiktok.form ? "tiktok" : undefined);

