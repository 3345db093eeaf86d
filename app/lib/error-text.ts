/**
 * The text shown under 'Unexpected Application Error!': the error's own message, or a response's status (the dev
 * server's router reports a missing page as one). Read by shape, so a form's island does not bring the router along.
 */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  const response = error as { status?: unknown; statusText?: unknown } | null;
  if (response && typeof response.status === "number" && typeof response.statusText === "string") return `${response.status} ${response.statusText}`.trim();
  return String(error);
}
