import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import { TextEncoder } from 'node:util';
import { testRuntimeConfig } from 'shared-data/testing';

// The server's render runs here beside jsdom, which lacks what React's Node renderer schedules with; the release id
// is what the build defines.
Object.assign(globalThis, { setImmediate, ReadableStream, TextEncoder, __RELEASE_ID__: 'test' });

async function render(path: string) {
  const { renderPage } = await import('./server');
  return renderPage({ path, config: testRuntimeConfig });
}

describe('marketing pages rendered on the server', () => {
  it('mark what a visitor acts on as islands and name their code, never the page’s own', async () => {
    const { html, chunks } = await render('/pricing');
    // The header's menu is markup, its sheet opened by the button's command: it names no code. The forms of the
    // closed order dialogs are not named either: they come when their dialog opens.
    expect(chunks).toEqual(['ReferralOffer']);
    // The tariff's button is markup that opens its dialog; the dialog's form is the island, its tariff in its props.
    expect(html).toContain('command="show-modal" commandfor="order-popular"');
    expect(html).toContain(
      '<div data-island="PlanOrderForm" data-island-props="{&quot;dialogId&quot;:&quot;order-popular&quot;,&quot;planName&quot;:&quot;POPULAR&quot;,&quot;price&quot;:11050000}"',
    );
    expect(html).toContain('aria-label="Выбрать тариф POPULAR"');
  });

  it('leave a page with nothing to act on but its links and its menu as markup, naming no code', async () => {
    const { html, chunks } = await render('/why-choose-us');
    expect(chunks).toEqual([]);
    expect(html).toContain('command="show-modal" commandfor="site-menu"');
    expect(html).toMatch(/<dialog id="site-menu"(?![^>]* open)[^>]*>/);
  });

  it('render a form island with its fields and leave the form kit to its hydration', async () => {
    expect((await render('/blog')).chunks).toEqual(['NewsletterForm']);
    const { html, chunks } = await render('/');
    expect(chunks).toContain('ConsultationSectionForm');
    expect(chunks).not.toContain('form-kit');
    const form = html.slice(html.indexOf('data-island="ConsultationSectionForm"'));
    expect(form).toMatch(/^[\s\S]*?<form[^>]*>[\s\S]*?<input[^>]*name="name"/);
  });

  it('render the about section’s buttons as markup that opens its dialogs, the consultation form the one island', async () => {
    const { html, chunks } = await render('/');
    expect(chunks).not.toContain('ConsultationDialogForm');
    expect(html).toContain('command="show-modal" commandfor="about-agency"');
    expect(html).toContain('command="show-modal" commandfor="consultation"');
    expect(html).toMatch(/<dialog id="about-agency"(?![^>]* open)[^>]*>/);
    expect(html).toContain(
      '<div data-island="ConsultationDialogForm" data-island-props="{&quot;dialogId&quot;:&quot;consultation&quot;}"',
    );
  });
});
