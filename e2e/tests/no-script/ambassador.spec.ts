import { expect, test } from '../../fixtures';

// A phone whose scripts never run (switched off, blocked or failing): the registration still goes through the
// page's own form and the site's server.

for (const [title, setup] of [
  ['with JavaScript switched off', { javaScriptEnabled: false }],
  ['with every script request failing', { javaScriptEnabled: true }],
] as const) {
  test.describe(`the ambassador's registration ${title}`, () => {
    test.use({ ...setup, viewport: { width: 390, height: 844 } });

    test('registers, shows the promo code and link, and says an address already in the programme beside its field', async ({
      page,
      site,
    }) => {
      if (setup.javaScriptEnabled) await page.route('**/*.js', (route) => route.abort());
      const email = title.includes('off') ? 'nodir.no-script@example.uz' : 'nodira.failing@example.uz';
      await page.goto(site.url('/ambassador'));
      await page.getByRole('textbox', { name: /Полное имя/ }).fill('Нодира Алиева');
      await page.getByRole('textbox', { name: /Email/ }).fill(email);
      await page.getByRole('button', { name: 'Стать амбассадором' }).click();

      const welcome = page.getByRole('status').filter({ hasText: 'Вы стали амбассадором' });
      await expect(welcome).toBeVisible();
      await expect(welcome).toContainText(/Ваш промокод: NODIRA15-[2-9A-HJKMNP-Z]{7}\./);
      await expect(welcome).toContainText(site.url('/referral/'));
      // The thanks is the page's once: where the page's inline script runs, it takes it off the address, so a reload
      // does not show the promo code again.
      const address = new URL(page.url()).searchParams;
      expect(address.get('sent')).toBe(setup.javaScriptEnabled ? null : 'ambassador_registration');
      expect(address.has('welcome')).toBe(!setup.javaScriptEnabled);

      // The same address again: the page comes back with the message beside the e-mail and the name kept.
      await page.getByRole('textbox', { name: /Полное имя/ }).fill('Нодира Алиева');
      await page.getByRole('textbox', { name: /Email/ }).fill(email);
      await page.getByRole('button', { name: 'Стать амбассадором' }).click();
      await expect(page.getByText(/уже участвует в программе/)).toBeVisible();
      await expect(page.getByRole('textbox', { name: /Полное имя/ })).toHaveValue('Нодира Алиева');
      await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue(email);
    });
  });
}
