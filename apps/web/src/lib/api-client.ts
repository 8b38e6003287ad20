import type { ApiErrorBody } from '@restora/shared/contracts/errors';

/** An error answer from our API, in its one JSON error shape, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

// A plain guard rather than the zod schema: zod stays out of the first JavaScript a visitor loads.
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

type Transport = (input: string, init: RequestInit) => Promise<Response>;

// The browser's fetch; the server-side render swaps in one that answers from the API in process.
let transport: Transport = (input, init) => fetch(input, init);

/** For the server-side render only (src/ssr/entry-server.tsx). */
export function setApiTransport(next: Transport) {
  transport = next;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
};

/** The one way the app talks to the API: JSON in, JSON out, errors as ApiError. */
export async function api<T>(
  path: string,
  { method = 'GET', body, signal, headers }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method,
      signal: signal ?? null,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'network_error',
      'We could not reach Restora. Check your connection and try again.',
    );
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      const { code, message, fields } = payload.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
  }
  return payload as T;
}
