/**
 * A `<script type="application/ld+json">` element with structured data (schema.org JSON-LD),
 * rendered on the server only: use it WITHOUT a `client:*` directive, so it ships no JavaScript.
 *
 * Why a React component: Astro does not evaluate `{expressions}` inside a <script> element and
 * HTML-escapes expression output elsewhere (quotes become &quot;, which breaks the JSON), and the
 * house rules forbid `set:html`. React writes a script element's text child as it is, so the JSON
 * stays valid; `serializeJsonLd` has already escaped `<`, `>` and `&`, so nothing in the data can
 * end the element. The browser never executes a data block (its type is not JavaScript), so a
 * strict Content-Security-Policy needs no hash for it.
 *
 * Props: `data`, a JSON-LD object (e.g. from src/lib/structuredData.ts buildOrganizationJsonLd).
 * Usage in a page: `<JsonLd slot="head" data={...} />` puts it in BaseLayout's <head>.
 */
import { serializeJsonLd, type JsonLd as JsonLdData } from '../../lib/structuredData';

export default function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json">{serializeJsonLd(data)}</script>;
}
