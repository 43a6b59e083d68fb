import { clinicScreens } from './clinic.mjs';
import { dentalScreens } from './dental.mjs';
import { hospitalScreens } from './hospital.mjs';
import { labScreens } from './lab.mjs';
import { pharmacyScreens } from './pharmacy.mjs';
import { physioScreens } from './physio.mjs';
import { restaurantScreens } from './restaurant.mjs';

/** File name under /images/products/ (without .svg) → function returning the SVG text. */
export const productScreens = {
  ...hospitalScreens,
  ...clinicScreens,
  ...labScreens,
  ...dentalScreens,
  ...pharmacyScreens,
  ...physioScreens,
  ...restaurantScreens,
};
