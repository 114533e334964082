import { describe, expect, it } from 'vitest';
import { photoFileProblem, photoMessages } from './residenceCardPhoto';

const megabyte = 1024 * 1024;

describe('residence-card photo file checks (SPEC 5.7)', () => {
  it.each([
    ['accepts a jpg', { name: 'zairyu.jpg', size: 2 * megabyte }, null],
    ['accepts an upper-case JPEG extension', { name: '在留カード表面.JPEG', size: megabyte }, null],
    ['accepts a png of exactly 10 MB', { name: 'card.png', size: 10 * megabyte }, null],
    ['rejects an empty file', { name: 'card.png', size: 0 }, 'EMPTY_FILE'],
    ['rejects a file over 10 MB', { name: 'card.png', size: 10 * megabyte + 1 }, 'SIZE_TOO_LARGE'],
    ['rejects a heic photo', { name: 'IMG_0001.HEIC', size: megabyte }, 'NOT_SUPPORTED_FILE'],
    ['rejects a name without an extension', { name: 'card', size: megabyte }, 'NOT_SUPPORTED_FILE'],
    ['rejects a name with a reserved character', { name: 'card?.png', size: megabyte }, 'HAS_PROHIBITED_CHAR'],
    ['rejects a name with a path separator', { name: '../card.png', size: megabyte }, 'HAS_PROHIBITED_CHAR'],
    ['accepts 128 characters including the extension', { name: `${'あ'.repeat(124)}.png`, size: megabyte }, null],
    ['rejects 129 characters including the extension', { name: `${'あ'.repeat(125)}.png`, size: megabyte }, 'TOO_LONG_NAME'],
  ])('%s', (_name, file, expected) => {
    expect(photoFileProblem(file)).toBe(expected);
  });

  it('has a Japanese and an English message for every code', () => {
    for (const message of Object.values(photoMessages)) {
      expect(message.ja).toMatch(/[ぁ-んァ-ン]/u);
      expect(message.en).toMatch(/^[A-Z][\x20-\x7e]+\.$/u);
    }
  });
});
