import { connectionFallback, sharedDataTexts } from 'shared-data/fields';
import { defaultLanguage, type Language, languageOfPath, loadOnce } from 'shared-data/site';
import type { RuntimeConfig } from '../config/runtime-config';

/** The error shape every function answers with, plus the HTTP status (0 when the network failed). */
export interface FunctionError {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

type InvokeResult<T> = { data: T } | { error: FunctionError };

export type InvokeFunction = <T>(
  name: string,
  body: unknown,
  headers?: Record<string, string>,
) => Promise<InvokeResult<T>>;

/** The language of the page a call is made from (its address's), Russian where there is no page. */
const pageLanguage = (): Language =>
  typeof window === 'undefined' ? defaultLanguage : languageOfPath(window.location.pathname);

/**
 * The connection messages in `language`: shared-data's book, loaded with the form that calls (at once, then). Should
 * it not arrive, the network is down and the ones that came with this code say so.
 */
const connectionIn = async (language: Language) =>
  (await sharedDataTexts.load(language).catch(() => undefined))?.connection ?? connectionFallback[language];

const networkError = async (language: Language): Promise<FunctionError> => ({
  status: 0,
  code: 'network_error',
  message: (await connectionIn(language)).offline,
});

/**
 * Calls a backend function the way supabase-js `functions.invoke` does (same client, same headers).
 * The client is loaded on first use so it costs nothing on pages that send no form. A client that did not arrive is
 * a network failure: the visitor is told so, and the next call fetches it again. Every call asks for its answer in
 * the page's language (`Accept-Language`: `ru` or `uz`), which the functions' messages follow; the messages of a
 * failure the server did not word are in that language too.
 */
export function createInvokeFunction(
  config: Pick<RuntimeConfig, 'functionsUrl' | 'anonKey'>,
): InvokeFunction {
  const client = loadOnce(() =>
    import('@supabase/functions-js').then(
      ({ FunctionsClient }) =>
        new FunctionsClient(`${config.functionsUrl}/functions/v1`, {
          headers: { Authorization: `Bearer ${config.anonKey}`, apikey: config.anonKey },
        }),
    ),
  );

  return async <T>(name: string, body: unknown, headers?: Record<string, string>) => {
    const language = pageLanguage();
    let functions: import('@supabase/functions-js').FunctionsClient;
    try {
      functions = await client.load();
    } catch {
      return { error: await networkError(language) };
    }
    const { data, error } = await functions.invoke<T>(name, {
      body: body as Record<string, unknown>,
      headers: { 'accept-language': language, ...headers },
    });
    if (!error) return { data: data as T };
    const response: unknown = (error as { context?: unknown }).context;
    if (response instanceof Response) return { error: await readErrorBody(response, language) };
    return { error: await networkError(language) };
  };
}

async function readErrorBody(response: Response, language: Language): Promise<FunctionError> {
  try {
    const body = (await response.clone().json()) as { error?: Partial<FunctionError> };
    if (body.error?.code && body.error.message) {
      return {
        status: response.status,
        code: body.error.code,
        message: body.error.message,
        ...(body.error.fields ? { fields: body.error.fields } : {}),
      };
    }
  } catch {
    // Not JSON: fall through to a generic message.
  }
  return {
    status: response.status,
    code: 'http_error',
    message: (await connectionIn(language)).failed,
  };
}
