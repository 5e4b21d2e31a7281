import type { LinksFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError, isRouteErrorResponse, useRouteLoaderData } from "@remix-run/react";
import pageStyles from "~/styles/page.css?url";
import { useNonce } from "~/nonce";
import { firstBannerPreload } from "~/sdui/lcp-image";
import type { RenderScreen } from "~/sdui/types";
import { env } from "~/.server/env";
import { getRequestState } from "~/.server/request-state";
import { getServices } from "~/.server/app-context";
import { personalUser } from "~/.server/personal";
import { widgetChunkUrls } from "~/.server/widget-chunks";
import { pageRoutes } from "~/.server/content/app-routes";
import { PersonalProvider, usePersonal, usePersonalPageOfRoute, useScreenOfPage } from "~/sdui/personal";
import { ClientEnvContext } from "~/lib/client-env";
import { Header } from "~/features/shell/Header";
import { Footer } from "~/features/shell/Footer";
import { NavigationProgress } from "~/features/shell/NavigationProgress";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";
import { SignInProvider } from "~/features/auth/SignInState";
import { ConsentBanner } from "~/features/consent/ConsentBanner";
import { ScreenUiProvider } from "~/sdui/screen-ui";
import { ScreenWidgetHost } from "~/sdui/ScreenWidgetHost";
import { StickyCartBar } from "~/features/cart/StickyCartBar";
import { shouldRevalidateScreen } from "~/sdui/should-revalidate";
import { useDocumentLang } from "~/i18n/document-lang";
import { I18nProvider, useChrome } from "~/i18n/I18nProvider";
import { languageOfTag } from "~/i18n/words";
import { SCRIPTS_AFTER_PAINT } from "~/lib/scripts-after-paint";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: pageStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "Book Lab Tests, Health Checkups & Doctor Consultations Online | Apollo 247" },
  { name: "description", content: "Book home sample collection for lab tests and health checkup packages, scans and doctor consultations for you and your family." },
];

export const shouldRevalidate = shouldRevalidateScreen;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = await getRequestState(request, context);
  return {
    ENV: { ALLOWED_URL_SUFFIXES: env().ALLOWED_URL_SUFFIXES, PAGE_ROUTES: pageRoutes() },
    location: state.location,
    signedIn: state.segment === "signed_in",
    // A page a whole segment shares has no one's name in it: the browser asks /resources/personal after load.
    userAfterLoad: !!state.shared && state.segment === "signed_in",
    user: state.user ? await personalUser((await getServices()).db, state.user) : null,
    widgetChunks: widgetChunkUrls,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const screen = useScreenOfPage();
  const personalPage = usePersonalPageOfRoute();
  const lang = useDocumentLang();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#02475b" />
        <Meta />
        <Links />
        {screen ? <FirstBannerPreload screen={screen.screen} /> : null}
        {/* A screen's widgets are hydrated from their own chunk: asked for with the entry, not after it ran. */}
        {screen ? data?.widgetChunks.map((href) => <link key={href} rel="modulepreload" href={href} />) : null}
      </head>
      <body>
        <I18nProvider lang={languageOfTag(lang)}>
          <SkipLink />
          <ClientEnvContext.Provider value={data?.ENV ?? { ALLOWED_URL_SUFFIXES: [] }}>
            <PersonalProvider
              enabled={!!data?.signedIn && (!!data.userAfterLoad || !!screen?.hasPersonal || !!personalPage)}
              screenName={screen?.name ?? null}
              pageName={personalPage}
              identity={data?.user?.accountId ?? null}
            >
              <PageShell data={data}>{children}</PageShell>
            </PersonalProvider>
          </ClientEnvContext.Provider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Starts what <Scripts> wrote, after the first paint (lib/scripts-after-paint.ts). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT }} />
      </body>
    </html>
  );
}

/** The first banner, the page's largest paint, asked for with the stylesheets (sdui/lcp-image.ts). */
function FirstBannerPreload({ screen }: { screen: RenderScreen }) {
  const preload = firstBannerPreload(screen);
  if (!preload) return null;
  return (
    <link
      rel="preload"
      as="image"
      href={preload.href}
      type={preload.type}
      imageSrcSet={preload.imageSrcSet}
      imageSizes={preload.imageSizes}
      // The lowercase attribute React 18 passes through (see widgets/shared/media.ts).
      {...{ fetchpriority: "high" }}
    />
  );
}

function SkipLink() {
  return <a className="skip-link" href="#main">{useChrome()("skipToContent")}</a>;
}

/**
 * Header, page and footer. On a page a segment shares, who is signed in is known once /resources/personal
 * answers: until then the sign-in state is unresolved and the header shows no name.
 */
function PageShell({ data, children }: { data: SerializeFrom<typeof loader> | undefined; children: React.ReactNode }) {
  const personal = usePersonal();
  const afterLoad = !!data?.userAfterLoad;
  const user = afterLoad ? (personal.data ? personal.data.user : undefined) : data?.user;
  const signedIn = afterLoad && personal.data ? !!personal.data.user : data?.signedIn ?? false;
  return (
    <SignInProvider user={user === undefined ? undefined : user && { accountId: user.accountId, mobileNumber: user.mobileNumber, countryCode: user.countryCode }}>
      <ScreenUiProvider>
        <Header location={data?.location} signedIn={signedIn} firstName={user?.firstName ?? null} />
        <NavigationProgress />
        <main id="main" className="page">{children}</main>
        <Footer />
        <ScreenWidgetHost />
        <StickyCartBar />
        <ConsentBanner />
      </ScreenUiProvider>
    </SignInProvider>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
