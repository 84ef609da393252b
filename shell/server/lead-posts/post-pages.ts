import { callHref, escapeAttribute, escapeHtml, type RuntimeConfig } from 'shared-data/core';
import type { PageHead } from '../document/page-head';

/** A short page of the shell's own that answers a post it did not send on: its head and its body's markup. */
export interface PostPage {
  head: PageHead;
  markup: string;
}

const page = (title: string, paragraphs: readonly string[]): PostPage => ({
  head: { meta: { title, description: title, keywords: [] }, noindex: true },
  markup:
    `<main><section aria-labelledby="shell-page-title"><h1 id="shell-page-title">${escapeHtml(title)}</h1>` +
    `${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')}</section></main>`,
});

const backTo = (path: string) => `<a href="${escapeAttribute(path)}">Вернуться к форме</a>`;

const contacts = ({ agencyPhone, contactEmail }: Pick<RuntimeConfig, 'agencyPhone' | 'contactEmail'>) => {
  const phone = callHref(agencyPhone);
  const phoneText = escapeHtml(agencyPhone);
  const email = escapeHtml(contactEmail);
  return `Или свяжитесь с нами: ${phone ? `<a href="${escapeAttribute(phone)}">${phoneText}</a>` : phoneText}, <a href="mailto:${email}">${email}</a>.`;
};

/** The pages a post is answered with when the shell's server does not send its lead on. */
export const postPages = {
  /** 403: the form was posted from another site. Nothing was stored. */
  crossSite: (path: string) =>
    page('Заявка не принята', [
      'Форма пришла с другого сайта, поэтому мы её не приняли и ничего не сохранили.',
      `Откройте форму на нашем сайте и отправьте её там. ${backTo(path)}`,
    ]),
  /** 413: more than the form could hold. */
  tooLarge: (config: Pick<RuntimeConfig, 'agencyPhone' | 'contactEmail'>) =>
    page('Слишком большая форма', [
      'В форме больше текста, чем мы принимаем (до 64 КБ), поэтому заявка не отправлена.',
      `Вернитесь назад — введённое сохранится, — сократите текст и отправьте снова. ${contacts(config)}`,
    ]),
  /** 400 or 415: a post that is no lead form of the site. */
  unreadable: (path: string) =>
    page('Форма не распознана', [
      'Мы не смогли прочитать отправленную форму, поэтому заявка не сохранена.',
      `Откройте страницу с формой и отправьте её снова. ${backTo(path)}`,
    ]),
  /** 429: too many posts from this visitor for now; what to do instead of losing the lead. */
  tooMany: (config: Pick<RuntimeConfig, 'agencyPhone' | 'contactEmail'>) =>
    page('Слишком много отправок', [
      'Заявка не отправлена: с вашего адреса пришло слишком много заявок за последнюю минуту.',
      `Подождите минуту, вернитесь назад — введённое сохранится — и отправьте форму снова. ${contacts(config)}`,
    ]),
};
