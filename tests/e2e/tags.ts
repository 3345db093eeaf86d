/**
 * A test too long to run in every engine that runs its file: Chromium runs it, Firefox leaves it out
 * (playwright.config.ts). Its behaviour is the browser's the same way in both; Firefox keeps the file's shorter tests.
 */
export const LONG_SESSION = "@long-session";
