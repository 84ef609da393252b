interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8' };

export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: jsonHeaders });
}

/**
 * The one error shape of every function: `{"error":{"code","message","fields"?}}`; a visitor's messages in the
 * language they asked for (`requestLanguage`, a lead's own), the team's in Russian.
 */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Response {
  const body: ErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return json(body, status);
}
