/**
 * The client's sign-in state of the spec: UNRESOLVED, SIGNEDIN, SIGNEDOUT. It is UNRESOLVED until the
 * server has told us (root loader data), and becomes SIGNEDOUT when a GraphQL call says UNAUTHENTICATED.
 */
export type SignInState = "UNRESOLVED" | "SIGNEDIN" | "SIGNEDOUT";

export type SignInEvent = { type: "resolved"; signedIn: boolean } | { type: "unauthenticated" } | { type: "signedOut" };

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case "resolved":
      return event.signedIn ? "SIGNEDIN" : "SIGNEDOUT";
    case "unauthenticated":
    case "signedOut":
      return "SIGNEDOUT";
    default:
      return state;
  }
}

export function initialSignInState(signedIn: boolean | undefined): SignInState {
  return signedIn === undefined ? "UNRESOLVED" : signedIn ? "SIGNEDIN" : "SIGNEDOUT";
}

/** Whether a GraphQL response carries the error code that signs the client out. */
export function hasUnauthenticatedError(errors: readonly { extensions?: Record<string, unknown> }[] | undefined): boolean {
  return !!errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED");
}
