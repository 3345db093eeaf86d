import type { FormValues, LeadFormDefinition } from "~/forms/form-definition";

export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;
const VERSION = 1;

interface StoredDraft {
  readonly v: number;
  readonly savedAt: number;
  readonly values: Record<string, unknown>;
}

export const draftKey = (formId: string) => `northstar:draft:${formId}`;

/** Session storage, or null where the browser refuses it (private modes, disabled storage). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Only the form's own fields are kept: never the honeypot, never anything else. */
export function saveDraft<Name extends string>(
  form: LeadFormDefinition<Name>,
  values: FormValues<Name>,
  now: number = Date.now(),
): void {
  const store = storage();
  if (!store) return;
  const kept: Record<string, string> = {};
  for (const field of form.fields) kept[field.name] = values[field.name];
  try {
    if (Object.values(kept).every((value) => value === "")) store.removeItem(draftKey(form.id));
    else store.setItem(draftKey(form.id), JSON.stringify({ v: VERSION, savedAt: now, values: kept }));
  } catch {
    // A full or blocked storage must never stop the visitor from typing.
  }
}

/** The saved draft, or null when there is none, it expired, or it cannot be read. */
export function loadDraft<Name extends string>(
  form: LeadFormDefinition<Name>,
  now: number = Date.now(),
): FormValues<Name> | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(draftKey(form.id));
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    const fresh = typeof draft.savedAt === "number" && now - draft.savedAt < DRAFT_TTL_MS && draft.savedAt <= now;
    if (draft.v !== VERSION || !fresh || typeof draft.values !== "object" || draft.values === null) {
      store.removeItem(draftKey(form.id));
      return null;
    }
    const values = {} as FormValues<Name>;
    for (const field of form.fields) {
      const value = draft.values[field.name];
      values[field.name] = typeof value === "string" ? value : "";
    }
    return values;
  } catch {
    return null;
  }
}

export function clearDraft(form: LeadFormDefinition): void {
  try {
    storage()?.removeItem(draftKey(form.id));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
