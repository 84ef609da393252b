/**
 * Opens another page of the site the way a plain link does: the browser loads that page's HTML, which arrives
 * rendered and is often already prerendered by the page's speculation rules (on hover or touch of its link).
 */
export function openPage(href: string): void {
  window.location.assign(href);
}
