/**
 * The brand logos of the footer's social links (simple-icons), by the `brand` key of site.json's
 * `social` profiles. They are symbols of the site's icon sprite (src/pages/icons/sprite.svg.ts),
 * `brand-{key}`, so no page carries their long paths.
 */
import { siFacebook, siInstagram, siTiktok, siX, siYoutube, type SimpleIcon } from 'simple-icons';
import type { SiteFacts } from '../schemas/site';

/** Each brand's logo; the keys are SPRITE_BRANDS of src/islands/icons.tsx, which versions the sprite's URL. */
export const BRAND_ICONS: Record<SiteFacts['social'][number]['brand'], SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  youtube: siYoutube,
  tiktok: siTiktok,
  x: siX,
};

/** The sprite symbol id of a brand logo: "instagram" → "brand-instagram". */
export function brandSymbolId(brand: string): string {
  return `brand-${brand}`;
}
