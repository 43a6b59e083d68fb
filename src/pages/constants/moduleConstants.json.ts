/** GET /constants/moduleConstants.json: modules keyed by module key (title, description, mainPoints, industries). */
import type { APIRoute } from 'astro';
import { getModules, type ModuleView } from '../../data/content';

const entryOf = ({ key, title, description, mainPoints, industries }: ModuleView) =>
  [key, { title, description, mainPoints, industries }] as const;

export const GET: APIRoute = async () => Response.json(Object.fromEntries((await getModules()).map(entryOf)));
