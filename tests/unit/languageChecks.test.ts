import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/integrations/builtPages.mjs';
import { readText, untranslatedWords } from '../dist/checks/languages.mjs';

describe('untranslated words on a Nepali page', () => {
  it('reads text and the attributes a visitor hears, not scripts, templates or text marked as English', () => {
    const html =
      '<main><h1>डेमो</h1><img alt="Map of Kathmandu"><script>var English</script><template>Menu</template><input placeholder="Email"><a href="/x" lang="en">English</a><button aria-label="Scroll to top"></button></main>';
    expect(untranslatedWords(readText(parseHtml(html)))).toEqual([
      'Map',
      'of',
      'Kathmandu',
      'Email',
      'Scroll',
      'to',
      'top',
    ]);
  });

  it('reads a word with its number as one word: a standard or a paper size the glossary keeps', () => {
    expect(untranslatedWords('HL7 र RS-232, A5 साइज, ISO/IEC 27001; Step1 र B2B')).toEqual(['Step1', 'B2B']);
  });

  it('keeps the brand, the glossary abbreviations and addresses', () => {
    expect(
      untranslatedWords(
        'Sarathi ERP को OPD र IRD बिलिङ, sales@sarathierp.com.np, https://www.sarathierp.com.np/ne, WhatsApp',
      ),
    ).toEqual([]);
  });
});
