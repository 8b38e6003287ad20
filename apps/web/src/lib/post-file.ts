import { ApiError } from './api-client';

/**
 * Sends one file as multipart/form-data (field `file`) and reads the JSON answer. Straight to fetch: the
 * typed client sends bodies as text, which would mangle the file's bytes. Every failure leaves as an
 * ApiError with the server's message.
 */
export async function postFile<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'We could not reach Restora. Check your connection and try again.',
    );
  }
  const payload = (await response.json().catch(() => undefined)) as
    (T & { error?: { code: string; message: string } }) | undefined;
  if (response.ok && payload) return payload;
  const error = payload?.error;
  throw new ApiError(
    response.status,
    error?.code ?? 'http_error',
    error?.message ?? `The server answered ${response.status}.`,
  );
}
