/** The stay scenes' greens, and trunk brown toned to the time of day. */
import { tone, type Time } from '../times';

export const G = {
  deep: '#2f5d50',
  mid: '#4e7f6f',
  soft: '#6f9a86',
  meadow: '#8fb08e',
  jungle: '#3f6e58',
  olive: '#8da596',
};

export function trunkCol(T: Time) {
  return tone(T, '#6e5a48');
}
