import { describe, expect, it } from 'vitest';
import { mailtoHref, mapProviderName, telHref, whatsappHref } from '../../src/lib/contact';

describe('contact links', () => {
  it.each([
    ['telHref', '+977 985-1047236', 'tel:+9779851047236', telHref],
    ['telHref', '+977 1-4218760', 'tel:+97714218760', telHref],
    ['whatsappHref', '+977 980-2135948', 'https://wa.me/9779802135948', whatsappHref],
    ['mailtoHref', ' info@sarathierp.com.np ', 'mailto:info@sarathierp.com.np', mailtoHref],
  ])('%s turns the displayed %j into %j', (_name, shown, href, link) => {
    expect(link(shown)).toBe(href);
  });
});

describe('mapProviderName', () => {
  it.each([
    ['https://www.openstreetmap.org/export/embed.html?bbox=1', 'OpenStreetMap'],
    ['https://www.google.com/maps/embed?pb=x', 'Google Maps'],
    ['https://maps.example.com/embed', 'maps.example.com'],
  ])('names the map at %s %j (a known service by its name, any other by its host)', (url, name) => {
    expect(mapProviderName(url)).toBe(name);
  });

  it('throws on text that is not a URL', () => {
    expect(() => mapProviderName('openstreetmap')).toThrow();
  });
});
