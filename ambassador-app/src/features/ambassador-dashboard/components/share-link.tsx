import { useState, useSyncExternalStore } from 'react';
import { Button, useTexts } from 'shared-ui';
import { ambassadorTexts } from '../../../texts/book';

/** Where a link can be shared from a browser without the system share sheet, with its message. */
const shareTargets = (link: string, message: string) => [
  {
    app: 'Telegram',
    href: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`,
  },
  { app: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}` },
];

const hasShareSheet = () => typeof navigator.share === 'function';
const unchanging = () => () => {};

export interface ShareLinkProps {
  link: string;
  promoCode: string;
}

/**
 * Sharing the referral link in one tap: the system share sheet where the browser has one (phones), links to share in
 * Telegram and WhatsApp where it has none, or when the sheet fails (closing it is no failure).
 */
export function ShareLink({ link, promoCode }: ShareLinkProps) {
  const texts = useTexts(ambassadorTexts).sharing;
  const sheet = useSyncExternalStore(unchanging, hasShareSheet, () => false);
  const [sheetFailed, setSheetFailed] = useState(false);
  const message = texts.shareMessage(promoCode);

  if (sheet && !sheetFailed) {
    const share = async () => {
      try {
        await navigator.share({ title: texts.shareTitle, text: message, url: link });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setSheetFailed(true);
      }
    };
    return <Button onClick={share}>{texts.share}</Button>;
  }
  return (
    <ul
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.sm,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      })}
    >
      {shareTargets(link, message).map(({ app, href }) => (
        <li key={app}>
          <Button href={href} target="_blank" rel="noopener noreferrer" variant="secondary">
            {texts.shareIn(app)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
