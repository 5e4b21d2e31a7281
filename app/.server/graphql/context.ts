import type { AppServices } from "../app-context";

/** What every resolver receives: services, who is calling, and where they are. */
export interface GraphQLContext extends AppServices {
  request: Request;
  /** The signed-in account, or null for a visitor. */
  accountId: number | null;
  /** Bearer token presented by an API client (checked by the resolvers that need one). */
  bearerToken: string | null;
}
