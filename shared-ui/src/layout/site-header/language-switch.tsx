import { languageChoice } from 'shared-data/page';
import type { Language } from 'shared-data/site';
import { languageOfPath, pagePathOf, pathIn } from 'shared-data/site';
import { useCurrentPathname } from 'shared-ui';

/** Each language's name in itself, as a visitor looking for their language recognises it. */
const languageNames: Readonly<Record<Language, string>> = { ru: 'Русский', uz: 'O‘zbekcha' };

/** The language a page's switch leads to: the other one of the site's two. */
const otherLanguage = (language: Language): Language => (language === 'ru' ? 'uz' : 'ru');

/**
 * The link to this very page in the other language: «O‘zbekcha» on a Russian page, «Русский» on an Uzbek one. A plain
 * link, so it works before any script and without one; the early script keeps the choice and carries the section and
 * the address's query (a referral code) over (`keepLanguageChoice`).
 */
export function LanguageSwitch({ className, pathname: given }: { className?: string; pathname?: string }) {
  const current = useCurrentPathname();
  const pathname = given ?? current;
  const to = otherLanguage(languageOfPath(pathname));
  return (
    <a
      className={className}
      href={pathIn(to, pagePathOf(pathname))}
      hrefLang={to}
      lang={to}
      {...{ [languageChoice.switchAttribute]: to }}
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: '2.75rem',
        padding: `0 ${theme.space.xs}`,
        color: theme.colors.text,
        fontWeight: theme.fontWeights.medium,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        whiteSpace: 'nowrap',
      })}
    >
      {languageNames[to]}
    </a>
  );
}
