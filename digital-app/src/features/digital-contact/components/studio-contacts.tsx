import type { ReactNode } from 'react';
import { companyIn, companyTexts, emailHref, phoneHref } from 'shared-data/catalog';
import { Heading, useRuntimeConfig, useTexts, VisuallyHidden } from 'shared-ui';
import { Grid } from 'shared-ui/content';
import { IconBadge } from '../../../components/icon-badge';
import { digitalTexts } from '../../../texts/book';

interface ContactItem {
  icon: string;
  kind: string;
  value: ReactNode;
}

/** A link that opens in a new tab, which it says to a screen reader (`newTab`, a text of the book). */
const external = (href: string, text: string, newTab: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {text}
    <VisuallyHidden>{newTab}</VisuallyHidden>
  </a>
);

/** The agency's contacts from the runtime config, with its address and opening hours. */
export function StudioContacts() {
  const { agencyPhone, contactEmail, telegramUrl, instagramUrl } = useRuntimeConfig();
  const texts = useTexts(digitalTexts).contact;
  const company = companyIn(useTexts(companyTexts));
  const items: readonly ContactItem[] = [
    { icon: 'phone', kind: texts.phone, value: <a href={phoneHref(agencyPhone)}>{agencyPhone}</a> },
    { icon: 'mail', kind: 'Email', value: <a href={emailHref(contactEmail)}>{contactEmail}</a> },
    { icon: 'telegram', kind: 'Telegram', value: external(telegramUrl, texts.writeInTelegram, texts.newTab) },
    { icon: 'instagram', kind: 'Instagram', value: external(instagramUrl, texts.instagram, texts.newTab) },
    { icon: 'globe', kind: texts.address, value: company.addressText },
    { icon: 'clock', kind: texts.hours, value: company.openingHours.text },
  ];
  return (
    <>
      <Heading level={3} size="sm" id="studio-contacts-title">
        {texts.contactsTitle}
      </Heading>
      <Grid as="ul" aria-labelledby="studio-contacts-title" columns={{ base: 1, sm: 2 }} gap="md">
        {items.map((item) => (
          <li
            key={item.icon}
            css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}
          >
            <IconBadge name={item.icon} />
            <span css={{ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' }}>
              <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
                {item.kind}
              </span>
              <span
                css={(theme) => ({
                  fontWeight: theme.fontWeights.semibold,
                  '& a': { color: theme.colors.primary, textUnderlineOffset: '0.2em' },
                })}
              >
                {item.value}
              </span>
            </span>
          </li>
        ))}
      </Grid>
    </>
  );
}
