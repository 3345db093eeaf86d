/** The build made with a form-service key (`npm run build:e2e`). */
export const SERVICE_SITE = "http://localhost:4173";
/** The default build, served as `npm start` serves it, with the local inbox. */
export const INBOX_SITE = "http://localhost:4174";
export const INBOX_FILE = "reports/e2e-inbox.jsonl";
/** The build with the form service and hCaptcha turned on (`npm run build:e2e-captcha`). */
export const CAPTCHA_SITE = "http://localhost:4175";
export const HCAPTCHA_SITE_KEY = "10000000-ffff-ffff-ffff-000000000001";
export const FORM_SERVICE = "https://api.web3forms.com/submit";
export const ACCESS_KEY = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";

export const ROUTES = [
  { path: "/", heading: "Drive sales through paid ads on social media", title: /^Northstar Social: paid social/ },
  { path: "/Web", heading: "Drive sales through paid ads on social media", title: /^Northstar Social: paid social/ },
  { path: "/services", heading: "Our Services", title: /^Our Services \|/ },
  { path: "/about", heading: "About Us", title: /^About Us \|/ },
  { path: "/contact", heading: "Contact Us", title: /^Contact Us \|/ },
  { path: "/apply-client", heading: "Apply as a Client", title: /^Apply as a Client \|/ },
  { path: "/privacy", heading: "Privacy", title: /^Privacy \|/ },
] as const;
