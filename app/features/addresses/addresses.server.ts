/** /address-book: add, edit, delete and make default; several forms told apart by `intent`. */
import { redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress, type AddressErrors } from "~/.server/domain/accounts/addresses";
import { DomainError } from "~/.server/domain/errors";
import { parseForm, replyWithErrors } from "~/.server/form";
import { addressFormSchema } from "~/lib/address-form";

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
  result: SubmissionResult<string[]>;
}

export async function addressBookAction(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, addressFormSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() } satisfies AddressActionData, { status: 400 });
  const { intent, addressId, latitude, longitude, ...values } = submission.value;
  const own = { id: addressId, accountId: user.accountId };
  const { db } = await getServices();
  try {
    switch (intent) {
      case "save":
        await saveAddress(db, user.accountId, { ...values, id: own.id || null, latitude, longitude });
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
      const result = replyWithErrors(submission, { fieldErrors: details?.fieldErrors, formError: e.message });
      return Response.json({ result } satisfies AddressActionData, { status: 400 });
    }
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    throw e;
  }
  return Response.json({ result: submission.reply({ formErrors: ["Something went wrong! Please try again."] }) } satisfies AddressActionData, { status: 400 });
}
