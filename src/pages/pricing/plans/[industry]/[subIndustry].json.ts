/**
 * /pricing/plans/{industry}/{subIndustry}.json: one product's plan cards and comparison table as
 * data, written at build time from its pricing record. The /pricing chooser shows one product in
 * its HTML and fetches another's plans from here only when a visitor picks it, so the page does not
 * carry seven products' tables.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getAllPricing } from '../../../../data/content';
import { pricingPlansOf } from '../../../../lib/pricing';

export const getStaticPaths = (async () => {
  const pricing = await getAllPricing();
  return Object.entries(pricing).map(([key, record]) => {
    const [industry = '', subIndustry = ''] = key.split('/');
    return { params: { industry, subIndustry }, props: { record } };
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props }) => {
  const where = { industry: params.industry ?? '', subIndustry: params.subIndustry ?? '' };
  return new Response(JSON.stringify(pricingPlansOf(props.record, where)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
