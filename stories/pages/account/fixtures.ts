import type { User } from '@/api/generated/model';

/** A client who never gave a phone number or a country. */
export const USER_WITHOUT_CONTACT: User = {
  id: 2,
  first_name: 'Maria',
  second_name: 'Novak',
  email: 'client@example.com',
  status: 'active',
  role: 'client',
  avatar_url: null,
  language_cabinet: 'en',
  email_verified_at: null,
  phone: null,
  country: null,
};

/** The new password the security stories choose (meets the rules, differs from the demo's). */
export const NEW_PASSWORD = 'Correct-Horse-42';
