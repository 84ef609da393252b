import { linkPreviewSize } from 'shared-data/core';
import { pngSize } from '../../../tools/png-size';
import { renderPreviewPicture } from './preview-picture';

describe('renderPreviewPicture', () => {
  it('renders a PNG of the link preview size from a Cyrillic title', async () => {
    const png = await renderPreviewPicture('Маркетинг и digital-разработка в Ташкенте');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(linkPreviewSize).toEqual({ width: 1200, height: 630 });
  });

  it('draws the title: other titles give other pictures', async () => {
    const [one, other] = await Promise.all([
      renderPreviewPicture('Лола дарит вам скидку 15%'),
      renderPreviewPicture('Азиз дарит вам скидку 15%'),
    ]);
    expect(Buffer.from(one).equals(Buffer.from(other))).toBe(false);
  });

  it('survives emoji, control characters and a very long title', async () => {
    const title = `Лола 😀👍🏽🇺🇿👩‍💻\u0000\u0007\u202e ${'очень длинное имя '.repeat(40)}`;
    expect(pngSize(await renderPreviewPicture(title))).toEqual(linkPreviewSize);
  });
});
