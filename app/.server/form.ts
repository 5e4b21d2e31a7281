/** Form bodies of route actions. */

/**
 * The request's form data; a body that cannot be parsed (a malformed multipart body, a wrong content type) is
 * the client's fault and answers 400, not a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("Malformed form body", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
}
