import { createRouter } from '../../http/router';
import { subscribeNewsletterHandler } from './newsletter.handlers';
import { subscribeNewsletter } from './newsletter.routes';

export const newsletterRouter = createRouter().openapi(subscribeNewsletter, subscribeNewsletterHandler);
