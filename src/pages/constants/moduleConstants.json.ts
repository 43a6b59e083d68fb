/** GET /constants/moduleConstants.json: modules keyed by module key (title, description, mainPoints, industries). */
import type { APIRoute } from 'astro';
import { getModules } from '../../data/content';

export const GET: APIRoute = async () => {
  const modules = await getModules();
  return Response.json(
    Object.fromEntries(
      modules.map(({ key, title, description, mainPoints, industries }) => [
        key,
        { title, description, mainPoints, industries },
      ]),
    ),
  );
};
