/** GET /constants/customers.json: the customer list (name, logo, link, industry), built from the collection. */
import type { APIRoute } from 'astro';
import { getCustomers } from '../../data/content';

export const GET: APIRoute = async () => {
  const customers = await getCustomers();
  return Response.json(
    customers.map(({ name, logo, link, industry }) => ({ name, logo: logo ?? null, link: link ?? null, industry })),
  );
};
