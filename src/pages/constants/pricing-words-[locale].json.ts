/**
 * GET /constants/pricing-words-{locale}.json: every fixed word of a product's plans in that
 * language (PricingText), which the /pricing chooser loads with the records of a product it draws.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES, type Locale } from '../../i18n/locales';
import { pricingText } from '../../i18n/islandWords';

export const getStaticPaths = (() => LOCALES.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => Response.json(pricingText(params.locale as Locale));
