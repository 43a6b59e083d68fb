/** GET /constants/pricing-ne.json: pricing records keyed `{industry}/{subIndustry}`, their texts in Nepali. */
import type { APIRoute } from 'astro';
import { getAllPricing } from '../../data/content';

export const GET: APIRoute = async () => Response.json(await getAllPricing('ne'));
