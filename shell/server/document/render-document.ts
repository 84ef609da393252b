import { randomUUID } from 'node:crypto';
import {
  appElements,
  appRootElementId,
  defaultLanguage,
  escapeAttribute,
  escapeHtml,
  type Notice,
  nativeFormFields,
  nativeFormMarkers,
  type PageData,
  pageDataElementId,
  type RemoteName,
  type RemoteRegistryEntry,
  type RuntimeConfig,
  remoteRegistryElementId,
  runtimeConfigElementId,
  type ShellDocumentFile,
  scriptJson,
  shellElementId,
  siteIconFiles,
} from 'shared-data/core';
import { colors } from 'shared-ui/colors';
import { genericPreviewIn } from '../link-preview/referral-preview';
import type { ServedPage } from '../remote-pages/served-page';
import { consentBar } from './consent-bar';
import { headTags, type PageHead } from './page-head';
import { pageScripts, startingScripts } from './preload-links';

/** Everything one page's document is made of. */
export interface DocumentParts {
  /** What the shell's build gives every page (`document.json`). */
  shell: ShellDocumentFile;
  config: RuntimeConfig;
  /** The remote registry, carried by the page so the shell starts without asking for it. */
  registry: readonly RemoteRegistryEntry[];
  head: PageHead;
  /** A remote's page for its app's element, with what the server knew when it rendered it. */
  page?: { app: RemoteName; path: string; served: ServedPage; data?: PageData };
  /**
   * The shell's own page, for the shell's element: its markup, and its style tags for the head when it has them (the
   * 404 page in the site's layout; the short answer to a post has none).
   */
  shellPage?: { html: string; css?: string };
  /** A notice at the top of the page, announced as a status: what happens after a lead form was sent. */
  notice?: Notice;
  /** A fresh key for each empty idempotency key field of the page's forms; random by default. */
  newFormKey?: () => string;
  /** When the page is served (epoch ms), for each empty start time field of its forms; now by default. */
  servedAt?: number;
  /** Scripts of `npm run dev` the page loads beside its own (its remote's page reloads); none in production. */
  devScripts?: readonly string[];
}

const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;

/**
 * The whole HTML document of a page. The head: the early script first (inline, allowed by its hash in the CSP, so
 * no click on the markup is lost and the first paint waits for no second request), the consent bar's script next
 * when an analytics id is set (inline too, so a kept choice hides the bar before the first paint), the route's title
 * and meta tags, the scripts as `startingScripts` starts them (on a page of server markup, at the visitor's first
 * intent), and the page's style tags. The body: the runtime config, the registry and the page's data as JSON
 * blocks (data, not scripts), the analytics consent bar first when an analytics id is set, a notice when there is one,
 * and every remote's element, the page's markup in its app's, marked with its path, then the shell's element with the
 * shell's own page. Pages are rendered once and served to everyone, so each lead form's empty idempotency key and
 * start time are filled here, for this answer.
 */
export function renderDocument({
  shell,
  config,
  registry,
  head,
  page,
  shellPage,
  notice,
  newFormKey = randomUUID,
  servedAt = Date.now(),
  devScripts = [],
}: DocumentParts): string {
  const bar = consentBar(config, head.language ?? defaultLanguage);
  const pageHtml = page && withFormFields(page.served.html, newFormKey, servedAt);
  const headParts = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<meta name="theme-color" content="${colors.primary}" />`,
    `<script>${shell.earlyScript.code}</script>`,
    bar && `<script>${shell.consentScript.code}</script>`,
    ...headTags(head, config, previewOf(head, shell)),
    `<link rel="icon" href="${siteIconFiles.favicon}" sizes="32x32" />`,
    `<link rel="icon" href="${escapeAttribute(shell.icon)}" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="${siteIconFiles.appleTouchIcon}" />`,
    `<link rel="manifest" href="${siteIconFiles.manifest}" />`,
    ...startingScripts(
      shell,
      page && pageScripts(page.served.preloads ?? { scripts: [], shared: [] }, shell, head.language),
    ),
    page?.served.css,
    shellPage?.css,
    bar?.style,
    ...devScripts.map((src) => `<script src="${escapeAttribute(src)}" async></script>`),
  ].filter(Boolean);
  const blocks = [
    jsonBlock(runtimeConfigElementId, config),
    jsonBlock(remoteRegistryElementId, registry),
    ...(page ? [jsonBlock(pageDataElementId, { ...page.data, renderedAt: page.served.renderedAt })] : []),
  ];
  return [
    '<!doctype html>',
    `<html lang="${head.language ?? defaultLanguage}">`,
    '  <head>',
    ...headParts.map((part) => `    ${part}`),
    '  </head>',
    '  <body>',
    ...(bar ? [`    ${bar.markup}`] : []),
    ...(notice ? [`    ${noticeMarkup(notice)}`] : []),
    ...blocks.map((block) => `    ${block}`),
    `    <div id="${appRootElementId}">`,
    `      ${appElements(page && { app: page.app, path: page.path, html: pageHtml ?? '' })}`,
    `      <div id="${shellElementId}">${shellPage?.html ?? ''}</div>`,
    '    </div>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}
/** The page's own preview picture, else the one the shell's build rendered for its path, else the generic one in its language. */
/** The page's own preview picture, else the one the shell's build rendered for its path, else the generic one. */
const previewOf = ({ preview, canonicalPath, language }: DocumentParts['head'], shell: ShellDocumentFile) =>
  preview ??
  (canonicalPath === undefined ? undefined : shell.previews.pages[canonicalPath]) ??
  genericPreviewIn(shell.previews, language ?? defaultLanguage);

/**
 * The page's markup with every empty idempotency key field given a key of its own and every empty start time field
 * the serving time, so a form posted without script sends one lead per fill (decision record 027).
 */
const withFormFields = (html: string, newFormKey: () => string, servedAt: number) =>
  html
    .replaceAll(nativeFormMarkers.idempotencyKey, () =>
      hiddenField(nativeFormFields.idempotencyKey, newFormKey()),
    )
    .replaceAll(nativeFormMarkers.startedAt, hiddenField(nativeFormFields.startedAt, String(servedAt)));

const hiddenField = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeAttribute(value)}"/>`;

const noticeStyle = [
  `background:${colors.surfaceAlt}`,
  `color:${colors.text}`,
  `border-bottom:3px solid ${colors.success}`,
  'padding:12px 16px',
  'font:15px/1.4 system-ui,sans-serif',
  'text-align:center',
].join(';');

/** A notice as the first thing of the page, announced as a status. */
const noticeMarkup = ({ title, description }: Notice) =>
  `<div role="status" style="${noticeStyle}"><strong>${escapeHtml(title)}</strong> ${escapeHtml(description)}</div>`;
