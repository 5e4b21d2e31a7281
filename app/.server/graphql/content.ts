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
  """
  errors: why nothing was published (each at its JSON path). warnings: data sources that failed when tried, when
  the caller sent publishWithFailingSources: true (published, or sent for review, all the same).
  """
  type PublishScreenConfigurationResult { success: Boolean!, version: Int, errors: [SchemaError!]!, warnings: [SchemaError!]! }

  extend type Query {
    getContentfulScreenConfiguration(screenName: String!, screenView: String!, segmentType: String): ScreenConfigurationResponse!
  }
  extend type Mutation {
    """
    Editor only (bearer CONTENT_EDITOR_TOKEN). The studio's publish path: the same checks, review rule and audit.
    Under the review rule (the default) the configuration becomes the studio draft, sent for review, and the
    result says so (success false, version null, one error at "/"); a bad configuration stores nothing.
    Every API data source is tried first, as a visitor. One that fails refuses the request (an error at each
    failing source, naming its section; nothing stored) unless publishWithFailingSources is true: the API's
    answer to the studio's "Publish anyway?".
    """
    publishScreenConfiguration(screenName: String!, screenView: String!, configuration: JSON!, publishWithFailingSources: Boolean = false): PublishScreenConfigurationResult!
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
      if (!["web", "mweb"].includes(a.screenView)) return { success: false, version: null, errors: [{ path: "/screenView", message: "must be web or mweb" }], warnings: [] };
      // Shape first: the draft model needs a screen configuration to merge, whatever else is wrong with it.
      const shape = validateForPublish(a.configuration, env().ALLOWED_URL_SUFFIXES);
      const config = a.configuration as ScreenConfiguration;
      if (!shape.length && config.screen_name !== a.screenName) shape.push({ path: "/screen_name", message: `must equal screenName '${a.screenName}'` });
      if (shape.length) return { success: false, version: null, errors: shape, warnings: [] };
      const key = { screenName: a.screenName, screenView: a.screenView, segment: config.segment_type };
      const outcome = await publishFromApi(ctx, ctx.request, key, config, { publishWithFailingSources: a.publishWithFailingSources === true });
      const failing = (outcome.failingSources ?? []).map(({ path, message, section }) => ({ path, message: `${section}: ${message}` }));
      if (outcome.ok) return { success: true, version: outcome.version, errors: [], warnings: failing };
      if (outcome.refusal === "checks") return { success: false, version: null, errors: outcome.report.errors.map(({ path, message }) => ({ path, message })), warnings: [] };
      // Refused for failing sources: the message (what to send to publish anyway) first, then each source at its path.
      if (outcome.refusal === "sources") return { success: false, version: null, errors: [{ path: "/", message: outcome.message }, ...failing], warnings: [] };
      const message = outcome.sections?.length && outcome.refusal !== "review" ? `${outcome.message} (${outcome.sections.join(", ")})` : outcome.message;
      return { success: false, version: null, errors: [{ path: "/", message }], warnings: failing };
    },
  },
};
