import { callHref, displayPhone } from 'shared-data/phone';

/** A stored phone as people read it (`+998 90 123 45 67`), a `tel:` link when it parses; `label` words the link. */
export function PhoneLink({
  phone,
  label = (shown) => shown,
}: {
  phone: string;
  label?: (shown: string) => string;
}) {
  const href = callHref(phone);
  const text = label(displayPhone(phone));
  return href ? <a href={href}>{text}</a> : <span>{text}</span>;
}
