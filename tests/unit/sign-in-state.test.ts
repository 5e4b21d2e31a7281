import { describe, expect, it, vi } from "vitest";
import { hasUnauthenticatedError, initialSignInState, signInReducer } from "~/lib/sign-in-state";
import { createGraphqlClient } from "~/lib/graphql-client";

describe("sign-in state", () => {
  it("'Sign-in state: UNRESOLVED, SIGNEDIN, SIGNEDOUT'", () => {
    expect(initialSignInState(undefined)).toBe("UNRESOLVED");
    expect(initialSignInState(true)).toBe("SIGNEDIN");
    expect(initialSignInState(false)).toBe("SIGNEDOUT");
    expect(signInReducer("UNRESOLVED", { type: "resolved", signedIn: true })).toBe("SIGNEDIN");
    expect(signInReducer("SIGNEDIN", { type: "unauthenticated" })).toBe("SIGNEDOUT");
    expect(signInReducer("SIGNEDIN", { type: "signedOut" })).toBe("SIGNEDOUT");
  });

  it("'A GraphQL UNAUTHENTICATED error triggers the sign-out callback'; other errors do not", async () => {
    expect(hasUnauthenticatedError([{ extensions: { code: "FORBIDDEN" } }])).toBe(false);
    const answer = (code: string) =>
      vi.fn(async () => new Response(JSON.stringify({ data: null, errors: [{ message: "x", extensions: { code } }] }), { headers: { "content-type": "application/json" } }));
    const onUnauthenticated = vi.fn();
    const client = createGraphqlClient(onUnauthenticated, answer("UNAUTHENTICATED") as unknown as typeof fetch);
    await client.query(`{ getPatientsByAccount { id } }`, {}, { url: "http://localhost/graphql" }).toPromise();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    const client2 = createGraphqlClient(other, answer("NOT_FOUND") as unknown as typeof fetch);
    await client2.query(`{ getPatientById(id: 1) { id } }`, {}, { url: "http://localhost/graphql" }).toPromise();
    expect(other).not.toHaveBeenCalled();
  });

  it("every call sends the header x-app-os=web", async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ data: { _health: true } }), { headers: { "content-type": "application/json" } }));
    const client = createGraphqlClient(() => {}, fetchImpl as unknown as typeof fetch);
    await client.query(`{ _health }`, {}, { url: "http://localhost/graphql" }).toPromise();
    const init = fetchImpl.mock.calls[0][1]!;
    expect(new Headers(init.headers).get("x-app-os")).toBe("web");
  });
});
