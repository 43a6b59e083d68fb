/** GET /constants/supportDetails.json: support team keyed by member name (post, phoneNumber, whatsapp, image). */
import type { APIRoute } from 'astro';
import { getSupportTeam } from '../../data/content';

export const GET: APIRoute = async () => {
  const team = await getSupportTeam();
  return Response.json(
    Object.fromEntries(
      team.map(({ name, post, phoneNumber, whatsapp, image }) => [
        name,
        { post, phoneNumber: phoneNumber ?? null, whatsapp: whatsapp ?? null, image: image ?? null },
      ]),
    ),
  );
};
