import * as v from "valibot";
import { fieldMessages as say } from "~/content/form-messages";
import { controlCharacters, limits, patterns, wholeMatch } from "~/forms/limits";

const requiredText = (missing: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(missing));

/**
 * A whole number as a `type="number"` input with `step="1"` accepts it: any valid floating-point number the
 * browser would submit (`30`, `30.0`, `3e1`) whose value is a whole number within the bounds.
 */
const wholeNumber = (
  messages: { readonly missing: string; readonly notWhole: string; readonly below: string; readonly above: string },
  min: number,
  max: number,
) =>
  v.pipe(
    requiredText(messages.missing),
    v.regex(wholeMatch(patterns.number), messages.notWhole),
    v.check((value) => Number.isInteger(Number(value)), messages.notWhole),
    v.check((value) => Number(value) >= min, messages.below),
    v.check((value) => Number(value) <= max, messages.above),
  );

const ageOutOfRange = say.age.outOfRange(limits.ageMin, limits.ageMax);

export const rules = {
  name: (label: string) =>
    v.pipe(
      requiredText(say.name.missing(label)),
      v.maxLength(limits.name, say.name.tooLong(label, limits.name)),
      v.check((value) => !controlCharacters.oneLine.test(value), say.name.controlCharacter(label)),
    ),
  email: v.pipe(
    requiredText(say.email.missing),
    v.maxLength(limits.email, say.email.tooLong(limits.email)),
    v.regex(wholeMatch(patterns.email), say.email.invalid),
  ),
  longText: (what: string) =>
    v.pipe(
      requiredText(say.longText.missing(what)),
      v.maxLength(limits.longText, say.longText.tooLong(limits.longText)),
      v.check((value) => !controlCharacters.lines.test(value), say.longText.controlCharacter),
    ),
  age: wholeNumber({ ...say.age, below: ageOutOfRange, above: ageOutOfRange }, limits.ageMin, limits.ageMax),
  instagramId: v.pipe(
    requiredText(say.instagramId.missing),
    v.regex(wholeMatch(patterns.instagramId), say.instagramId.invalid(limits.instagramHandle)),
  ),
  phoneNumber: v.pipe(
    requiredText(say.phoneNumber.missing),
    v.regex(wholeMatch(patterns.phoneNumber), say.phoneNumber.invalid(limits.phoneMin, limits.phoneMax)),
  ),
  followers: wholeNumber(
    { ...say.followers, below: say.followers.notWhole, above: say.followers.tooLarge },
    limits.followersMin,
    limits.followersMax,
  ),
};
