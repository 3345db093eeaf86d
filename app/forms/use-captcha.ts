import { useCallback, useRef, useState } from "react";
import { hcaptchaSiteKey } from "~/lib/config";
import type { HCaptchaApi } from "~/forms/hcaptcha";

/**
 * The hCaptcha check of one form, in builds with a site key: the widget loads when the visitor starts on
 * the form (`start`, on first focus), never with the page. Tokens are single-use and expire, so the token
 * is dropped when hCaptcha says it expired and after every send (`reset`).
 */
export function useCaptcha() {
  const container = useRef<HTMLDivElement | null>(null);
  const widget = useRef<{ api: HCaptchaApi; id: string } | null>(null);
  const starting = useRef(false);
  const [token, setToken] = useState("");
  const [failed, setFailed] = useState(false);

  const start = useCallback(() => {
    if (!hcaptchaSiteKey || widget.current || starting.current) return;
    starting.current = true;
    import("~/forms/hcaptcha")
      .then(({ loadHCaptcha }) => loadHCaptcha())
      .then((api) => {
        if (!container.current) return;
        const id = api.render(container.current, {
          sitekey: hcaptchaSiteKey,
          callback: setToken,
          "expired-callback": () => setToken(""),
          "error-callback": () => setToken(""),
        });
        widget.current = { api, id };
        setFailed(false);
      })
      .catch(() => setFailed(true))
      .finally(() => {
        starting.current = false;
      });
  }, []);

  /** The widget's place in the form (a callback ref). */
  const mount = useCallback((element: HTMLDivElement | null) => {
    container.current = element;
  }, []);

  const reset = useCallback(() => {
    setToken("");
    if (widget.current) widget.current.api.reset(widget.current.id);
  }, []);

  return { enabled: hcaptchaSiteKey !== "", mount, token, failed, start, reset };
}
