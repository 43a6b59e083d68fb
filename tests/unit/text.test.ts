import { describe, expect, it } from 'vitest';
import { splitLastWord, unbreakableRuns } from '../../src/lib/text';
import { itGives } from './support/cases';

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

describe('unbreakableRuns', () => {
  const kept = (text: string) =>
    unbreakableRuns(text)
      .filter((run) => run.keep)
      .map((run) => run.text);

  itGives('keeps each term a line must not split in one run', kept, [
    ['From sign-up to go-live in four steps', ['go-live']],
    ['Go live in 1-2 weeks for clinics and 3-6 months for large hospitals', ['1-2 weeks', '3-6 months']],
    ['Waiting fell from 70 to 25 minutes', ['25 minutes']],
    ['Losses fell from Rs. 4.8 lakh to Rs. 1.6 lakh a year', ['Rs. 4.8 lakh', 'Rs. 1.6 lakh']],
    ['Paid plans from Rs. 12,500', ['Rs. 12,500']],
    ['A 150 beds hospital, fiscal year 2081-82', ['150 beds', '2081-82']],
    ['Registration and OPD queue', []],
  ]);

  itGives('keeps a Nepali amount, a Devanagari number with its next word, and the brand in one run', kept, [
    ['वार्षिक नोक्सानी रु. ४.८ लाखबाट घटेर रु. १.६ लाख भयो', ['रु. ४.८ लाखबाट', 'रु. १.६ लाख']],
    ['२४ घण्टे इमर्जेन्सी, ई. २०२६ को जनवरीमा', ['२४ घण्टे', '२०२६ को']],
    ['४०% भन्दा बढी परिकार।', ['४०% भन्दा']],
    ['हाम्रा ग्राहकले Sarathi ERP र Sarathi रेस्टुरेन्ट ERP चलाउँछन्', ['Sarathi ERP']],
    ['सबै विभाग एउटै प्रणालीमा।', []],
  ]);

  it('gives back the text unchanged when the runs are joined', () => {
    const text = 'Go live in 1-2 weeks; large hospitals in 3-6 months, from Rs. 12,500.';
    expect(
      unbreakableRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });

  it('gives one plain run for a text without such terms, and for an empty text', () => {
    expect(unbreakableRuns('Hospital dashboard')).toEqual([{ text: 'Hospital dashboard', keep: false }]);
    expect(unbreakableRuns('')).toEqual([{ text: '', keep: false }]);
  });
});
