/**
 * The words a Nepali page writes in Latin script (docs/glossary.md#kept-in-latin-script): the
 * brand and the company's legal name, names of products and services, and the abbreviations that
 * name an office, a system or a unit as customers read them. Everything else on a Nepali page is
 * Nepali; the checks over dist/ and the form test count any other Latin word as left untranslated.
 */
export const KEPT_IN_LATIN: ReadonlySet<string> = new Set([
  // The brand and the company
  'Sarathi',
  'ERP',
  'Software',
  'Pvt',
  'Ltd',
  // Products and services by their own names
  'WhatsApp',
  'Google',
  'Meet',
  'OpenStreetMap',
  'eSewa',
  'Khalti',
  'Fonepay',
  // Abbreviations as customers read them
  'OPD',
  'IPD',
  'IRD',
  'HIB',
  'SSF',
  'VAT',
  'CBMS',
  'PAN',
  'UTC',
  'NPT',
  'KB',
  // The phone number pattern of the demo form (९८XXXXXXXX)
  'XXXXXXXX',
]);
