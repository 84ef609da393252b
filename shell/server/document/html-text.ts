/** Text for an HTML element or a double-quoted attribute, any character escaped that could end either. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** A URL or path for a double-quoted attribute. */
export const attributeValue = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** JSON that is safe inside a `<script>` element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
