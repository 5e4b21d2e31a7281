/**
 * Every "Sign out" of the site (the header, My account, Settings). Signing out is a POST (a link could be
 * prefetched or followed by a crawler), and it clears the device's cached orders list: the next person to sign in
 * on this phone must never be shown the last one's orders, whichever of the buttons was used.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { clearOrdersCache } from "~/features/orders/orders-cache";

export function SignOutForm({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Form method="post" action="/logout" className={className} onSubmit={clearOrdersCache}>
      {children}
    </Form>
  );
}
