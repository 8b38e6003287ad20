/** The brand's mark (brand/logo-mark.svg, the favicon): a setting sun over water. */
import { Art } from './art';
import { C } from './palette';

export function logoMark() {
  const a = new Art(64, 64, 'logo');
  a.circle(32, 32, 32, C.teal);
  a.circle(32, 32, 28.5, 'none', ` stroke="${C.sage}" stroke-width="1.5"`);
  a.path('M17,36A15,15 0 0 1 47,36Z', C.terraL);
  a.stroke('M13,41.5q4.75,-3.2 9.5,0t9.5,0t9.5,0t9.5,0', C.sageXL, 2.8);
  a.stroke('M19,48.5q3.25,-2.6 6.5,0t6.5,0t6.5,0t6.5,0', C.sageL, 2.4);
  return a;
}
