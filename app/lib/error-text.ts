import { isRouteErrorResponse } from "react-router";

/** The text shown under 'Unexpected Application Error!': the error's own message. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}
