/** hCaptcha's script; the CSP allows its origins only in builds that turn the check on. */
const HCAPTCHA_SCRIPT = "https://js.hcaptcha.com/1/api.js";
const READY_CALLBACK = "northstarHCaptchaReady";

export interface HCaptchaParams {
  readonly sitekey: string;
  readonly callback: (token: string) => void;
  readonly "expired-callback": () => void;
  readonly "error-callback": () => void;
}

/** The part of hCaptcha's documented JavaScript API the forms use. */
export interface HCaptchaApi {
  render(container: HTMLElement, params: HCaptchaParams): string;
  reset(widgetId?: string): void;
}

declare global {
  interface Window {
    hcaptcha?: HCaptchaApi;
    [READY_CALLBACK]?: () => void;
  }
}

let loading: Promise<HCaptchaApi> | null = null;

/** Loads hCaptcha's script once (explicit rendering); a failed load may be tried again. */
export function loadHCaptcha(): Promise<HCaptchaApi> {
  loading ??= new Promise<HCaptchaApi>((resolve, reject) => {
    window[READY_CALLBACK] = () => (window.hcaptcha ? resolve(window.hcaptcha) : reject(new Error("hCaptcha did not start")));
    const script = document.createElement("script");
    script.src = `${HCAPTCHA_SCRIPT}?render=explicit&recaptchacompat=off&onload=${READY_CALLBACK}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("hCaptcha could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}
