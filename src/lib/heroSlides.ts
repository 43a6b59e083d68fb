/**
 * Slides of the hero carousel on the products and industry pages: one per package, showing its
 * first screenshot and linking to the package. Pure.
 */

/** Size the screenshots are drawn at (px); the carousel reserves this aspect ratio. */
export const SCREEN_SIZE = { width: 1280, height: 800 } as const;

interface ProductWithScreens {
  productName: string;
  link: string;
  screenshots: readonly { image?: string | undefined; alt: string; description: string }[];
}

/** A carousel slide (a CarouselSlide of src/lib/carousel.ts). */
interface ScreenSlide {
  image: { src: string; alt: string; width: number; height: number };
  title: string;
  description: string;
  href: string;
}

/** One slide per product that has a screenshot with an image, in the given order; others are skipped. */
export function firstScreenSlides(products: readonly ProductWithScreens[]): ScreenSlide[] {
  return products.flatMap((product) => {
    const shot = product.screenshots.find((screenshot) => screenshot.image);
    if (!shot?.image) return [];
    return [
      {
        image: { src: shot.image, alt: shot.alt, ...SCREEN_SIZE },
        title: product.productName,
        description: shot.description,
        href: product.link,
      },
    ];
  });
}
