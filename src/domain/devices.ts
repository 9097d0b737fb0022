import { DEFAULT_DEVICE } from './constants';

/**
 * The devices the Doorstroomtoets runs on, as the registration form offers them and the product
 * page's facts name them. A module of its own: the pages that state the fact do not also ship
 * the forms' other option tables (src/domain/options.ts).
 */
export const DEVICES = [DEFAULT_DEVICE, 'Laptops / Computers', 'iPads', 'MacBooks'] as const;
