/** Form bodies of route actions. */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

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

/**
 * Reads the body (400 when malformed) and parses it with the form's schema, the one the browser validates with;
 * a page with several forms picks the schema from the body (its `intent`).
 */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema | ((form: FormData) => Schema)) {
  const form = await readForm(request);
  return parseWithZod(form, { schema: typeof schema === "function" ? schema(form) : schema });
}

type ParsedForm = Awaited<ReturnType<typeof parseForm>>;

/**
 * The reply for problems found after parsing (by the domain, which checks the same rules again and what only it
 * can know): a message per field when it gave them, otherwise one message for the whole form.
 */
export function replyWithErrors(submission: ParsedForm, errors: { fieldErrors?: Partial<Record<string, string>>; formError: string }) {
  const fieldErrors = Object.entries(errors.fieldErrors ?? {}).filter((e): e is [string, string] => Boolean(e[1]));
  return fieldErrors.length
    ? submission.reply({ fieldErrors: Object.fromEntries(fieldErrors.map(([k, m]) => [k, [m]])) })
    : submission.reply({ formErrors: [errors.formError] });
}
