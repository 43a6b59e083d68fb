import { describe, expect, it } from 'vitest';
import { mailtoHref, mapProviderName, telHref, whatsappHref } from '../../src/lib/contact';

describe('contact links', () => {
  it('turns displayed numbers into tel: and WhatsApp links', () => {
    expect(telHref('+977 980-1234567')).toBe('tel:+9779801234567');
    expect(telHref('+977 1-5970123')).toBe('tel:+97715970123');
    expect(whatsappHref('+977 980-7654321')).toBe('https://wa.me/9779807654321');
  });

  it('builds a mailto: link', () => {
    expect(mailtoHref(' info@sarathierp.com.np ')).toBe('mailto:info@sarathierp.com.np');
  });
});

describe('mapProviderName', () => {
  it('names known map services and falls back to the host', () => {
    expect(mapProviderName('https://www.openstreetmap.org/export/embed.html?bbox=1')).toBe('OpenStreetMap');
    expect(mapProviderName('https://www.google.com/maps/embed?pb=x')).toBe('Google Maps');
    expect(mapProviderName('https://maps.example.com/embed')).toBe('maps.example.com');
  });

  it('throws on text that is not a URL', () => {
    expect(() => mapProviderName('openstreetmap')).toThrow();
  });
});
