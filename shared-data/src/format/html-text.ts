const markupCharacters: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for HTML or XML markup: an element's text or a quoted attribute's value. Every character that could end
 * either or start markup (`& < > " '`) is escaped.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => markupCharacters[ch] ?? ch);

/** A URL or path for a double-quoted attribute: only `&` and `"` are escaped, so it reads as it is written. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** JSON that is safe inside a `<script>` element: no `<` can close it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
