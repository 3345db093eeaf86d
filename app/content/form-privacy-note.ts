// The note under each form about what is done with what it sends. Apart from the forms' other words, so the
// cross-engine suite can read it (it imports nothing the build makes).

/** Where the forms ask nothing more. */
export const privacyNote = "We use what you send only to answer you.";

/** Where each form asks whether the ad platforms may hear of the lead (an ad platform's pixel is set): the box is named. */
export const privacyNoteWithConsent = "We use what you send to answer you; an ad platform hears of it only if you tick the box above.";
