// A console.error during a test fails it: React warnings and unexpected errors must not go unnoticed.
import { afterEach, beforeEach, vi } from "vitest";
import { addLanguage } from "~/i18n/instance";
import { hindi } from "~/i18n/hindi";

// As the server has them: every language's words (the browser downloads only its page's).
addLanguage("hi", hindi);

let errors: unknown[][] = [];
const original = console.error;
beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});
afterEach(() => {
  console.error = original;
  vi.restoreAllMocks();
  if (errors.length) {
    const first = errors[0].map(String).join(" ");
    errors = [];
    throw new Error(`console.error was called during the test: ${first.slice(0, 500)}`);
  }
});
