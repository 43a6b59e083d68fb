import { describe, expect, it } from 'vitest';
import { mailtoHref, mapProviderName, telHref, whatsappHref } from '../../src/lib/contact';

describe('contact links', () => {
  it('turns displayed numbers into tel: and WhatsApp links', () => {
    expect(telHref('+977 985-1047236')).toBe('tel:+9779851047236');
    expect(telHref('+977 1-4218760')).toBe('tel:+97714218760');
    expect(whatsappHref('+977 980-2135948')).toBe('https://wa.me/9779802135948');
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
