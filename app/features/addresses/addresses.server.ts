/** /address-book: add, edit, delete and make default; several forms told apart by `intent`. */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress, type AddressErrors, type AddressInput } from "~/.server/domain/accounts/addresses";
import { DomainError } from "~/.server/domain/errors";
import { readForm } from "~/.server/form";

export async function addressBookLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const addresses = await listAddresses(db, user.accountId);
  const url = new URL(request.url);
  const editId = Number(url.searchParams.get("edit"));
  return {
    addresses,
    editing: addresses.find((a) => a.id === editId) ?? null,
    adding: url.searchParams.get("add") === "1",
    saved: url.searchParams.get("saved"),
  };
}

export interface AddressActionData {
  values: Omit<AddressInput, "latitude" | "longitude">;
  fieldErrors?: AddressErrors;
  formError?: string;
}

const coordinate = (v: FormDataEntryValue | null) => {
  const s = String(v ?? "").trim();
  return s === "" ? null : Number(s);
};

export async function addressBookAction(request: Request) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("addressId"));
  const own = { id: Number.isSafeInteger(id) && id > 0 ? id : 0, accountId: user.accountId };
  const get = (k: string, max: number) => String(form.get(k) ?? "").slice(0, max);
  const values = { name: get("name", 60), addressLine1: get("addressLine1", 200), addressLine2: get("addressLine2", 200), landmark: get("landmark", 120), pincode: get("pincode", 10).trim() };
  const { db } = await getServices();
  try {
    switch (intent) {
      case "save":
        await saveAddress(db, user.accountId, { ...values, id: own.id || null, latitude: coordinate(form.get("latitude")), longitude: coordinate(form.get("longitude")) });
        return redirect(`/address-book?saved=${own.id ? "updated" : "added"}`);
      case "delete":
        await deleteAddress(db, own);
        return redirect("/address-book?saved=deleted");
      case "set-default":
        await setDefaultAddress(db, own);
        return redirect("/address-book?saved=default");
    }
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const details = e.details as { fieldErrors?: AddressErrors } | undefined;
      return Response.json({ values, fieldErrors: details?.fieldErrors, formError: details?.fieldErrors ? undefined : e.message } satisfies AddressActionData, { status: 400 });
    }
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    throw e;
  }
  return Response.json({ values, formError: "Something went wrong! Please try again." } satisfies AddressActionData, { status: 400 });
}
