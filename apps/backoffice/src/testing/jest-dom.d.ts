// tools/test/setup-web.ts registers the jest-dom matchers at run time; this types them on @jest/globals' expect.
/// <reference types="@testing-library/jest-dom/jest-globals" />
