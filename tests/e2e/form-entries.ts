import type { Page } from "@playwright/test";

// What a visitor types into the forms in the Chromium suite, by each field's label.

/** A client application as a visitor fills it in. */
export const application = {
  "Full name": "Renée O'Connor",
  "E-mail": "renee@brand.com",
  Age: "29",
  "Instagram handle": "@renee.brand",
  "Phone number": "+1 (555) 010-0199",
  "Total followers": "12500",
  "Your main goals": "Launch our spring line ✿ and reach 10k new buyers.",
};

/** A field by its label: exactly, but for the long fields, whose accessible names carry their hints. */
export const labelled = (page: Page, label: string) => page.getByLabel(label, { exact: label !== "Message" && label !== "Your main goals" });

export async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await labelled(page, label).fill(value);
}
