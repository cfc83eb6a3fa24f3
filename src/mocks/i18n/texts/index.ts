import { ACCOUNT_TEXTS } from './account';
import { IPO_TEXTS } from './ipo';
import { METHOD_TEXTS } from './methods';
import { MONEY_TEXTS } from './money';
import { TICKET_TEXTS } from './tickets';

/** Every seeded text of the demo backend, in the cabinet's eleven languages. */
export const TEXTS = {
  ...MONEY_TEXTS,
  ...METHOD_TEXTS,
  ...IPO_TEXTS,
  ...TICKET_TEXTS,
  ...ACCOUNT_TEXTS,
};

export type TextKey = keyof typeof TEXTS;
