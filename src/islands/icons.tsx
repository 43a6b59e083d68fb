/**
 * The Lucide icons islands use, drawn from the site's sprite file (/icons/sprite.svg, built by
 * src/pages/icons/sprite.svg.ts and cached by the browser): an island ships a `<use>` reference
 * instead of each icon's paths and Lucide's React runtime, which keeps the JavaScript of every page
 * a few KB smaller and no page carries the sprite itself.
 *
 * Each export takes the props of an `<svg>` and renders a 24×24 icon drawing as large as its
 * `className` makes it (every icon is given a size class). Names are Lucide's; an icon missing from ISLAND_ICONS is a type error.
 */
import type { SVGProps } from 'react';
import { iconSpriteUrl, iconSymbolId } from '../lib/iconSymbols';

/** Every Lucide icon an island draws, by Lucide's PascalCase name; the sprite holds exactly these. */
export const ISLAND_ICONS = [
  'ArrowLeft',
  'ArrowRight',
  'Building',
  'Check',
  'ChevronDown',
  'ChevronLeft',
  'ChevronRight',
  'CircleAlert',
  'CircleCheck',
  'CirclePlay',
  'ExternalLink',
  'LoaderCircle',
  'Map',
  'MapPin',
  'Menu',
  'Pause',
  'Play',
  'Search',
  'SlidersHorizontal',
  'X',
] as const;

/**
 * Icons static pages draw (Icon.astro) on most pages, which the sprite holds too, so that no page
 * carries their drawing: the top bar's and the footer's, the scroll-to-top arrow, the FAQ card's,
 * and the industries' and products' icons of the home, products, industries and pricing pages.
 * Any other icon of a page is drawn once in the page itself.
 */
export const PAGE_SPRITE_ICONS = [
  'ArrowUp',
  'ChefHat',
  'Clock',
  'Cloud',
  'FlaskConical',
  'Headset',
  'HeartPulse',
  'Hospital',
  'LogIn',
  'Mail',
  'MessageCircleQuestionMark',
  'PersonStanding',
  'Phone',
  'Pill',
  'ShoppingBag',
  'Stethoscope',
  'ToothbrushSparkles',
  'Truck',
  'UtensilsCrossed',
] as const;

/** Every Lucide icon the sprite holds: the islands' and the pages' shared ones. */
export const SPRITE_ICONS: readonly string[] = [...ISLAND_ICONS, ...PAGE_SPRITE_ICONS];

/** The brand logos the sprite holds too (src/lib/brandIcons.ts), for its URL's version. */
export const SPRITE_BRANDS = ['facebook', 'instagram', 'youtube', 'tiktok', 'x'] as const;

export type IslandIconName = (typeof ISLAND_ICONS)[number];

/** The site's icon sprite, at a URL that changes with its icons (and brand logos). */
export const ICON_SPRITE_URL = iconSpriteUrl([...SPRITE_ICONS, ...SPRITE_BRANDS]);

type IconProps = SVGProps<SVGSVGElement>;

/** An icon component that draws `name` from the page's sprite. */
function spriteIcon(name: IslandIconName) {
  const href = `${ICON_SPRITE_URL}#${iconSymbolId(name)}`;
  function SpriteIcon(props: IconProps) {
    return (
      <svg viewBox="0 0 24 24" {...props}>
        <use href={href} />
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}

export const ArrowLeft = spriteIcon('ArrowLeft');
export const ArrowRight = spriteIcon('ArrowRight');
export const Building = spriteIcon('Building');
export const Check = spriteIcon('Check');
export const ChevronDown = spriteIcon('ChevronDown');
export const ChevronLeft = spriteIcon('ChevronLeft');
export const ChevronRight = spriteIcon('ChevronRight');
export const CircleAlert = spriteIcon('CircleAlert');
export const CircleCheck = spriteIcon('CircleCheck');
export const CirclePlay = spriteIcon('CirclePlay');
export const ExternalLink = spriteIcon('ExternalLink');
export const LoaderCircle = spriteIcon('LoaderCircle');
export const MapIcon = spriteIcon('Map');
export const MapPin = spriteIcon('MapPin');
export const Menu = spriteIcon('Menu');
export const Pause = spriteIcon('Pause');
export const Play = spriteIcon('Play');
export const Search = spriteIcon('Search');
export const SlidersHorizontal = spriteIcon('SlidersHorizontal');
export const X = spriteIcon('X');
