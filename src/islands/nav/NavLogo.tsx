import brandMark from './brandMark.json';

const centre = brandMark.size / 2;

/**
 * The product's wordmark linking home: an original wheel mark ("Sarathi" = charioteer) and the name.
 * The mark's shapes come from brandMark.json, which the art kit (scripts/art/brand.mjs) also draws
 * the favicon, logo and every picture's mark from, so the header and the art show one mark.
 * `href`: the home page in the page's language ('/' or '/ne').
 */
export function NavLogo({ productName, href = '/' }: { productName: string; href?: string }) {
  const { size, tile, rim, spokes, hub } = brandMark;
  return (
    <a
      href={href}
      className="flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-ink"
    >
      <svg viewBox={`0 0 ${size} ${size}`} className="h-8 w-8" aria-hidden="true">
        <rect width={size} height={size} rx={tile.rx} className="fill-brand-600" />
        <circle cx={centre} cy={centre} r={rim.r} fill="none" strokeWidth={rim.strokeWidth} className="stroke-white" />
        <path d={spokes.d} strokeWidth={spokes.strokeWidth} className="stroke-white" />
        <circle cx={centre} cy={centre} r={hub.r} className="fill-accent-400" />
      </svg>
      <span>{productName}</span>
    </a>
  );
}
