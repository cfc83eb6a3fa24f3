import {
  getChangePasswordMockHandler,
  getGetSessionsMockHandler,
  getGetVerificationMockHandler,
  getRevokeSessionMockHandler,
  getUpdateProfileMockHandler,
  getUpdateProfileSettingsMockHandler,
  getUploadVerificationDocumentMockHandler,
} from '@/api/generated/settings/settings.msw';
import { commit, demoNowIso, getDb, publicUser } from '../db';
import { Validator, flag, invalid, isFile, readBody, requireAuth, text } from '../http-utils';
import type { UserRow, VerificationRow } from '../schema';
import { ARTICLE_LOCALES } from '../seed/articles';
import { checkNewPassword } from './auth';

const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence', 'proof_of_address'];
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

function verificationOf(user: UserRow): VerificationRow {
  const db = getDb();
  let row = db.verifications.find((item) => item.user_id === user.id);
  if (!row) {
    row = { user_id: user.id, status: 'none', documents: [] };
    db.verifications.push(row);
  }
  return row;
}

const publicVerification = ({ user_id: _u, ...verification }: VerificationRow) => verification;

export const settingsHandlers = [
  getUpdateProfileSettingsMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    const locale = v.requireText(body, 'language_cabinet');
    if (locale && !ARTICLE_LOCALES.includes(locale))
      v.add('language_cabinet', 'The selected language cabinet is invalid.');
    v.check();
    user.language_cabinet = locale;
    commit();
    return { status: 'Language saved.', language_cabinet: locale };
  }),

  getUpdateProfileMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    const firstName = v.requireText(body, 'first_name');
    const secondName = v.requireText(body, 'second_name');
    for (const [field, value] of [
      ['first_name', firstName],
      ['second_name', secondName],
    ] as const) {
      if (value.length > 50)
        v.add(
          field,
          `The ${field.replace('_', ' ')} field must not be greater than 50 characters.`,
        );
    }
    const country = text(body.country).toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country))
      v.add('country', 'The country field must be a two-letter country code.');
    v.check();
    user.first_name = firstName;
    user.second_name = secondName;
    if (body.phone !== undefined) user.phone = text(body.phone) || null;
    if (body.country !== undefined) user.country = country || null;
    commit();
    return publicUser(user);
  }),

  getChangePasswordMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    if (!text(body.current_password))
      v.add('current_password', 'The current password field is required.');
    else if (body.current_password !== user.password)
      v.add('current_password', 'The password is incorrect.');
    const password = checkNewPassword(v, body);
    v.check();
    user.password = password;
    commit();
    return { status: 'Your password has been changed.' };
  }),

  getGetSessionsMockHandler(({ request }) => {
    const { user, token } = requireAuth(request);
    const rows = getDb()
      .sessions.filter((row) => row.user_id === user.id)
      .sort((a, b) => b.last_active_at.localeCompare(a.last_active_at));
    return {
      data: rows.map(({ user_id: _u, ...row }) => ({
        ...row,
        current: row.id === token.session_id,
      })),
    };
  }),

  getRevokeSessionMockHandler(async ({ request }) => {
    const { user, token } = requireAuth(request);
    const body = await readBody(request);
    const db = getDb();
    const own = db.sessions.filter((row) => row.user_id === user.id);
    let revoked: string[];
    if (flag(body.all_others)) {
      revoked = own.filter((row) => row.id !== token.session_id).map((row) => row.id);
    } else {
      const id = text(body.session_id);
      if (!id) invalid({ session_id: ['The session id field is required.'] });
      if (!own.some((row) => row.id === id))
        invalid({ session_id: ['The selected session id is invalid.'] });
      if (id === token.session_id)
        invalid({ session_id: ['Use sign out to end the current session.'] });
      revoked = [id];
    }
    db.sessions = db.sessions.filter((row) => !revoked.includes(row.id));
    db.tokens = db.tokens.filter((row) => !revoked.includes(row.session_id));
    commit();
    return {
      status:
        revoked.length === 1
          ? 'The session has been signed out.'
          : `${revoked.length} sessions have been signed out.`,
    };
  }),

  getGetVerificationMockHandler(({ request }) => {
    const { user } = requireAuth(request);
    return { data: publicVerification(verificationOf(user)) };
  }),

  getUploadVerificationDocumentMockHandler(async ({ request }) => {
    const { user } = requireAuth(request);
    const body = await readBody(request);
    const v = new Validator();
    const type = v.requireText(body, 'document_type', 'document type');
    if (type && !DOCUMENT_TYPES.includes(type))
      v.add('document_type', 'The selected document type is invalid.');
    const file = body.file;
    if (!isFile(file)) v.add('file', 'The file field is required.');
    else if (file.size > MAX_DOCUMENT_BYTES)
      v.add('file', 'The file field must not be greater than 10240 kilobytes.');
    v.check();
    const verification = verificationOf(user);
    verification.documents.push({
      type,
      status: 'pending',
      uploaded_at: demoNowIso(),
      reason: null,
    });
    if (verification.status !== 'verified') verification.status = 'pending';
    commit();
    return { data: publicVerification(verification) };
  }),
];
