import { GraphQLError } from "graphql";
import type { GraphQLContext } from "./context";
import type { Resolvers } from "./generated/resolvers-types";
import { env } from "../env";
import { getContentfulScreenConfiguration } from "../content/store";
import { isContentEditorToken } from "../content/api-token";
import { publishFromApi } from "../content/studio";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { validateForPublish } from "~/sdui/validate.server";

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
    """
    Editor only (bearer CONTENT_EDITOR_TOKEN). The studio's publish path: the same checks, review rule and audit.
    Under the review rule (the default) the configuration becomes the studio draft, sent for review, and the
    result says so (success false, version null, one error at "/"); a bad configuration stores nothing.
    """
    publishScreenConfiguration(screenName: String!, screenView: String!, configuration: JSON!): PublishScreenConfigurationResult!
  }
`;

const isEditor = (ctx: GraphQLContext) => isContentEditorToken(ctx.bearerToken);

export const contentResolvers: Resolvers = {
  Query: {
    getContentfulScreenConfiguration: (_, a, ctx) =>
      getContentfulScreenConfiguration(ctx, a.screenName, a.screenView, a.segmentType ?? undefined),
  },
  Mutation: {
    publishScreenConfiguration: async (_, a, ctx) => {
      if (!ctx.bearerToken) throw new GraphQLError("Editor token required", { extensions: { code: "UNAUTHENTICATED" } });
      if (!isEditor(ctx)) throw new GraphQLError("Not allowed to publish", { extensions: { code: "FORBIDDEN" } });
      if (!["web", "mweb"].includes(a.screenView)) return { success: false, version: null, errors: [{ path: "/screenView", message: "must be web or mweb" }] };
      // Shape first: the draft model needs a screen configuration to merge, whatever else is wrong with it.
      const shape = validateForPublish(a.configuration, env().ALLOWED_URL_SUFFIXES);
      const config = a.configuration as ScreenConfiguration;
      if (!shape.length && config.screen_name !== a.screenName) shape.push({ path: "/screen_name", message: `must equal screenName '${a.screenName}'` });
      if (shape.length) return { success: false, version: null, errors: shape };
      const key = { screenName: a.screenName, screenView: a.screenView, segment: config.segment_type };
      const outcome = await publishFromApi(ctx, key, config);
      if (outcome.ok) return { success: true, version: outcome.version, errors: [] };
      const errors = outcome.refusal === "checks" ? outcome.report.errors.map(({ path, message }) => ({ path, message })) : [{ path: "/", message: outcome.sections?.length ? `${outcome.message} (${outcome.sections.join(", ")})` : outcome.message }];
      return { success: false, version: null, errors };
    },
  },
};
