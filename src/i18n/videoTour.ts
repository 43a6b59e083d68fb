/**
 * The tour video's words in Nepali: the player's fallback (the home page's dialog and /ne/video-tour
 * share it), the /ne/video-tour page's texts and the Nepali names of the screens each chapter shows.
 * The video's captions stay English. Terms follow docs/glossary.md.
 */
import type { TourVideoText } from '../islands/video/TourVideo';
import type { VideoTourText } from '../islands/VideoTour';
import { CATALOGUE_TEXT } from './catalogue';
import { localizedHref } from './nepaliPages';

/** What a Nepali page's player shows when the browser cannot play the video. */
export const NEPALI_TOUR_VIDEO_TEXT: TourVideoText = {
  cannotPlay: 'तपाईंको ब्राउजरले यो भिडियो चलाउन सक्दैन।',
  download: 'भिडियो डाउनलोड गर्नुहोस्',
};

/** /ne/video-tour's words; its links lead to the Nepali pages where they are built. */
export const NEPALI_VIDEO_TOUR_TEXT: VideoTourText = {
  heading: 'प्रोडक्टका भिडियो टुर',
  lead: 'सबै {count} प्याकेजका स्क्रिन देखाउने एउटै छोटो टुर, अङ्ग्रेजी क्याप्सनसहित। सुरुदेखि हेर्नुहोस्, वा आफ्नो व्यवसाय छानेर सिधै त्यसको भागमा जानुहोस्।',
  allTours: 'सबै प्रोडक्टका टुर',
  productHeading: '{product} को भिडियो टुर',
  productPlayer: '{product} को टुर',
  wholePlayer: '{product} को प्रोडक्ट टुर',
  play: 'टुर हेर्नुहोस्',
  nowPlaying: 'अहिले चलिरहेको',
  wholeTour: 'पूरा टुर',
  packages: '{count} प्याकेज, ',
  chapters: 'भागहरू',
  scheduleDemo: CATALOGUE_TEXT.ne.scheduleDemo,
  comparePackages: 'प्याकेजहरू तुलना गर्नुहोस्',
  viewPricing: CATALOGUE_TEXT.ne.viewPricing,
  of: ': {product}',
  duration: {
    locale: 'ne',
    minute: '{count} मिनेट',
    minutes: '{count} मिनेट',
    second: '{count} सेकेन्ड',
    seconds: '{count} सेकेन्ड',
  },
  player: NEPALI_TOUR_VIDEO_TEXT,
  links: {
    demo: localizedHref('/request-demo', 'ne'),
    products: localizedHref('/products', 'ne'),
    tours: localizedHref('/video-tour', 'ne'),
  },
};

/**
 * The Nepali names of the screens the tour's chapters show (src/data/productTour.json), by their
 * English names; a screen missing here fails the build of /ne/video-tour.
 */
export const TOUR_SCREEN_NAMES: Readonly<Record<string, string>> = {
  'Hospital dashboard': 'अस्पतालको ड्यासबोर्ड',
  'Registration and OPD queue': 'दर्ता र OPD कतार',
  Appointments: 'अपोइन्टमेन्ट',
  'Consultation and e-prescription': 'परामर्श र ई-प्रेस्क्रिप्सन',
  'Sample tracking': 'नमुना ट्र्याकिङ',
  'Result entry': 'नतिजा प्रविष्टि',
  'Dental chart': 'दाँतको चार्ट',
  'Chair schedule': 'चेयर तालिका',
  'Point of sale': 'बिक्री काउन्टर (POS)',
  'Inventory and expiry': 'इन्भेन्टरी र म्याद',
  'Therapy schedule': 'थेरापी तालिका',
  'Assessment and progress': 'जाँच र प्रगति',
  Tables: 'टेबलहरू',
  'Order taking': 'अर्डर लिने',
};
