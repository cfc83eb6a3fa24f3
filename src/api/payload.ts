import type { AxiosRequestConfig } from 'axios';

export type FormMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

const isBlob = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

/** True when the payload holds a File or Blob anywhere (top level, in arrays or nested objects). */
export function hasFiles(value: unknown): boolean {
  if (isBlob(value)) return true;
  if (Array.isArray(value)) return value.some(hasFiles);
  if (isPlainObject(value)) return Object.values(value).some(hasFiles);
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value.length > 0;
  return false;
}

function append(data: FormData, key: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) data.append(key, '');
  else if (isBlob(value)) data.append(key, value, (value as File).name ?? 'blob');
  else if (typeof FileList !== 'undefined' && value instanceof FileList) {
    for (const file of Array.from(value)) data.append(`${key}[]`, file, file.name);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      // Scalars and files as `name[]`; objects need their index to keep their fields together.
      if (isPlainObject(item) || Array.isArray(item)) append(data, `${key}[${index}]`, item);
      else append(data, `${key}[]`, item);
    });
  } else if (value instanceof Date) data.append(key, value.toISOString());
  else if (isPlainObject(value)) {
    for (const [name, inner] of Object.entries(value)) append(data, `${key}[${name}]`, inner);
  } else if (typeof value === 'boolean') data.append(key, value ? '1' : '0');
  else data.append(key, String(value));
}

/**
 * Multipart form data of a payload: arrays as `name[]`, nested objects as `name[key]`, booleans
 * as `1`/`0` (what a Laravel backend reads as booleans), null as an empty string.
 */
export function toFormData(values: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) append(data, key, value);
  return data;
}

/**
 * The request for a form's values: GET and DELETE send them as query parameters; other methods
 * send JSON, or multipart when the values hold files. PUT and PATCH with files go as POST with
 * `_method` (browsers and PHP only parse multipart bodies of POST).
 */
export function buildFormRequest(
  method: FormMethod,
  url: string,
  values: Record<string, unknown>,
): AxiosRequestConfig {
  if (method === 'get' || method === 'delete') return { method, url, params: values };
  if (!hasFiles(values)) return { method, url, data: values };
  const data = toFormData(values);
  if (method === 'post') return { method, url, data };
  data.append('_method', method.toUpperCase());
  return { method: 'post', url, data };
}
