/** GET /constants/pricing.json: pricing records keyed `{industry}/{subIndustry}`. */
import type { APIRoute } from 'astro';
import { getAllPricing } from '../../data/content';

export const GET: APIRoute = async () => Response.json(await getAllPricing());
