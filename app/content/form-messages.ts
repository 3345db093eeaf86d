/**
 * What the forms say about a field the visitor must correct. The numbers in them come from the forms' limits
 * (`app/forms/limits.ts`); the rules that pick a message are in `app/forms/field-rules.ts`.
 */
export const fieldMessages = {
  name: {
    missing: (label: string) => `Please enter your ${label}.`,
    tooLong: (label: string, max: number) => `Please keep your ${label} under ${max} characters.`,
    controlCharacter: (label: string) => `Your ${label} holds an invisible character (often pasted in with it): please type it again.`,
  },
  email: {
    missing: "Please enter your e-mail address.",
    tooLong: (max: number) => `An e-mail address has at most ${max} characters.`,
    invalid: "Please enter a valid e-mail address, like name@example.com.",
  },
  longText: {
    missing: (what: string) => `Please write ${what}.`,
    tooLong: (max: number) => `Please keep this under ${max.toLocaleString("en-US")} characters.`,
    controlCharacter: "This text holds an invisible character (often pasted in with it): please delete it or type the text again.",
  },
  age: {
    missing: "Please enter your age.",
    notWhole: "Please enter your age as a whole number.",
    outOfRange: (min: number, max: number) => `Please enter an age from ${min} to ${max}.`,
  },
  instagramId: {
    missing: "Please enter your Instagram handle.",
    invalid: (max: number) => `Use up to ${max} letters, digits, dots or underscores, like @yourbrand.`,
  },
  phoneNumber: {
    missing: "Please enter your phone number.",
    invalid: (min: number, max: number) => `Use ${min} to ${max} digits, spaces, +, - or parentheses, like +1 555 010 0199.`,
  },
  followers: {
    missing: "Please enter your number of followers.",
    notWhole: "Please enter a whole number, like 12500.",
    tooLarge: "That number looks too large; please check it.",
  },
} as const;

/** How the messages name the fields that share a rule. */
export const fieldsInMessages = {
  contact: { name: "name", message: "your message" },
  apply: { fullName: "full name", goals: "your main goals" },
} as const;
