/**
 * Links for the contact facts of site.json and the team. Pure. Numbers are written for people, e.g.
 * "+977 985-1047236".
 */

/** `tel:` link of a displayed number: "+977 985-1047236" → "tel:+9779851047236". */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

/** WhatsApp click-to-chat link of a displayed number: "+977 985-1047236" → "https://wa.me/9779851047236". */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** `mailto:` link of an e-mail address. */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** Display names of the map services the site may embed, by host (without `www.`). */
const MAP_PROVIDERS: Readonly<Record<string, string>> = {
  'openstreetmap.org': 'OpenStreetMap',
  'google.com': 'Google Maps',
  'maps.google.com': 'Google Maps',
  'bing.com': 'Bing Maps',
};

/**
 * The name to show for a map URL's service, e.g.
 * "https://www.openstreetmap.org/export/embed.html?…" → "OpenStreetMap"; an unknown host is
 * shown as the host itself ("maps.example.com"). Throws on a string that is not a URL.
 */
export function mapProviderName(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return MAP_PROVIDERS[host] ?? host;
}
