/**
 * The /video-tour page body, the target of the products' Preview links.
 *
 * Props:
 * - `tours`: every product tour (one per sub-industry), in catalogue order.
 * - `video`: the self-hosted tour video (src/data/productTour.json); each product plays its chapter.
 * - `productName`: the site's product name, appended to the document title.
 *
 * Behaviour: the server HTML lists every tour, each with a native player that loads nothing but
 * its poster until Play (the page as crawlers and visitors without JavaScript see it). Once
 * hydrated, a query naming a product (`?industry=..&subIndustry=..`) turns the page into that
 * product's tour: heading and document title name the product, with its player and Schedule Demo
 * and View Pricing links for it. A missing or unknown query keeps the list.
 */
import { useEffect, useState } from 'react';
import { ArrowLeft } from './icons';
import { findTour, productQuery, type TourChapter } from '../lib/videoTour';
import { withProductSuffix } from '../lib/seo';
import { withErrorBoundary } from './ErrorBoundary';
import { TourVideo, type TourVideoProps } from './video/TourVideo';

export interface Tour {
  industry: string;
  subIndustry: string;
  productName: string;
  description: string;
  /** The product's part of the tour video; the whole tour when undefined. */
  chapter?: TourChapter | undefined;
  /** The product page, e.g. `/products/healthcare/hospital`. */
  link: string;
  /** The product's own poster (its first screen in the tour), a site path. */
  poster?: string | undefined;
}

export interface VideoTourProps {
  tours: Tour[];
  video: TourVideoProps['video'];
  productName: string;
}

const PRIMARY =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 font-semibold text-white shadow-sm hover:bg-brand-700';
const OUTLINE =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50';

/** Schedule Demo and View Pricing for one product. */
function TourLinks({ tour }: { tour: Tour }) {
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      <a href={`/request-demo?${productQuery(tour.industry, tour.subIndustry)}`} className={PRIMARY}>
        Schedule Demo<span className="sr-only"> of {tour.productName}</span>
      </a>
      <a href={`${tour.link}#pricing`} className={OUTLINE}>
        View Pricing<span className="sr-only"> of {tour.productName}</span>
      </a>
    </div>
  );
}

function VideoTour({ tours, video, productName }: VideoTourProps) {
  const [selected, setSelected] = useState<Tour | undefined>(undefined);

  useEffect(() => {
    const tour = findTour(tours, window.location.search);
    if (!tour) return;
    setSelected(tour);
    document.title = withProductSuffix(`${tour.productName} video tour`, productName);
  }, [tours, productName]);

  if (selected) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <a
          href="/video-tour"
          className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All product tours
        </a>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
          {selected.productName} video tour
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{selected.description}</p>
        <div className="mt-8 overflow-hidden rounded-2xl shadow-lg ring-1 ring-slate-200">
          <TourVideo
            video={video}
            title={`${selected.productName} tour`}
            chapter={selected.chapter}
            poster={selected.poster}
          />
        </div>
        <TourLinks tour={selected} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-page px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">Product video tours</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">
        A short walk through the screens of each package, with captions. Pick your business and press Play.
      </p>
      <ul className="mt-10 grid gap-8 md:grid-cols-2">
        {tours.map((tour) => (
          <li
            key={`${tour.industry}/${tour.subIndustry}`}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 className="text-xl font-semibold text-ink">{tour.productName} tour</h2>
            <p className="mb-4 mt-1 text-sm text-ink-muted">{tour.description}</p>
            <div className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
              <TourVideo video={video} title={`${tour.productName} tour`} chapter={tour.chapter} poster={tour.poster} />
            </div>
            <TourLinks tour={tour} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default withErrorBoundary(VideoTour);
export { VideoTour };
