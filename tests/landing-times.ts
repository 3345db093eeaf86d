/** What a test expects of a touch's time (`first_touch_at`, `last_touch_at`): a time the browser wrote during the test. */
export const DURING_THE_TEST = "(a time during the test)";

/**
 * The fields as sent, each touch's time (ISO 8601, the browser's clock, which is this machine's) replaced by
 * `DURING_THE_TEST` when it falls between `since` and now; any other value stays, for the test's diff to show.
 */
export function withLandingTimes<Fields extends [string, string][] | Record<string, string>>(fields: Fields, since: number): Fields {
  const checked = ([name, value]: [string, string]): [string, string] => {
    const at = Date.parse(value);
    return [name, /^(first|last)_touch_at$/.test(name) && at >= since && at <= Date.now() ? DURING_THE_TEST : value];
  };
  return (Array.isArray(fields) ? fields.map(checked) : Object.fromEntries(Object.entries(fields).map(checked))) as Fields;
}
