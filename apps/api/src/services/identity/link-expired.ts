import { LINK_EXPIRED } from '@restora/shared/domain/account-texts';
import { AppError } from '../../errors';

/** A one-time link that is unknown, used or past its time: the page says so and offers a new one. */
export const linkExpired = () => new AppError('validation_failed', LINK_EXPIRED, { token: LINK_EXPIRED });
