import { defineBook, type Language } from 'shared-data/site';
import type ruBlog from './texts/blog.ru';

/** A static article of the /blog page. */
export interface BlogArticle {
  id: string;
  title: string;
  description: string;
  excerpt: string;
  author: string;
  /** Publication date, ISO `YYYY-MM-DD`. */
  date: string;
  /** Reading time in minutes. */
  readTime: number;
  views: number;
  comments: number;
  tags: readonly string[];
  /** Alternative text of the cover image. */
  imageAlt: string;
}

/** The blog's texts in each language: every article's title, excerpt, author, tags and cover text, by id. */
export const blogTexts = defineBook<typeof ruBlog>('catalog/blog', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-marketing" */ './texts/blog.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-marketing" */ './texts/blog.uz'),
});

/** The blog's book, as each language gives it. */
export type BlogTexts = typeof ruBlog;

type ArticleId = keyof BlogTexts['articles'];

/** What an article is apart from its words: its date and figures. */
interface ArticleFacts {
  id: ArticleId;
  date: string;
  readTime: number;
  views: number;
  comments: number;
}

/** The six static articles of /blog, newest first; the first one is featured. */
const articleFacts: readonly ArticleFacts[] = [
  { id: 'smm-strategy-2025', date: '2025-07-14', readTime: 8, views: 2480, comments: 34 },
  { id: 'targeting-mistakes', date: '2025-07-02', readTime: 6, views: 1875, comments: 21 },
  { id: 'local-seo', date: '2025-06-18', readTime: 7, views: 1532, comments: 17 },
  { id: 'telegram-bots-for-business', date: '2025-06-05', readTime: 5, views: 1290, comments: 12 },
  { id: 'crm-implementation', date: '2025-05-21', readTime: 9, views: 980, comments: 9 },
  { id: 'branding-small-business', date: '2025-05-07', readTime: 6, views: 1104, comments: 14 },
];

/**
 * The articles of /blog in the language of `texts`, newest first. (The language is taken for the builders'
 * one signature: an article's words are all in its book.)
 */
export function blogArticlesIn(texts: BlogTexts, _language: Language): readonly BlogArticle[] {
  return articleFacts.map(({ id, date, readTime, views, comments }) => {
    const { title, description, excerpt, author, tags, imageAlt } = texts.articles[id];
    return { id, title, description, excerpt, author, date, readTime, views, comments, tags, imageAlt };
  });
}

/** The featured article at the top of /blog: the newest. */
export const featuredArticleOf = (articles: readonly BlogArticle[]) => articles[0] as BlogArticle;

/** The articles listed under the featured one. */
export const listedArticlesOf = (articles: readonly BlogArticle[]): readonly BlogArticle[] =>
  articles.slice(1);
