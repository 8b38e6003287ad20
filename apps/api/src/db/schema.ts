import * as audit from './schema/audit';
import * as auth from './schema/auth';
import * as bookings from './schema/bookings';
import * as content from './schema/content';
import * as conversations from './schema/conversations';
import * as jobs from './schema/jobs';
import * as journeys from './schema/journeys';
import * as mail from './schema/mail';
import * as messagePhotos from './schema/message-photos';
import * as messageReports from './schema/message-reports';
import * as newsletter from './schema/newsletter';
import * as partners from './schema/partners';
import * as photos from './schema/photos';
import * as paymentsSchema from './schema/payments';
import * as profiles from './schema/profiles';
import * as rateLimits from './schema/rate-limits';
import * as refundsSchema from './schema/refunds';
import * as retreats from './schema/retreats';
import * as reviews from './schema/reviews';
import * as roomCalendar from './schema/room-calendar';
import * as servicesSchema from './schema/services';
import * as shop from './schema/shop';
import * as stays from './schema/stays';

/** Every table, for drizzle's relational queries; each feature keeps its tables in schema/<feature>.ts. */
export const schema = {
  ...auth,
  ...profiles,
  ...rateLimits,
  ...newsletter,
  ...stays,
  ...bookings,
  ...servicesSchema,
  ...reviews,
  ...paymentsSchema,
  ...refundsSchema,
  ...content,
  ...shop,
  ...journeys,
  ...mail,
  ...partners,
  ...roomCalendar,
  ...retreats,
  ...photos,
  ...audit,
  ...jobs,
  ...conversations,
  ...messagePhotos,
  ...messageReports,
};
export type Schema = typeof schema;
