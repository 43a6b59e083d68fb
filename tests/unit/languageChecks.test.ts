import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/integrations/builtPages.mjs';
import { readText, untranslatedWords } from '../dist/checks/languages.mjs';

describe('untranslated words on a Nepali page', () => {
  it('reads text and the attributes a visitor hears, not scripts or templates', () => {
    const html =
      '<main><h1>डेमो</h1><img alt="Map of Kathmandu"><script>var English</script><template>Menu</template><input placeholder="Email"></main>';
    expect(untranslatedWords(readText(parseHtml(html)))).toEqual(['Map', 'of', 'Kathmandu', 'Email']);
  });

  it('keeps the brand, the glossary abbreviations and addresses', () => {
    expect(
      untranslatedWords(
        'Sarathi ERP को OPD र IRD बिलिङ, sales@sarathierp.com.np, https://www.sarathierp.com.np/ne, WhatsApp',
      ),
    ).toEqual([]);
  });
});
