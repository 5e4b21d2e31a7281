/**
 * "A data source that answers 404 or 5xx warns at publish, with the section named": before a publish, every API
 * data source of the configuration is tried once as a visitor's request would run it (never as the publisher:
 * their account is not the data's), as "Try this source" does. A failure is a warning, not an error: the source
 * may be down for a moment, and the publisher decides (a strict publish refuses it).
 */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { AppServices } from "../app-context";
import { getRequestState } from "../request-state";
import { dataSourceFailureMessage, resolveSectionData } from "~/sdui/data-source.server";
import { asVisitor } from "~/sdui/preview.server";
import { dataContext } from "~/sdui/screen-loader.server";
import { isPerUser } from "~/sdui/per-user";
import type { CheckIssue } from "./checks";

export const sourceFailureWarning = (failure: string) => `Its data source failed when tried just now (${failure}): patients would see an error in this section`;

export async function failingDataSources(services: AppServices, request: Request, config: ScreenConfiguration): Promise<CheckIssue[]> {
  const visitor = asVisitor(request);
  const ctx = dataContext(services, await getRequestState(visitor), visitor);
  const tried = config.containers.flatMap((c, ci) =>
    c.sections.map(async (s, si): Promise<CheckIssue | null> => {
      // A person's own data cannot be tried without a person; those sources are checked by their rules only.
      if (s.data_source.type !== "API" || isPerUser(s)) return null;
      try {
        await resolveSectionData(s, ctx, { tryNow: true });
        return null;
      } catch (e) {
        return { path: `/containers/${ci}/sections/${si}/data_source`, message: sourceFailureWarning(dataSourceFailureMessage(e)), section: s.name };
      }
    }),
  );
  return (await Promise.all(tried)).filter((i): i is CheckIssue => i !== null);
}
