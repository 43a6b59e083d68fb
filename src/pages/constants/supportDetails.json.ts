/** GET /constants/supportDetails.json: support team keyed by member name (post, phoneNumber, whatsapp, image). */
import type { APIRoute } from 'astro';
import { getSupportTeam } from '../../data/content';

type Member = Awaited<ReturnType<typeof getSupportTeam>>[number];
/** Absent optional fields are written as null, so every member has the same keys. */
const entryOf = ({ name, post, phoneNumber, whatsapp, image }: Member) =>
  [name, { post, phoneNumber: phoneNumber ?? null, whatsapp: whatsapp ?? null, image: image ?? null }] as const;

export const GET: APIRoute = async () => Response.json(Object.fromEntries((await getSupportTeam()).map(entryOf)));
