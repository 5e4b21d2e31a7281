import { describe, expect, it, vi } from "vitest";
import { DIAG_DEFAULT_ADDRESS_KEY, DIAG_DEFAULT_ADDRESS_TTL_MS, FALLBACK_DIAG_DEFAULT_ADDRESS, getDiagDefaultAddress } from "~/lib/diag-default-address";

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}
const served = { ...FALLBACK_DIAG_DEFAULT_ADDRESS, pinCode: "500081" };

describe("default diagnostic address", () => {
  it("'Default values: pincode 500085, city id 9, city name Hyderabad, state code TS, latitude 17.492737, longitude 78.39656'", () => {
    expect(FALLBACK_DIAG_DEFAULT_ADDRESS).toMatchObject({ pinCode: "500085", cityID: 9, cityName: "Hyderabad", stateCode: "TS", latitude: 17.492737, longitude: 78.39656 });
  });

  it("'The result is cached under 'diagDefaultAddress' with an expiry'", async () => {
    const storage = memoryStorage();
    const fetchImpl = vi.fn(async () => Response.json(served));
    expect(await getDiagDefaultAddress(fetchImpl as unknown as typeof fetch, storage, 1000)).toEqual(served);
    expect(JSON.parse(storage.m.get(DIAG_DEFAULT_ADDRESS_KEY)!)).toEqual({ data: served, expiry: 1000 + DIAG_DEFAULT_ADDRESS_TTL_MS });
    await getDiagDefaultAddress(fetchImpl as unknown as typeof fetch, storage, 2000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await getDiagDefaultAddress(fetchImpl as unknown as typeof fetch, storage, 1000 + DIAG_DEFAULT_ADDRESS_TTL_MS + 1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("'An HTTP error on the default address configuration falls back silently to the default address'", async () => {
    const storage = memoryStorage();
    const failing = vi.fn(async () => new Response("oops", { status: 500 }));
    expect(await getDiagDefaultAddress(failing as unknown as typeof fetch, storage)).toEqual(FALLBACK_DIAG_DEFAULT_ADDRESS);
    const throwing = vi.fn(async () => { throw new Error("offline"); });
    expect(await getDiagDefaultAddress(throwing as unknown as typeof fetch, null)).toEqual(FALLBACK_DIAG_DEFAULT_ADDRESS);
    const garbage = vi.fn(async () => Response.json({ pinCode: "abc" }));
    expect(await getDiagDefaultAddress(garbage as unknown as typeof fetch, storage)).toEqual(FALLBACK_DIAG_DEFAULT_ADDRESS);
    expect(storage.m.size).toBe(0);
  });
});
