// The note under a form that asks whether the ad platforms may hear of the lead (an ad platform's pixel is set), in
// place of formCopy.privacyNote: it names the box. Apart from the forms' other words, so the cross-engine suite can
// read it (it imports nothing the build makes), and a build without a pixel holds none of it (app/forms/lead-form.tsx).
export const privacyNoteWithConsent = "We use what you send to answer you; an ad platform hears of it only if you tick the box above.";
