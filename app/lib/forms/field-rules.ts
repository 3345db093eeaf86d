import * as v from "valibot";
import { limits, patterns } from "~/lib/forms/limits";

const whole = (source: string) => new RegExp(`^(?:${source})$`, "v");

const requiredText = (missing: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(missing));

export const rules = {
  name: (label: string) =>
    v.pipe(
      requiredText(`Please enter your ${label}.`),
      v.maxLength(limits.name, `Please keep your ${label} under ${limits.name} characters.`),
    ),
  email: v.pipe(
    requiredText("Please enter your e-mail address."),
    v.maxLength(limits.email, `An e-mail address has at most ${limits.email} characters.`),
    v.email("Please enter a valid e-mail address, like name@example.com."),
  ),
  longText: (what: string) =>
    v.pipe(
      requiredText(`Please write ${what}.`),
      v.maxLength(limits.longText, `Please keep this under ${limits.longText.toLocaleString("en-US")} characters.`),
    ),
  age: v.pipe(
    requiredText("Please enter your age."),
    v.regex(whole(patterns.wholeNumber), "Please enter your age as a whole number."),
    v.check((value) => {
      const age = Number(value);
      return age >= limits.ageMin && age <= limits.ageMax;
    }, `Please enter an age from ${limits.ageMin} to ${limits.ageMax}.`),
  ),
  instagramId: v.pipe(
    requiredText("Please enter your Instagram handle."),
    v.regex(
      whole(patterns.instagramId),
      "Use up to 30 letters, digits, dots or underscores, like @yourbrand.",
    ),
  ),
  phoneNumber: v.pipe(
    requiredText("Please enter your phone number."),
    v.regex(
      whole(patterns.phoneNumber),
      "Use 7 to 20 digits, spaces, +, - or parentheses, like +1 555 010 0199.",
    ),
    v.check((value) => /[0-9]/.test(value), "Please include the digits of your phone number."),
  ),
  followers: v.pipe(
    requiredText("Please enter your number of followers."),
    v.regex(whole(patterns.wholeNumber), "Please enter a whole number, like 12500."),
    v.maxLength(limits.followersDigits, "That number looks too large; please check it."),
  ),
};
