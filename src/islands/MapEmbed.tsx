/**
 * The office map on /contact-us, loaded only on demand: a static, original preview
 * (public/images/map-thapathali.svg) with a 'Load map' button that inserts the map provider's
 * iframe. Nothing is requested from the provider before the visitor presses it. A plain link to
 * the provider's map sits under the preview, for visitors without JavaScript and for a full view.
 *
 * The button exists only once the island has hydrated; after the click the focus moves into the
 * map. A later strict CSP must allow the provider in `frame-src`.
 */
import { useEffect, useRef, useState } from 'react';
import { ExternalLink, MapIcon } from './icons';
import { withErrorBoundary } from './ErrorBoundary';

export interface MapEmbedProps {
  /** Unique id prefix for the elements inside, e.g. "office-map". */
  id: string;
  /** The provider's embeddable page (site.json address.mapEmbedUrl). */
  embedUrl: string;
  /** The plain map link (address.mapUrl). */
  mapUrl: string;
  /** e.g. "OpenStreetMap". */
  providerName: string;
  /** The iframe's accessible name. */
  title: string;
  /** Its words in the page's language (`{provider}`: the provider's name), from the page's dictionary. */
  text: MapEmbedText;
  /** The static preview image, 640×400. */
  previewSrc: string;
  previewAlt: string;
}

/** The map's texts in one language. */
export interface MapEmbedText {
  loadMap: string;
  note: string;
  openMap: string;
  opensInNewTab: string;
}

function MapEmbed({ id, embedUrl, mapUrl, providerName, title, previewSrc, previewAlt, text }: MapEmbedProps) {
  const withProvider = (template: string) => template.replace('{provider}', providerName);
  const [mounted, setMounted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noteId = `${id}-note`;

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  return (
    <div>
      <div className="relative aspect-[16/10] overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        {loaded ? (
          <iframe
            ref={frameRef}
            src={embedUrl}
            title={title}
            className="h-full w-full border-0"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <img
              src={previewSrc}
              alt={previewAlt}
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
            {mounted && (
              <div className="absolute inset-x-0 bottom-0 flex justify-center pb-5">
                <button
                  type="button"
                  onClick={() => setLoaded(true)}
                  aria-describedby={noteId}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white shadow-lg ring-4 ring-white/80 hover:bg-brand-700"
                >
                  <MapIcon className="h-5 w-5" aria-hidden="true" />
                  {text.loadMap}
                </button>
              </div>
            )}
          </>
        )}
      </div>
      {mounted && !loaded && (
        <p id={noteId} className="mt-2 text-sm text-ink-muted">
          {withProvider(text.note)}
        </p>
      )}
      <a
        href={mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
      >
        {withProvider(text.openMap)}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{text.opensInNewTab}</span>
      </a>
    </div>
  );
}

export default withErrorBoundary(MapEmbed);
