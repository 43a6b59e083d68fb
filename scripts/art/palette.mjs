/**
 * The site's colours for the art: brand, accent and ink from tailwind.config.mjs, greys and status
 * tones from Tailwind's default palette (slate, emerald, amber, red, rose, white), so a picture uses the
 * same colours as the page around it.
 */
import colors from 'tailwindcss/colors.js';
import tailwindConfig from '../../tailwind.config.mjs';

const { brand, accent, ink } = tailwindConfig.theme.extend.colors;
const { slate, emerald, amber, red, rose, white } = colors;

export { accent, amber, brand, emerald, ink, red, rose, slate, white };

/** Slate greys named s{step}, e.g. s50 … s800, for the given Tailwind steps. */
export const slateSteps = (steps) => Object.fromEntries(steps.map((step) => [`s${step}`, slate[step]]));
