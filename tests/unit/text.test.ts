import { describe, expect, it } from 'vitest';
import { splitLastWord } from '../../src/lib/text';

describe('splitLastWord', () => {
  it('keeps the space with the lead and the last word apart', () => {
    expect(splitLastWord('Bagmati Community Hospital')).toEqual(['Bagmati Community ', 'Hospital']);
  });

  it('returns the whole text as the last word when it is one word', () => {
    expect(splitLastWord('Newa')).toEqual(['', 'Newa']);
    expect(splitLastWord('')).toEqual(['', '']);
  });

  it('ignores trailing spaces', () => {
    expect(splitLastWord('Thamel Momo House  ')).toEqual(['Thamel Momo ', 'House']);
  });
});
