import { heroShowcase } from "~/content/home-showcase";

/** A decorative sponsored post, drawn in CSS: what a visitor's ad could look like. Hidden from assistive tech. */
export function HeroShowcase() {
  const { account, label, caption, action, reactions, views, badge } = heroShowcase;
  return (
    <div className="showcase" aria-hidden="true">
      <div className="showcase-card">
        <div className="showcase-head">
          <span className="showcase-avatar" />
          <span className="showcase-account">{account}</span>
          <span className="showcase-label">{label}</span>
        </div>
        <div className="showcase-media">
          <svg viewBox="0 0 32 32" width="96" height="96" focusable="false">
            <path d="M16 3 19 13 29 16 19 19 16 29 13 19 3 16 13 13Z" fill="#14112b" opacity=".85" />
          </svg>
        </div>
        <div className="showcase-cta">{action}</div>
        <div className="showcase-metrics">
          <span>♥ {reactions}</span>
          <span>▶ {views}</span>
        </div>
        <p className="showcase-caption">{caption}</p>
      </div>
      <div className="showcase-badge">{badge}</div>
    </div>
  );
}
