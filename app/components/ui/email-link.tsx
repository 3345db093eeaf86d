interface EmailLinkProps {
  readonly email: string;
  readonly className?: string;
}

/** A mailto link that, on narrow screens, breaks after the @ rather than mid-word. */
export function EmailLink({ email, className }: EmailLinkProps) {
  const at = email.indexOf("@");
  return (
    <a href={`mailto:${email}`} className={className}>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </a>
  );
}
