import { EmailLink } from "~/components/ui/email-link";
import { Logo } from "~/components/ui/logo";
import { site } from "~/content/site";
import { hasArticles, hasCaseStudies } from "virtual:markdown-pages";
import { INSIGHTS_PATH, WORK_PATH } from "~/content/publication-paths.mjs";
import { publications } from "~/content/publications";

/** The lists of articles and case studies, each once it has an entry (not built before). */
const publicationLinks = [
  ...(hasArticles ? [{ label: publications.insights.footerLink, href: INSIGHTS_PATH }] : []),
  ...(hasCaseStudies ? [{ label: publications.work.footerLink, href: WORK_PATH }] : []),
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <div className="footer-brand">
          <Logo />
          <p>{site.footer.line}</p>
        </div>
        <div>
          <h2 className="footer-heading">{site.footer.contactHeading}</h2>
          <EmailLink email={site.email} />
        </div>
        <div>
          <h2 className="footer-heading">{site.footer.socialHeading}</h2>
          <ul className="footer-social">
            {site.social.map((profile) => (
              <li key={profile.url}>
                <a href={profile.url} rel="me noopener">
                  {profile.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="footer-legal">
          <p>
            © {site.copyrightYear} {site.name}
          </p>
          <ul className="footer-links">
            {publicationLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            {site.footerLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
