import { cutText, foldToLine } from 'shared-data/core';

/** The most graphemes of an ambassador's name a preview picture shows. */
export const previewNameMaxLength = 32;

// The picture's fonts have no emoji: a pictograph, flag, skin tone or the joiners between them would show as a box.
const pictographs =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f|\u20e3/gu;

/** Text for a preview picture: on one line, without control characters or emoji. */
export const pictureText = (text: string) => foldToLine(text.normalize('NFC').replace(pictographs, ' '));

/**
 * An ambassador's name as a preview picture may show it: the name comes from a visitor's registration, so it is put
 * on one line, loses control characters and emoji, and is cut by grapheme. Empty when nothing is left to show.
 */
export const previewName = (name: string) =>
  cutText(pictureText(name), previewNameMaxLength, { unit: 'grapheme' });
