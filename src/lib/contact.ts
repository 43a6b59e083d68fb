/**
 * Links for the contact facts of site.json and the team (SPEC §2.10, §2.13). Pure.
 * Numbers are written for people, e.g. "+977 980-1234567".
 */

/** `tel:` link of a displayed number: "+977 980-1234567" → "tel:+9779801234567". */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

/** WhatsApp click-to-chat link of a displayed number: "+977 980-1234567" → "https://wa.me/9779801234567". */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
