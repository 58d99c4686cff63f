// tools/test/setup-web.ts registers the jest-dom matchers at run time; this gives the global `expect` their types.
/// <reference types="@testing-library/jest-dom" />
