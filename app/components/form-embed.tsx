interface FormEmbedProps {
  /** The form-builder's share URL; only https is accepted. */
  readonly src: string;
  readonly title: string;
  readonly height?: number;
}

/** Permissions an embedded form needs: its own scripts, its own origin, posting, and opening a thank-you tab. */
export const EMBED_SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups";

export function isEmbeddableUrl(src: string): boolean {
  try {
    return new URL(src).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * An external form-builder (Tally, Typeform, Google Forms…) in a sandboxed, lazily loaded frame.
 * Attached to no route yet: ready for the day the agency moves a form to such a tool.
 */
export default function FormEmbed({ src, title, height = 640 }: FormEmbedProps) {
  if (!isEmbeddableUrl(src)) return null;
  return (
    <iframe
      className="form-embed"
      src={src}
      title={title}
      loading="lazy"
      sandbox={EMBED_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      width="100%"
      height={height}
    />
  );
}
