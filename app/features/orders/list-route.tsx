/** The three order lists (/orders, /test-orders, /previous-orders) share this: data, browser cache and page. */
import { useEffect } from "react";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import type { OrdersListData } from "./orders.server";
import { readOrdersCache, writeOrdersCache } from "./orders-cache";
import { OrdersList } from "./OrdersList";

const pageOf = (url: string) => Math.max(1, Math.floor(Number(new URL(url).searchParams.get("page")) || 1));

/** Client navigations to a list read the cached page while it is fresh; the server is asked otherwise. */
export async function ordersClientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const page = pageOf(request.url);
  const cached = readOrdersCache<OrdersListData>(page);
  if (cached) return cached;
  const fresh = (await serverLoader()) as OrdersListData;
  writeOrdersCache(page, fresh);
  return fresh;
}

export function OrdersListRoute({ title, basePath, offerReorder }: { title: string; basePath: string; offerReorder?: boolean }) {
  const data = useLoaderData() as OrdersListData;
  // The first page load is rendered on the server; keep it for the next visit too.
  useEffect(() => writeOrdersCache(data.page, data), [data]);
  return <OrdersList title={title} basePath={basePath} offerReorder={offerReorder} {...data} />;
}
