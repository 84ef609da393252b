import { companyFacts, responsePromiseFigures } from 'shared-data/catalog';
import { defineBook, type Language } from 'shared-data/site';
import type { Claim } from './claims';
import type ruDiscussProject from './texts/discuss-project.ru';

/** The /service page's points and steps in each language, by id. */
export const discussProjectTexts = defineBook<typeof ruDiscussProject>('catalog/discuss-project', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-marketing" */ './texts/discuss-project.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-marketing" */ './texts/discuss-project.uz'),
});

/** The /service page's book, as each language gives it. */
export type DiscussProjectTexts = typeof ruDiscussProject;

/**
 * What a visitor should tell about a project on /service, in the language of `texts`. (The language is taken
 * for the builders' one signature: the words are all in the book.)
 */
export function projectBriefPointsIn(texts: DiscussProjectTexts, _language: Language): readonly Claim[] {
  const { goal, audience, scope, timing } = texts.briefPoints;
  return [
    { id: 'goal', ...goal, icon: 'target' },
    { id: 'audience', ...audience, icon: 'users' },
    { id: 'scope', ...scope, icon: 'list-checks' },
    { id: 'timing', ...timing, icon: 'calendar' },
  ];
}

/**
 * What happens after a visitor describes a project on /service, step by step, in the language of `texts`: the
 * first step promises the consultation form's answer time within the agency's opening hours.
 */
export function projectNextStepsIn(texts: DiscussProjectTexts, _language: Language): readonly Claim[] {
  const { reply, call, proposal } = texts.nextSteps;
  const { opens, closes } = companyFacts.openingHours;
  return [
    {
      id: 'reply',
      value: '1',
      label: reply.label,
      description: reply.description(responsePromiseFigures.consultationFormMinutes, opens, closes),
      icon: 'phone',
    },
    { id: 'call', value: '2', ...call, icon: 'headphones' },
    { id: 'proposal', value: '3', ...proposal, icon: 'file-check' },
  ];
}
