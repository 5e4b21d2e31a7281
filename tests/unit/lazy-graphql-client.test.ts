import { describe, expect, it, vi } from "vitest";
import { createGraphqlClient } from "~/lib/graphql-client";
import { lazyGraphqlClient } from "~/lib/lazy-graphql-client";

const answer = (code: string) =>
  vi.fn(async () => new Response(JSON.stringify({ data: null, errors: [{ message: "x", extensions: { code } }] }), { headers: { "content-type": "application/json" } }));

describe("the lazily loaded GraphQL client", () => {
  it("loads the client library only when a call is made, once", async () => {
    const onUnauthenticated = vi.fn();
    const load = vi.fn(async () => createGraphqlClient(onUnauthenticated, answer("NOT_FOUND") as unknown as typeof fetch));
    const client = lazyGraphqlClient(onUnauthenticated, load);
    expect(load).not.toHaveBeenCalled();
    await client.query(`{ _health }`, {}, { url: "http://localhost/graphql" }).toPromise();
    await client.mutation(`mutation { x }`, {}, { url: "http://localhost/graphql" }).toPromise();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("'A GraphQL UNAUTHENTICATED error triggers the sign-out callback' through the lazy client too", async () => {
    const onUnauthenticated = vi.fn();
    const client = lazyGraphqlClient(onUnauthenticated, async () => createGraphqlClient(onUnauthenticated, answer("UNAUTHENTICATED") as unknown as typeof fetch));
    const r = await client.query(`{ getCurrentUser { accountId } }`, {}, { url: "http://localhost/graphql" }).toPromise();
    expect(r.error?.graphQLErrors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it("a failed download of the library is retried on the next call", async () => {
    const ok = createGraphqlClient(() => {}, answer("NOT_FOUND") as unknown as typeof fetch);
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(ok);
    const client = lazyGraphqlClient(() => {}, load);
    await expect(client.query(`{ _health }`, {}).toPromise()).rejects.toThrow("offline");
    await client.query(`{ _health }`, {}, { url: "http://localhost/graphql" }).toPromise();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
