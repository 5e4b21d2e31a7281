import { GraphQLError } from "graphql";
import type { GraphQLContext } from "./context";
import type { Resolvers } from "./generated/resolvers-types";
import { env } from "../env";
import { getContentfulScreenConfiguration, publishScreenConfiguration } from "../content/store";
import { invalidateScreenConfiguration } from "~/sdui/config-source.server";
import { timingSafeEqual } from "node:crypto";

export const contentTypeDefs = /* GraphQL */ `
  type ScreenConfiguration {
    screen_name: String!
    segment_type: String!
    screen_identifier: String!
    version: Int!
    containers: JSON!
  }
  type ScreenConfigurationResponse { code: Int!, success: Boolean!, response: ScreenConfiguration }
  type SchemaError { path: String!, message: String! }
  type PublishScreenConfigurationResult { success: Boolean!, version: Int, errors: [SchemaError!]! }

  extend type Query {
    getContentfulScreenConfiguration(screenName: String!, screenView: String!, segmentType: String): ScreenConfigurationResponse!
  }
  extend type Mutation {
    "Editor only (bearer CONTENT_EDITOR_TOKEN). Validates, versions and publishes; a bad configuration stores nothing."
    publishScreenConfiguration(screenName: String!, screenView: String!, configuration: JSON!): PublishScreenConfigurationResult!
  }
`;

function isEditor(ctx: GraphQLContext): boolean {
  const expected = env().CONTENT_EDITOR_TOKEN;
  if (!expected || !ctx.bearerToken) return false;
  const a = Buffer.from(ctx.bearerToken);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const contentResolvers: Resolvers = {
  Query: {
    getContentfulScreenConfiguration: (_, a, ctx) =>
      getContentfulScreenConfiguration(ctx, a.screenName, a.screenView, a.segmentType ?? undefined),
  },
  Mutation: {
    publishScreenConfiguration: async (_, a, ctx) => {
      if (!ctx.bearerToken) throw new GraphQLError("Editor token required", { extensions: { code: "UNAUTHENTICATED" } });
      if (!isEditor(ctx)) throw new GraphQLError("Not allowed to publish", { extensions: { code: "FORBIDDEN" } });
      const result = await publishScreenConfiguration(ctx, {
        screenName: a.screenName,
        screenView: a.screenView,
        config: a.configuration,
        publishedBy: "editor",
      });
      if (result.success) {
        const segment = (a.configuration as { segment_type: string }).segment_type;
        await invalidateScreenConfiguration(ctx, a.screenName, a.screenView, segment);
      }
      return result;
    },
  },
};
